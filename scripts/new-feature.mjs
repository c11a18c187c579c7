// `pnpm new:feature <name> --zh 中文名 --en "English name"`: writes a working feature in every layer
// (docs/glossary.md), so that a new domain starts from something that runs, is tested and is
// registered, and only its own folders grow:
//
//   openapi/src/<name>.yaml                       lists, get, add (policy on each operation)
//   apps/server/src/features/<name>/              tables.ts, handlers.ts, seed.ts, <name>.test.ts
//   packages/ui/src/features/<name>/              <Name>ListScreen.tsx with its stories
//   apps/site/src/features/<name>/                routes.ts, <Name>ListPage.tsx
//   tests/e2e/<name>.spec.ts                      a journey in Chromium
//
// It registers the feature where features are listed (the drizzle schema barrel, the server's
// handler and seed lists, the contract walk's good calls, the two catalogues and the catalogue
// split's namespaces), takes over a "coming soon" row of its list's path, and regenerates the
// bundle, the API types, the site's route paths and route index, and the migration. The name is kebab-case
// (press-release); paths and operation ids use its camelCase (/pressRelease/lists, pressReleaseLists).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const name = args[0];
const option = (flag) => {
  const i = args.indexOf(flag);
  return i > 0 ? args[i + 1] : undefined;
};
const zh = option('--zh');
const en = option('--en');
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || !zh || !en) {
  console.error('usage: pnpm new:feature <kebab-name> --zh 中文名 --en "English name"');
  process.exit(2);
}
const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const table = `${name.replace(/-/g, '_')}s`;
const tag = camel;
const listPath = `/${camel}/list`;

const exists = (p) => fs.existsSync(path.join(root, p));
// The feature's words are `<camel>.*`: a namespace the catalogue already uses (`page.*` is the
// system pages') would mix the two features' words in one part.
const catalogue = JSON.parse(fs.readFileSync(path.join(root, 'packages/i18n/src/messages/zh.json'), 'utf8'));
if (Object.keys(catalogue).some((key) => key.startsWith(`${camel}.`))) {
  console.error(`the catalogue already has ${camel}.* words (another feature's): pick another name, or rename the words after`);
  process.exit(1);
}
for (const p of [
  `openapi/src/${name}.yaml`,
  `apps/server/src/features/${name}`,
  `packages/ui/src/features/${name}`,
  `apps/site/src/features/${name}`,
])
  if (exists(p)) {
    console.error(`${p} exists already: pick another name`);
    process.exit(1);
  }

const written = [];
const edited = [];
function write(rel, text) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push(rel);
}
function edit(rel, change) {
  const file = path.join(root, rel);
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`could not register ${name} in ${rel}`);
  fs.writeFileSync(file, after);
  edited.push(rel);
}

// --- contract -------------------------------------------------------------------------------
write(
  `openapi/src/${name}.yaml`,
  `# The ${name} feature: ${en} (${zh}). Written by \`pnpm new:feature\`; grow it from here.
tags:
  - name: ${tag}
    description: ${en}.
paths:
  /${camel}/lists:
    get:
      tags: [${tag}]
      operationId: ${camel}Lists
      summary: ${en}, newest first
      x-auth: anonymous
      x-cache: [${tag}]
      parameters:
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/Rows'
      responses:
        '200':
          description: A page of ${en}.
          x-list: { $ref: '#/components/schemas/${Pascal}' }
  /${camel}/get:
    get:
      tags: [${tag}]
      operationId: ${camel}Get
      summary: One item of ${en}
      x-auth: anonymous
      x-cache: [${tag}]
      parameters:
        - $ref: '#/components/parameters/IdQuery'
      responses:
        '200':
          description: The item, or 40004.
          x-data: { $ref: '#/components/schemas/${Pascal}' }
  /${camel}/add:
    post:
      tags: [${tag}]
      operationId: ${camel}Add
      summary: Add an item of ${en}
      x-auth: admin
      x-invalidates: [${tag}]
      x-rate-limit: { max: 30, window: 1 minute }
      security:
        - apiToken: []
          userToken: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/${Pascal}Body'
      responses:
        '200':
          description: The new item.
          x-data: { $ref: '#/components/schemas/${Pascal}' }
components:
  schemas:
    ${Pascal}:
      type: object
      required: [id, title, en_title, created_at]
      properties:
        id: { $ref: '#/components/schemas/Id' }
        title: { type: string, description: The title in Chinese. }
        en_title: { type: string, description: The title in English; empty shows the Chinese. }
        created_at: { type: string, format: date-time }
    ${Pascal}Body:
      type: object
      additionalProperties: false
      required: [title]
      properties:
        title: { type: string, minLength: 1, maxLength: 100 }
        en_title: { type: string, maxLength: 200 }
`,
);

// --- server ---------------------------------------------------------------------------------
const server = `apps/server/src/features/${name}`;
write(
  `${server}/tables.ts`,
  `// Tables of the ${name} feature (the drizzle schema is their sum: src/db/schema.ts).
import { index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const ${camel}s = pgTable(
  '${table}',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('${table}_created_idx').on(t.createdAt)],
);
`,
);
write(
  `${server}/handlers.ts`,
  `import { count, desc, eq } from 'drizzle-orm';
import { AppError, Code } from '../../http/errors.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { ${camel}s } from './tables.ts';

const view = (row: typeof ${camel}s.$inferSelect) => ({
  id: row.id,
  title: row.title,
  en_title: row.enTitle,
  created_at: row.createdAt.toISOString(),
});

export const ${camel}Handlers: PartialHandlers<'${camel}Lists' | '${camel}Get' | '${camel}Add'> = {
  async ${camel}Lists({ deps, query }) {
    const { page, rows, offset } = paging(query);
    const [list, [total]] = await Promise.all([
      deps.db.select().from(${camel}s).orderBy(desc(${camel}s.createdAt), desc(${camel}s.id)).limit(rows).offset(offset),
      deps.db.select({ n: count() }).from(${camel}s),
    ]);
    return listOf(list.map(view), total?.n ?? 0, page, rows);
  },

  async ${camel}Get({ deps, query }) {
    const [row] = await deps.db.select().from(${camel}s).where(eq(${camel}s.id, query.id));
    if (!row) throw new AppError(Code.NotFound, 'not_found');
    return view(row);
  },

  async ${camel}Add(ctx) {
    const [row] = await ctx.deps.db
      .insert(${camel}s)
      .values({ title: ctx.body.title, enTitle: ctx.body.en_title ?? '' })
      .returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('added');
    return view(row);
  },
};
`,
);
write(
  `${server}/seed.ts`,
  `import type { Tx } from '../../db/index.ts';
import { ${camel}s } from './tables.ts';

/** Demo rows of ${name}, in both languages. */
export async function seed${Pascal}(tx: Tx): Promise<void> {
  await tx.insert(${camel}s).values([
    { title: '${zh} 示例一', enTitle: '${en}: first example' },
    { title: '${zh} 示例二', enTitle: '${en}: second example' },
    { title: '${zh} 示例三', enTitle: '' },
  ]);
}
`,
);
write(
  `${server}/${name}.test.ts`,
  `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// The demo seed (FEATURE_SEEDS) gives the template database this feature's rows.
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('${name}', () => {
  it('lists, newest first, and gets one', async () => {
    const list = await t.api.call('${camel}Lists', { query: { page: 1, rows: 2 } });
    expect(list.body.code).toBe(0);
    expect(list.body.data.total).toBeGreaterThanOrEqual(3);
    expect(list.body.data.list).toHaveLength(2);
    const first = list.body.data.list[0];
    if (!first) throw new Error('no item');
    const one = await t.api.call('${camel}Get', { query: { id: first.id } });
    expect(one.body.data).toEqual(first);
  });

  it('lets an admin add, and the list shows it at once', async () => {
    const { token } = await t.login('admin');
    const added = await t.api.call('${camel}Add', { token, body: { title: '新的一条', en_title: 'A new one' } });
    expect(added.body).toMatchObject({ code: 0, data: { title: '新的一条', en_title: 'A new one' } });
    const list = await t.api.call('${camel}Lists', { query: { page: 1, rows: 1 } });
    expect(list.body.data.list[0]?.id).toBe(added.body.data.id);
  });

  it('refuses bad input, other users and visitors, and writes nothing', async () => {
    const before = await t.snapshot();
    const { token } = await t.login('lin');
    const admin = (await t.login('admin')).token;
    const cases = [
      { opts: { body: { title: 'x' } }, code: 40100 },
      { opts: { token, body: { title: 'x' } }, code: 40003 },
      { opts: { token: admin, body: {} }, code: 40001 },
      { opts: { token: admin, body: { title: '' } }, code: 40001 },
      { opts: { token: admin, body: { title: 'x'.repeat(101) } }, code: 40001 },
      { opts: { token: admin, body: { title: 5 } }, code: 40001 },
    ];
    for (const { opts, code } of cases) {
      const res = await t.api.send('${camel}Add', { ...opts, lang: 'en' });
      expect(res.status, res.raw).toBeLessThan(500);
      expect(res.body.code, res.raw).toBe(code);
      expect(res.body.msg).not.toBe('');
    }
    const { sessions: _a, ...restBefore } = before;
    const { sessions: _b, ...restAfter } = await t.snapshot();
    expect(restAfter).toEqual(restBefore);
    expect((await t.api.call('${camel}Get', { query: { id: 2_000_000_000 } })).body.code).toBe(40004);
  });
});
`,
);

// --- UI kit ---------------------------------------------------------------------------------
const ui = `packages/ui/src/features/${name}`;
write(
  `${ui}/${Pascal}ListScreen.tsx`,
  `import type { components } from '@spw/api';
import { formatDate, type Locale } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Skeleton } from '../../components/Loading.tsx';

type ${Pascal} = components['schemas']['${Pascal}'];

export interface ${Pascal}ListScreenProps {
  status: 'loading' | 'error' | 'ready';
  items: ${Pascal}[];
  onRetry?: () => void;
}

/** ${listPath}: ${en} (${zh}), newest first. */
export function ${Pascal}ListScreen({ status, items, onRetry }: ${Pascal}ListScreenProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  return (
    <section aria-labelledby="${name}-title" aria-busy={status === 'loading' || undefined}>
      <h1 id="${name}-title">{intl.formatMessage({ id: '${camel}.title' })}</h1>
      {status === 'loading' ? (
        <Skeleton variant="block" height={96} />
      ) : status === 'error' ? (
        <div role="alert">
          <p>{intl.formatMessage({ id: '${camel}.error' })}</p>
          {onRetry ? <Button onClick={onRetry}>{intl.formatMessage({ id: 'common.retry' })}</Button> : null}
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: '${camel}.empty' })} />
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <h2>{locale === 'en' && item.en_title ? item.en_title : item.title}</h2>
              <time dateTime={item.created_at}>{formatDate(item.created_at, locale)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`,
);
write(
  `${ui}/${Pascal}ListScreen.stories.tsx`,
  `import type { components } from '@spw/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ${Pascal}ListScreen } from './${Pascal}ListScreen.tsx';

const item = (id: number, title: string, en_title: string): components['schemas']['${Pascal}'] => ({
  id,
  title,
  en_title,
  created_at: '2026-11-20T02:00:00Z',
});
const ITEMS = [item(1, '${zh} 示例一', '${en}: first example'), item(2, '${zh} 示例二', '')];

const meta = {
  title: 'Features/${Pascal}/${Pascal}List',
  component: ${Pascal}ListScreen,
  args: { status: 'ready', items: ITEMS, onRetry: fn() },
} satisfies Meta<typeof ${Pascal}ListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '${zh} 示例一' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '${en}' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '${en}: first example' })).toBeVisible();
    // No English title: the Chinese one is shown.
    await expect(canvas.getByRole('heading', { level: 2, name: '${zh} 示例二' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => expect(canvas.queryAllByRole('listitem')).toHaveLength(0),
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true'),
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    canvas.getByRole('button').click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { items: [item(3, '${zh}'.repeat(30), '')] },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 2 })).toBeVisible(),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1 })).toBeVisible(),
};
`,
);

// --- site -----------------------------------------------------------------------------------
const site = `apps/site/src/features/${name}`;
write(
  `${site}/routes.ts`,
  `import type { RouteDef } from '../../app/route-types.ts';

const list = () => import('./${Pascal}ListPage.tsx');

/** ${en} (${zh}). */
export const routes: readonly RouteDef[] = [
  { path: '${listPath}', layout: 'root', access: 'public', title: 'route.${camel}.list', page: list },
];
`,
);
write(
  `${site}/${Pascal}ListPage.tsx`,
  `import { ${Pascal}ListScreen } from '@spw/ui/features/${name}/${Pascal}ListScreen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

/** ${listPath}: the first page of ${en}. */
export default function ${Pascal}ListPage() {
  const q = useQuery({
    queryKey: ['/${camel}/lists'],
    queryFn: ({ signal }) => api.get('/${camel}/lists', { query: { page: 1, rows: 20 }, signal }),
  });
  return (
    <${Pascal}ListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      onRetry={() => void q.refetch()}
    />
  );
}
`,
);
write(
  `tests/e2e/${name}.spec.ts`,
  `import { expect, test } from '@playwright/test';

test('a visitor reads ${en} in Chinese and in English', async ({ page }) => {
  await page.goto('/#${listPath}');
  await expect(page.getByRole('heading', { level: 1, name: '${zh}' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '${zh} 示例一' })).toBeVisible();
  await expect(page).toHaveTitle(/${zh}/);
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '${en}' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '${en}: first example' })).toBeVisible();
});
`,
);

// --- registrations ----------------------------------------------------------------------------
edit('apps/server/src/db/schema.ts', (t) => `${t.trimEnd()}\nexport * from '../features/${name}/tables.ts';\n`);
// (No blank line is added before FEATURE_SEEDS: its doc comment stays attached.)
edit('apps/server/src/features/index.ts', (t) =>
  t
    .replace(
      /(import type \{ Handlers \} from '..\/http\/types.ts';\n)/,
      `$1import { ${camel}Handlers } from './${name}/handlers.ts';\nimport { seed${Pascal} } from './${name}/seed.ts';\n`,
    )
    .replace(/\n\} satisfies Handlers;/, `\n  ...${camel}Handlers,\n} satisfies Handlers;`)
    .replace(/(export const FEATURE_SEEDS[^\n]*\n(?: {2}[^\n]*\n)*)\];/, `$1  seed${Pascal},\n];`),
);
edit('apps/server/test/good-calls.ts', (t) =>
  t.replace(
    /\n\} satisfies \{ \[Id in OperationId\]: GoodOf<Id> \};/,
    `\n  ${camel}Lists: { who: 'anon' },\n  ${camel}Get: { who: 'anon', query: { id: 1 } },\n  ${camel}Add: { who: 'admin', body: { title: '${zh}' } },\n} satisfies { [Id in OperationId]: GoodOf<Id> };`,
  ),
);
// The site's route index (app/route-index.gen.ts) is regenerated from the feature's routes.ts below.
execFileSync(
  process.execPath,
  [
    path.join(root, 'scripts/i18n-add.mjs'),
    JSON.stringify({
      [`route.${camel}.list`]: [zh, en],
      [`${camel}.title`]: [zh, en],
      [`${camel}.empty`]: [`暂无${zh}`, `No ${en.toLowerCase()} yet`],
      [`${camel}.error`]: [`${zh}加载失败`, `${en} could not be loaded`],
    }),
  ],
  { stdio: 'inherit' },
);
edited.push('packages/i18n/src/messages/zh.json', 'packages/i18n/src/messages/en.json');
// The feature's namespace is its own part of the catalogue (@spw/i18n/split), not `shared` that every page loads.
edit('packages/i18n/src/split.ts', (t) => t.replace(/(const FEATURE_NAMESPACES[^\n]*\n)/, `$1  ${camel}: '${name}',\n`));

// The spec's route the feature's list takes may wait as another feature's "coming soon" row
// (content's /article/list): the new feature takes it over, so the table names it once.
const featuresDir = path.join(root, 'apps/site/src/features');
for (const other of fs.readdirSync(featuresDir)) {
  const rel = `apps/site/src/features/${other}/routes.ts`;
  if (other === name || !exists(rel)) continue;
  const row = new RegExp(`\\n[^\\n]*\\{ path: '${listPath.replace(/[/]/g, '\\/')}',[^\\n]*page: comingSoon \\},?`);
  const text = fs.readFileSync(path.join(root, rel), 'utf8');
  if (row.test(text)) edit(rel, (t) => t.replace(row, ''));
}

// --- generated ------------------------------------------------------------------------------
const run = (cmd, argv, cwd = root) => execFileSync(cmd, argv, { cwd, stdio: 'inherit' });
run('pnpm', ['gen:api']);
run('pnpm', ['gen:routes']);
run('pnpm', ['--filter', '@spw/server', 'db:generate', '--name', name.replace(/-/g, '_')]);
run(path.join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...written, ...edited]);

console.log(`\nWritten (${written.length}):\n  ${written.join('\n  ')}`);
console.log(`Registered in (${edited.length}):\n  ${edited.join('\n  ')}`);
console.log(
  'Regenerated: openapi/openapi.yaml, packages/api/src/schema.gen.ts, apps/site/src/app/route-paths.gen.ts and route-index.gen.ts, a migration.',
);
console.log(`Next: pnpm test:quick, then the stories (pnpm vitest run --project storybook ${ui}) to make the baselines, and look at them.`);
