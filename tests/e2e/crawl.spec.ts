import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
// The route table as data (generated from the features' routes.ts; it loads no page).
import { ROUTE_TABLE } from '../../apps/site/src/app/route-paths.gen.ts';

/** CRAWL_ONLY (a pattern of paths) crawls those routes alone, while working on them; CI crawls all. */
const ONLY = process.env.CRAWL_ONLY ? new RegExp(process.env.CRAWL_ONLY) : null;
const ROUTES = ONLY ? ROUTE_TABLE.filter((route) => ONLY.test(route.path)) : ROUTE_TABLE;

type RouteDef = (typeof ROUTES)[number];

/*
 * The standing gate: every route of the table, as a visitor and as the demo admin, in Chinese and
 * English, at the project's size (desktop and phone). Each (role, language) pair is one test and one
 * browser context, reused across the routes; every route is a fresh page load, so a page that works
 * only after another one loaded its words is caught. It only visits: no click that writes.
 *
 * It fails on console errors and page errors (react-intl's MISSING_TRANSLATION among them), a raw
 * message key on the page, Chinese on an English page outside the allow-list below and what users
 * wrote (elements marked translate="no", such as names, or lang="zh…", such as a Chinese article), axe findings
 * rated serious or critical, and (on a phone) a page wider than the screen. It prints how many
 * routes still say 'coming soon'.
 */

type Lang = 'zh' | 'en';
type Role = 'visitor' | 'admin';
type Messages = Record<string, string>;

const catalogueDir = path.join(import.meta.dirname, '../../packages/i18n/src/messages');
const readCatalogue = (lang: Lang): Messages => JSON.parse(fs.readFileSync(path.join(catalogueDir, `${lang}.json`), 'utf8')) as Messages;
const CATALOGUES: Record<Lang, Messages> = { zh: readCatalogue('zh'), en: readCatalogue('en') };
const KEYS = [...new Set([...Object.keys(CATALOGUES.zh), ...Object.keys(CATALOGUES.en)])];

/**
 * Demo values for the query a page reads, from the demo seed (apps/server/src/seed/demo.ts and
 * the features' seed.ts): edition 14 is the current one, 13 is 2024; guest 80 and sponsor 49 belong
 * to edition 14; ticket type 2 is its full delegate pass (on sale); SPWDEMO00004 is zhou's unpaid
 * order, SPWDEMO00006 sato's paid one (the admin owns no order, so the order pages show the admin
 * their 'no such order' state); uid 6 is oliver, who is registered for edition 14; article 6 is a
 * published English one (the admin may preview any). A feature that
 * builds a page reading another id adds its value here.
 */
const DEMO_QUERY: Readonly<Record<string, string>> = {
  '/events/guest/detail': 'guest_id=80&events_id=14',
  '/events/sponsor/detail': 'id=49&events_id=14',
  '/eventSpecial/detail': 'events_id=13',
  '/eventSpecial/special': 'events_id=13',
  '/ticket/detail': 'ticket_id=2',
  '/order/buyRule': 'ticket_id=2&quantity=1',
  '/order/checkout': 'ticket_id=2&quantity=1',
  '/order/detail': 'order_no=SPWDEMO00006',
  '/order/payResult': 'order_no=SPWDEMO00006',
  '/events/payTip': 'order_no=SPWDEMO00004',
  '/eventsUser/share': 'uid=6&events_id=14',
  '/draw/wall': 'events_id=14',
  '/events/checkin': 'events_id=14',
  '/article/detail': 'id=6',
  '/article/preview': 'id=6',
  // The demo admin's own English article (apps/server/src/features/article/seed.ts).
  '/article/edit': 'id=9',
  // The first seeded price (apps/server/src/features/quotes/seed.ts).
  '/creator/quoteData/edit': 'id=1',
  '/creator/statistic/edit': 'id=1',
  '/creator/statistic/detail': 'id=1',
  '/creator/dataItem/edit': 'id=1',
  '/creator/dataSet/edit': 'id=1',
  '/dataSet/detail': 'id=1',
  '/creator/article/edit': 'id=9',
  '/column/detail': 'id=1',
  '/column/article': 'id=1',
  '/column/user': 'id=1',
  // Oliver's profile, and the creator's fans (apps/server/src/features/social/seed.ts).
  '/user/index': 'uid=6',
  '/user/list': 't=fans&uid=2',
  // The demo admin's conversation with lin (apps/server/src/features/social/seed.ts has none: an empty thread).
  '/message/list': 'with_uid=5',
  '/special/detail': 'id=1',
  // The demo admin's own topic (apps/server/src/features/special/seed.ts).
  '/creator/special/edit': 'id=4',
  '/creator/special/detail': 'id=4',
  '/document/detail': 'id=1',
  // The demo admin's own report (apps/server/src/features/document/seed.ts).
  '/creator/document/list': 'edit=3',
  // The demo's stream in progress (apps/server/src/features/media/seed.ts), and one to edit.
  '/live/detail': 'id=1',
  '/creator/live/list': 'edit=2',
  // A demo video in series 1, the series, and one of each to edit.
  '/media/detail': 'id=2',
  '/series/detail': 'id=1',
  '/creator/video/list': 'edit=2',
  '/creator/series/list': 'edit=1',
  // The demo's share link of the schedule (no password: apps/server/src/features/netdisk/seed.ts).
  '/netdisk/share': 'token=demo-schedule-2026-share',
  // lin's thread with pictures and replies (apps/server/src/features/forum/seed.ts).
  '/forum/detail': 'id=1',
  // The shop's post with two pictures (apps/server/src/features/market/seed.ts).
  '/posts/detail': 'id=1',
  // The institute's approved entry and its first product (apps/server/src/features/market/seed.ts).
  '/company/card': 'id=1',
  '/product/card': 'id=1',
  '/creator/product/edit': 'id=1',
};

/** The query a route is visited with: its demo value, else the current edition on edition pages. */
function queryFor(route: RouteDef): string {
  return DEMO_QUERY[route.path] ?? (route.layout === 'events' ? 'events_id=14' : '');
}

/** The demo admin's nickname (apps/server/src/seed/demo.ts). */
const ADMIN_NICKNAME = '铂金周管理员';

/**
 * Chinese an English page may show, each with its reason. Anything else Chinese on an English page
 * fails: the words must come from the English catalogue or the record's English field.
 */
const ALLOWED_CHINESE: readonly { text: string; reason: string }[] = [
  { text: '中文', reason: 'the language switch names Chinese in Chinese, so a Chinese reader finds it' },
  { text: ADMIN_NICKNAME, reason: "the demo admin's nickname, written by the user (shown in the account menu)" },
  { text: '周一鸣', reason: "the demo member zhou's nickname, written by the user (the buyer on the admin's order list)" },
  { text: '已经报名，期待现场见！', reason: "zhou's comment on the current edition, written by the user and shown as written" },
];

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** What the checks read from a settled page, in one round trip. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    // What users wrote (names), marked as not the site's words: an English page shows them as written.
    const userWritten = [...document.querySelectorAll<HTMLElement>('[translate="no"]')].map((element) => element.innerText);
    // What users wrote in Chinese, marked so (an article's title and text, lang="zh-CN"): shown as
    // written on an English page. The document's own language never counts: it is the page's.
    for (const element of document.body.querySelectorAll<HTMLElement>('[lang^="zh"]'))
      userWritten.push(...element.innerText.split('\n').map((line) => line.trim()));
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    const root = document.scrollingElement ?? document.documentElement;
    return {
      texts,
      userWritten,
      overflow: root.scrollWidth > root.clientWidth ? `${root.scrollWidth}px > ${root.clientWidth}px` : null,
      // The ComingSoon screen's heading.
      comingSoon: document.getElementById('coming-soon-title') !== null,
      landed: (location.hash.slice(1).split('?')[0] ?? '').toLowerCase(),
    };
  });
}

function rawKeys(texts: readonly string[], keys: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const [token] of text.matchAll(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g)) if (keys.has(token)) found.add(token);
  return [...found];
}

function chineseOnEnglish(texts: readonly string[], userWritten: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    let rest = text;
    // Longest first: a word that is also part of a longer text (a flagged word in its sentence) must not cut it first.
    const allowedTexts = [...ALLOWED_CHINESE.map((entry) => entry.text), ...userWritten.filter(Boolean)].sort(
      (a, b) => b.length - a.length,
    );
    for (const allowed of allowedTexts) rest = rest.split(allowed).join(' ');
    for (const line of rest.split('\n')) {
      const at = line.search(CJK);
      if (at >= 0) found.add(line.slice(Math.max(0, at - 20), at + 40).trim());
    }
  }
  return [...found];
}

/** Routes whose page names itself after what it shows (an article's title, a column's name: usePageTitle). */
const OWN_TITLES = new Set([
  '/article/detail',
  '/article/preview',
  '/column/detail',
  '/column/article',
  '/column/user',
  '/user/index',
  '/user/list',
  '/special/detail',
  '/creator/special/detail',
  '/document/detail',
  '/live/detail',
  '/media/detail',
  '/series/detail',
  '/forum/detail',
  '/posts/detail',
  '/company/card',
  '/product/card',
  '/dataSet/detail',
]);

/**
 * The title each route sets, per language: the page has settled once the title is its route's (a
 * page that names itself: any title of the site, written `*` and the site's name).
 */
function titlesFor(lang: Lang): Record<string, string> {
  const messages = CATALOGUES[lang];
  // Every route's, not only the crawled ones': a page may send the reader to another (the sign-in).
  return Object.fromEntries(
    ROUTE_TABLE.map((route) => [
      route.path.toLowerCase(),
      OWN_TITLES.has(route.path) ? `* · ${messages['app.name']}` : `${messages[route.title] ?? route.title} · ${messages['app.name']}`,
    ]),
  );
}

/**
 * Waits until the page (after any redirect) shows its route's title, nothing is loading, and a
 * signed-in user's account menu is in the site header (it comes after the session check).
 */
async function settle(page: Page, titles: Record<string, string>, accountMenu: string | null): Promise<void> {
  await page.waitForFunction(
    ([expected, menu]) => {
      const where = decodeURIComponent(location.hash.slice(1).split('?')[0] ?? '').toLowerCase();
      const title = expected[where] ?? '';
      if (title.startsWith('*') ? !document.title.endsWith(title.slice(1)) : document.title !== title) return false;
      if (!document.querySelector('main, [role="main"], h1')) return false;
      const header = document.querySelector('[data-slot="site-header"]');
      if (menu && header && !header.textContent?.includes(menu)) return false;
      return !document.querySelector('[data-slot="loading"], [aria-busy="true"], .spw-skeleton');
    },
    [titles, accountMenu] as const,
    { timeout: 10_000 },
  );
}

// The problem list says what failed where; a trace of 137 page loads would only slow the run.
test.use({ trace: 'off' });

const IMPACTS_THAT_FAIL = new Set(['serious', 'critical']);

interface Visit {
  role: Role;
  lang: Lang;
  phone: boolean;
  titles: Record<string, string>;
  /** The account menu's name in the header when signed in ('Account menu for …'), else null. */
  accountMenu: string | null;
  keys: ReadonlySet<string>;
}

/**
 * The passes, two a width, so that every route is visited at both widths, in both languages and
 * as both roles, each pair once (not every triple: the eight passes took 27 of the e2e stage's 86
 * minutes of work on CI's two cores). Every pass audits its screens with axe, so every screen is
 * audited at both widths. Playwright picks a project's passes by their tag (playwright.config.ts).
 */
const PASSES: readonly { role: Role; lang: Lang; width: 'desktop' | 'phone' }[] = [
  { role: 'visitor', lang: 'zh', width: 'desktop' },
  { role: 'admin', lang: 'en', width: 'desktop' },
  { role: 'visitor', lang: 'en', width: 'phone' },
  { role: 'admin', lang: 'zh', width: 'phone' },
];

/** Visits one route on a page and lists what is wrong with it. */
async function visitRoute(page: Page, route: RouteDef, visit: Visit, errors: string[], audited: Set<string>, id: number) {
  const query = queryFor(route);
  const where = `${route.path}${query ? `?${query}` : ''}`;
  const problems: string[] = [];
  let comingSoon = false;
  // A visitor who opens a member's page is sent to sign in: the sign-in page has its own fresh
  // load, so here a hash change from the page already open is enough.
  const toSignIn = visit.role === 'visitor' && route.access !== 'public';
  if (toSignIn && page.url().includes('#/')) {
    await page.evaluate((hash) => {
      location.hash = hash;
    }, where);
  } else {
    // A query before the hash makes the visit a fresh page load rather than a hash change: a page
    // must work when it is the first one a visitor opens.
    await page.goto(`/?crawl=${id}#${where}`, { waitUntil: 'commit' });
  }
  try {
    await settle(page, visit.titles, visit.accountMenu);
    const read = await readPage(page);
    if (toSignIn && read.landed !== '/login') problems.push(`a visitor was not sent to sign in (landed on ${read.landed})`);
    for (const key of rawKeys(read.texts, visit.keys)) problems.push(`raw message key on the page: ${key}`);
    if (visit.lang === 'en')
      for (const snippet of chineseOnEnglish(read.texts, read.userWritten)) problems.push(`Chinese on the English page: "${snippet}"`);
    if (visit.phone && read.overflow) problems.push(`horizontal overflow on the phone: ${read.overflow}`);
    comingSoon = read.comingSoon;
    // The count below relies on the screen's heading: it must agree with the table's page.
    if (read.landed === route.path.toLowerCase() && comingSoon !== route.comingSoon)
      problems.push(
        comingSoon ? 'shows "coming soon" but the table names a page' : 'the table says "coming soon" but no ComingSoon screen shows',
      );
    // A redirect's target and the coming-soon screen of each shell are audited once.
    const screen = comingSoon ? `coming soon in the ${route.layout} shell` : read.landed;
    if (!audited.has(screen)) {
      audited.add(screen);
      const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      for (const violation of axe.violations) {
        if (!IMPACTS_THAT_FAIL.has(violation.impact ?? '')) continue;
        const nodes = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ');
        problems.push(`axe ${violation.impact}: ${violation.id} (${violation.help}) at ${nodes}`);
      }
    }
  } catch (error) {
    problems.push(`did not settle (at ${new URL(page.url()).hash}, title "${await page.title()}"): ${String(error).slice(0, 200)}`);
  }
  // Errors logged while the page loaded and was checked belong to it.
  const found = [...errors.splice(0), ...problems];
  return { where, found, comingSoon };
}

/** Two tabs of the one context share the routes: while one waits for the network, the other works. */
const LANES = 2;

for (const { role, lang, width } of PASSES) {
  const title = `every route, as ${role === 'admin' ? 'the demo admin' : 'a visitor'}, in ${lang === 'zh' ? 'Chinese' : 'English'}`;
  test(title, { tag: `@${width}` }, async ({ page, context }, info) => {
    // The admin opens every route (about 150, growing with each feature), each checked by axe in both
    // widths: 5.1 min for a pass beside the other project's on two cores (playwright.config.ts).
    test.setTimeout(600_000);
    const visit: Visit = {
      role,
      lang,
      phone: info.project.name === 'phone',
      titles: titlesFor(lang),
      accountMenu: role === 'admin' ? (CATALOGUES[lang]['nav.user.menu'] ?? '').replace('{name}', ADMIN_NICKNAME) : null,
      keys: new Set(KEYS),
    };
    // The language is the visitor's saved choice, as the switch keeps it.
    await context.addInitScript((chosen) => localStorage.setItem('spw.lang', chosen), lang);
    // Console and page errors are charged to the route the tab is visiting.
    const watch = (tab: Page) => {
      const errors: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console error: ${message.text().slice(0, 300)}`);
      });
      tab.on('pageerror', (error) => errors.push(`page error: ${error.message.slice(0, 300)}`));
      return { tab, errors };
    };
    const lanes = [watch(page)];

    if (role === 'admin') {
      await page.goto('/#/login');
      await page.getByLabel(/用户名 \/ 手机号 \/ 邮箱|Username, phone or email/).fill('admin');
      await page.getByLabel(/^密码|^Password/).fill('admin12345');
      await page.getByRole('button', { name: CATALOGUES[lang]['auth.login.submit'], exact: true }).click();
      await page.waitForURL(/#\/home\/aboutSPW/);
      expect.soft(lanes[0]?.errors.splice(0), `${info.project.name}, ${role}, ${lang}: signing in`).toEqual([]);
    }

    while (lanes.length < LANES) lanes.push(watch(await context.newPage()));
    const audited = new Set<string>();
    const comingSoon: string[] = [];
    let next = 0;
    await Promise.all(
      lanes.map(async ({ tab, errors }) => {
        for (let index = next++; index < ROUTES.length; index = next++) {
          const route = ROUTES[index];
          if (!route) break;
          const result = await visitRoute(tab, route, visit, errors, audited, index);
          if (result.comingSoon) comingSoon.push(route.path);
          expect.soft(result.found, `${info.project.name}, ${role}, ${lang}: ${result.where}`).toEqual([]);
        }
      }),
    );

    const summary = `${info.project.name}, ${role}, ${lang}: ${comingSoon.length} of ${ROUTES.length} routes still show "coming soon"`;
    console.log(summary);
    info.annotations.push({ type: 'coming soon', description: summary });
  });
}
