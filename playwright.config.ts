import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';

/*
 * End-to-end journeys in Debian's Chromium (no browser download) against the built server on a
 * fresh database: `pnpm test:e2e` builds first. Each project (desktop, phone) has a server of its
 * own, with its own DATA_DIR (and so its own embedded PostgreSQL and outbox) under a new temp folder,
 * and one worker: the two projects run side by side, each project's journeys one after another as
 * they were written (they share its demo accounts), and neither sees the other's writes.
 */
const basePort = Number(process.env.E2E_PORT ?? 8097);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `spw-e2e-${process.pid}-${Date.now()}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
/** The projects, in the order of their ports (E2E_PORT, E2E_PORT + 1). */
export const E2E_PROJECTS = ['desktop', 'phone'] as const;
/** A project's server: its port and its data folder (tests/e2e/helpers.ts reads its outbox). */
export const e2eServer = (project: string) => {
  const index = Math.max(0, E2E_PROJECTS.indexOf(project as (typeof E2E_PROJECTS)[number]));
  return { port: basePort + index, dataDir: path.join(E2E_DATA_DIR, project) };
};
const baseURL = (project: string) => `http://127.0.0.1:${e2eServer(project).port}`;
// E2E_PROJECT_WORKERS=1 runs the projects one after the other (one server at a time busy), as before.
const sideBySide = process.env.E2E_PROJECT_WORKERS !== '1';

/**
 * Where each journey runs. The route crawl (its passes split by tag: tests/e2e/crawl.spec.ts) and
 * the security checks run at both widths; every other journey at one, so that the two projects
 * share CI's two cores evenly (each ran everything until stop 37, and the e2e stage took 43 of the
 * run's 75 minutes). The phone takes what a member does on the go: signing up and in, the account,
 * tickets and orders, live, the market, messages, the profile, prices, the visit. The desktop takes
 * the creators' and admins' back-office work (articles, the editor, columns, documents, the
 * netdisk, media, reviews) and the XSS corpus.
 */
const PHONE_JOURNEYS =
  /(account|activity|auth|business-card|commerce|editions|feed|guestbook|guests|hub|live|market|messages|moment|profile|programme|quotes|sidebar|visit)\.spec\.ts$/;

const chromium = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: sideBySide ? E2E_PROJECTS.length : 1,
  forbidOnly: true,
  // Side by side, a journey that ran out of time while the other project's crawl held both cores
  // runs once more (an article's review, the editor's IME walk and a sign-in redirect did, at 60 s
  // and 10 s, on a loaded machine, and passed alone); one that fails twice fails the run.
  retries: sideBySide ? 1 : 0,
  // Side by side, two browsers and two servers share CI's two cores: a long journey (the editor's,
  // an article's review) took 31 s where it took 20 alone, and over 60 s with a third load beside it.
  timeout: sideBySide ? 90_000 : 30_000,
  // CI's two cores are sometimes busy for seconds at a time (a crawl pass ran 1.1 and 2.7 minutes on
  // the same routes): a page gets ten seconds (fifteen side by side) to show what it should before a step fails.
  expect: { timeout: sideBySide ? 15_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 900 }, baseURL: baseURL('desktop') },
      testIgnore: PHONE_JOURNEYS,
      grepInvert: /@phone/,
    },
    {
      name: 'phone',
      workers: 1,
      use: { ...devices['Pixel 7'], ...chromium, baseURL: baseURL('phone') },
      testMatch: [/(crawl|security)\.spec\.ts$/, PHONE_JOURNEYS],
      grepInvert: /@desktop/,
    },
  ],
  webServer: E2E_PROJECTS.map((project) => {
    const { port, dataDir } = e2eServer(project);
    return {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 90_000,
      reuseExistingServer: false,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
    };
  }),
});
