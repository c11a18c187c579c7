import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { specPath } from '../src/http/spec.ts';
import { createTestServer, type TestServer } from './harness.ts';

/**
 * Per-operation policy lives in the contract alone: each test edits a copy of the bundled contract
 * and shows that the server built from it behaves differently. The second part shows that the
 * bundler refuses sources that break the rules.
 */
type Operation = Record<string, unknown>;
type Contract = { paths: Record<string, Record<string, Operation>> };

const root = path.resolve(import.meta.dirname, '../../..');
const opened: TestServer[] = [];
const savedPath = process.env.OPENAPI_PATH;

afterEach(async () => {
  while (opened.length) await opened.pop()?.close();
  if (savedPath === undefined) delete process.env.OPENAPI_PATH;
  else process.env.OPENAPI_PATH = savedPath;
});

function operation(contract: Contract, operationId: string): Operation {
  for (const item of Object.values(contract.paths)) for (const op of Object.values(item)) if (op.operationId === operationId) return op;
  throw new Error(`no ${operationId}`);
}

/** A server built from the contract as `edit` leaves it. */
async function serverWith(edit: (contract: Contract) => void, env: Record<string, string> = {}): Promise<TestServer> {
  const contract = parse(fs.readFileSync(specPath(), 'utf8')) as Contract;
  edit(contract);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spw-policy-')), 'openapi.yaml');
  fs.writeFileSync(file, stringify(contract));
  process.env.OPENAPI_PATH = file;
  const t = await createTestServer({ env });
  opened.push(t);
  return t;
}

describe('policy read from the contract at boot', () => {
  it('x-auth: the same read turns visitors away once the contract says admin', async () => {
    const open = await serverWith(() => {});
    expect((await open.api.call('bannerLists')).body.code).toBe(0);
    const closed = await serverWith((c) => {
      operation(c, 'bannerLists')['x-auth'] = 'admin';
    });
    expect((await closed.api.call('bannerLists', { lang: 'en' })).body).toMatchObject({ code: 40100 });
  });

  it('x-rate-limit: a limit written on an operation is enforced', async () => {
    const t = await serverWith(
      (c) => {
        operation(c, 'webinfoGet')['x-rate-limit'] = { max: 2, window: '1 minute' };
      },
      { RATE_LIMIT: 'on' },
    );
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await t.api.call('webinfoGet')).body.code);
    expect(codes).toEqual([0, 0, 40029]);
  });

  it('x-invalidates: a write refreshes cached reads only when the contract says so', async () => {
    const priceAfterEdit = async (edit: (c: Contract) => void): Promise<number | undefined> => {
      const t = await serverWith(edit, { PUBLIC_CACHE_TTL_MS: '60000' });
      const { token } = await t.login('creator');
      const read = async () => (await t.api.call('quoteDataGet', { query: { id: 1 } })).body.data.price;
      const before = await read();
      expect(await read()).toBe(before);
      const edited = await t.api.call('quoteDataEdit', { token, body: { id: 1, price: Number(before) + 1 } });
      expect(edited.body.code).toBe(0);
      return Number(await read()) - Number(before);
    };
    expect(await priceAfterEdit(() => {})).toBe(1);
    // Without the extension the cached read is served stale until it expires.
    expect(
      await priceAfterEdit((c) => {
        delete operation(c, 'quoteDataEdit')['x-invalidates'];
      }),
    ).toBe(0);
  });

  it('x-trim: typed identifiers are trimmed only where the contract lists the field', async () => {
    const body = { username: '  trimmed_name  ', password: 'member12345', nickname: 'Trim', agree: true as const };
    const trimmed = await serverWith(() => {});
    const registered = await trimmed.api.call('userReg', { body });
    expect(registered.body.code).toBe(0);
    const signIn = { type: 'password' as const, username: 'trimmed_name', password: body.password };
    expect((await trimmed.api.call('userLogin', { body: signIn })).body.data.id).toBe(registered.body.data.id);
    const untrimmed = await serverWith((c) => {
      delete operation(c, 'userReg')['x-trim'];
    });
    // The username pattern allows no spaces: untrimmed, the same body is bad input.
    expect((await untrimmed.api.call('userReg', { body })).body.code).toBe(40001);
  });
});

describe('the contract bundler (scripts/contract.mjs)', () => {
  /** Runs the bundler's check on a copy of openapi/src changed by `edit`; returns what it printed on failure. */
  function bundle(edit: (dir: string) => void): { ok: boolean; output: string } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-contract-src-'));
    fs.cpSync(path.join(root, 'openapi/src'), dir, { recursive: true });
    edit(dir);
    try {
      execFileSync(process.execPath, [path.join(root, 'scripts/contract.mjs'), '--check'], {
        env: { ...process.env, CONTRACT_SRC: dir },
        stdio: 'pipe',
      });
      return { ok: true, output: '' };
    } catch (err) {
      return { ok: false, output: String((err as { stderr?: Buffer }).stderr ?? err) };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const replaceIn = (dir: string, file: string, from: string, to: string) => {
    const p = path.join(dir, file);
    const text = fs.readFileSync(p, 'utf8');
    if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
    fs.writeFileSync(p, text.replace(from, to));
  };

  it('accepts the sources as they are, and they match the committed bundle', () => {
    expect(bundle(() => {})).toEqual({ ok: true, output: '' });
  });

  it('refuses an unknown x-auth, a malformed rate limit and an invalidation no read uses', { timeout: 30_000 }, () => {
    const badAuth = bundle((d) => replaceIn(d, 'content.yaml', 'x-auth: anonymous', 'x-auth: everyone'));
    expect(badAuth.ok).toBe(false);
    expect(badAuth.output).toMatch(/x-auth must be one of/);
    const badLimit = bundle((d) => replaceIn(d, 'auth.yaml', 'window: 1 minute', 'window: soon'));
    expect(badLimit.output).toMatch(/x-rate-limit is/);
    const badTag = bundle((d) => replaceIn(d, 'quotes.yaml', 'x-invalidates: [quote]', 'x-invalidates: [quotes]'));
    expect(badTag.output).toMatch(/x-invalidates 'quotes', which no x-cache read uses/);
  });

  it('refuses a hand-written envelope and an operation id used twice', { timeout: 30_000 }, () => {
    const handWritten = bundle((d) =>
      replaceIn(
        d,
        'content.yaml',
        "x-list: { $ref: '#/components/schemas/Banner' }",
        "content: { application/json: { schema: { $ref: '#/components/schemas/OkEnvelope' } } }",
      ),
    );
    expect(handWritten.output).toMatch(/declare its payload with x-data or x-list/);
    const twice = bundle((d) => replaceIn(d, 'content.yaml', 'operationId: bannerLists', 'operationId: webinfoGet'));
    expect(twice.output).toMatch(/operationId webinfoGet used twice/);
  });
});
