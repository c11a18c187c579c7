import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/db/index.ts';
import { createSession } from '../src/http/auth.ts';
import { loadSpec } from '../src/http/spec.ts';
import { DEMO_ARTICLE, DEMO_FORUM, DEMO_ORDER, DEMO_POSTS, GOOD } from './good-calls.ts';
import { createTestServer, type CallOptions, type TestServer } from './harness.ts';

/**
 * Runs every operation as every kind of caller and checks the rule the contract gives it (`x-auth`,
 * the one place access is written): allowed callers are never turned away, the others always are,
 * with 40100 (sign in) or 40003 (not allowed) and nothing written.
 *
 * - anonymous: anyone, signed in or not
 * - user: any signed-in user
 * - owner: a signed-in user, on their own things only (someone else's is refused or not found)
 * - creator:KEY: users whose permission map has KEY = '1' (admins too)
 * - reviewer: competition reviewers (admins too)
 * - admin: administrators only
 * - staff: an edition's check-in staff (admins too); the handler checks the edition
 */
type Caller = 'anonymous' | 'member' | 'partialCreator' | 'creator' | 'reviewer' | 'shopKeeper' | 'admin';
const CALLERS: Record<Exclude<Caller, 'anonymous'>, string> = {
  member: 'lin',
  // A creator with some permissions (article) but not the one a call needs (quoteData).
  partialCreator: 'oliver',
  creator: 'creator',
  reviewer: 'reviewer',
  shopKeeper: 'shop',
  admin: 'admin',
};
const PERMISSIONS: Record<Caller, Record<string, '1'>> = {
  anonymous: {},
  member: {},
  partialCreator: { article: '1', document: '1' },
  creator: {
    article: '1',
    company: '1',
    document: '1',
    special: '1',
    statistic: '1',
    dataSet: '1',
    dataItem: '1',
    netdisk: '1',
    quoteData: '1',
  },
  reviewer: {},
  shopKeeper: {},
  admin: {},
};

/** What an `x-auth` rule says of one caller: allowed, or the code that turns them away. */
function expected(who: string, caller: Caller): 'allowed' | 40100 | 40003 {
  if (who === 'anonymous') return 'allowed';
  if (caller === 'anonymous') return 40100;
  if (who === 'user' || who === 'owner' || caller === 'admin') return 'allowed';
  // No demo caller here staffs an edition, so staff calls are for admins only.
  if (who === 'admin' || who === 'staff') return 40003;
  if (who === 'reviewer') return caller === 'reviewer' ? 'allowed' : 40003;
  if (!who.startsWith('creator:')) throw new Error(`unknown x-auth '${who}'`);
  const key = who.slice('creator:'.length);
  return PERMISSIONS[caller][key] === '1' ? 'allowed' : 40003;
}

/** The id of an invoice title (or address) of someone other than the member. */
async function foreignId(table: typeof schema.userInvoiceTitles | typeof schema.userAddresses): Promise<number> {
  const [row] = await t.db
    .select({ id: table.id })
    .from(table)
    .where(ne(table.uid, ids.member ?? 0))
    .limit(1);
  if (!row) throw new Error('the demo data has no invoice title or address of another user');
  return row.id;
}

const FOREIGN_TITLE = { title_type: 'personal', title_name: '不是我的抬头', is_default: 1 };
const FOREIGN_ADDRESS = { realname: '不是我', tel: '13900000000', street: '不是我的地址', zip: '100000', is_default: 1 };

/** For each owner-only operation: a call, by the member, on something of someone else's. */
const FOREIGN: Record<string, () => Promise<CallOptions>> = {
  userInvoiceTitleEdit: async () => ({ body: { id: await foreignId(schema.userInvoiceTitles), ...FOREIGN_TITLE } }),
  userInvoiceTitleDel: async () => ({ body: { id: await foreignId(schema.userInvoiceTitles) } }),
  userInvoiceTitleSetDefault: async () => ({ body: { id: await foreignId(schema.userInvoiceTitles) } }),
  userAddressEdit: async () => ({ body: { id: await foreignId(schema.userAddresses), ...FOREIGN_ADDRESS } }),
  userAddressDel: async () => ({ body: { id: await foreignId(schema.userAddresses) } }),
  userAddressSetDefault: async () => ({ body: { id: await foreignId(schema.userAddresses) } }),
  orderPay: async () => ({ body: { order_no: DEMO_ORDER.zhouUnpaid, provider: 'sandbox' } }),
  orderCancel: async () => ({ body: { order_no: DEMO_ORDER.zhouUnpaid } }),
  orderGet: async () => ({ query: { order_no: DEMO_ORDER.zhouTransfer } }),
  eventsCommentDel: async () => {
    const [row] = await t.db
      .select({ id: schema.eventsComments.id })
      .from(schema.eventsComments)
      .where(ne(schema.eventsComments.uid, ids.member ?? 0))
      .limit(1);
    if (!row) throw new Error('the demo data has no comment of another user');
    return { body: { id: row.id } };
  },
  // The member owns no column, so may pin nothing; a draft of the creator's is not the member's to preview.
  articleSetTop: async () => ({ body: { id: DEMO_ARTICLE.published, is_top: 0 } }),
  articlePreview: async () => ({ query: { id: DEMO_ARTICLE.draft } }),
  // Oliver's thread and zhou's reply, not the member's (lin's).
  forumDel: async () => ({ body: { id: DEMO_FORUM.thread.chain } }),
  forumReplyDel: async () => ({ body: { id: DEMO_FORUM.reply.zhouOnHall } }),
  // The shop's post, not the member's (lin's).
  postsEdit: async () => ({ body: { ...GOOD.postsEdit?.body, id: DEMO_POSTS.shopRings } }),
  postsClose: async () => ({ body: { id: DEMO_POSTS.shopRings } }),
  postsRenew: async () => ({ body: { id: DEMO_POSTS.shopRings } }),
  postsDel: async () => ({ body: { id: DEMO_POSTS.shopRings } }),
  notificationRead: async () => {
    const [row] = await t.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(and(ne(schema.notifications.uid, ids.member ?? 0), eq(schema.notifications.isRead, 0)))
      .limit(1);
    if (!row) throw new Error('the demo data has no unread notification of another user');
    return { body: { id: row.id } };
  },
};

const REFUSALS = new Set([40100, 40003, 50008, 50012, 50014]);
const spec = loadSpec();
const ops = [...spec.operations.values()];
let t: TestServer;
const ids: Partial<Record<Caller, number>> = {};

beforeAll(async () => {
  t = await createTestServer();
  for (const [caller, username] of Object.entries(CALLERS)) {
    const [row] = await t.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, username));
    if (!row) throw new Error(`no demo user ${username}`);
    ids[caller as Caller] = row.id;
  }
  await t.db.update(schema.users).set({ permission: PERMISSIONS.partialCreator }).where(eq(schema.users.username, CALLERS.partialCreator));
});
afterAll(async () => {
  await t.close();
});

/** A fresh session per call: a logout, a password change or a ban in one call cannot spoil the next. */
async function tokenFor(caller: Caller): Promise<string | undefined> {
  const id = ids[caller];
  return id === undefined ? undefined : (await createSession(t.db, id, 1, '127.0.0.1', 'access-test')).token;
}

function request(opId: string, extra: CallOptions = {}): CallOptions {
  const good = GOOD[opId];
  const op = spec.operations.get(opId);
  return { ...(op?.method === 'GET' ? { query: good?.query } : { query: good?.query, body: good?.body ?? {} }), ...extra };
}

describe("each operation's x-auth", () => {
  it('lets exactly the callers it names call each operation', { timeout: 300_000 }, async () => {
    const mismatches: string[] = [];
    for (const op of ops) {
      for (const caller of ['anonymous', ...Object.keys(CALLERS)] as Caller[]) {
        const want = expected(op.auth, caller);
        const before = want === 'allowed' ? null : await t.snapshot();
        const token = await tokenFor(caller);
        const res = await t.call(op.method as 'GET' | 'POST', op.path, {
          ...request(op.operationId),
          ...(token ? { token } : {}),
          lang: 'en',
        });
        // A 40003 in the handler's own words (you must follow them first) is past x-auth: the
        // operation's rule, not its policy, turned the call away.
        const ownRule = res.body.code === 40003 && !/not allowed/i.test(res.body.msg);
        const got = REFUSALS.has(res.body.code) && !ownRule ? res.body.code : 'allowed';
        if (res.status >= 500) mismatches.push(`${op.operationId} as ${caller}: HTTP ${res.status}`);
        if (got !== want) mismatches.push(`${op.operationId} as ${caller}: expected ${want}, got ${res.body.code} ${res.body.msg}`);
        if (before) {
          // Sessions minted for the call are the only rows a refusal may leave behind.
          const { sessions: _sessionsBefore, ...restBefore } = before;
          const { sessions: _sessionsAfter, ...restAfter } = await t.snapshot();
          if (JSON.stringify(restAfter) !== JSON.stringify(restBefore))
            mismatches.push(`${op.operationId} as ${caller}: refused but wrote`);
        }
        if (want !== 'allowed' && got === want)
          expect(res.body.msg, op.operationId).toMatch(want === 40100 ? /sign in|log in/i : /not allowed/i);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("keeps owners to their own things: someone else's is refused and left as it was", async () => {
    const owned = ops.filter((op) => op.auth === 'owner').map((op) => op.operationId);
    expect(owned.sort()).toEqual(Object.keys(FOREIGN).sort());
    for (const opId of owned) {
      const op = spec.operations.get(opId);
      const foreign = FOREIGN[opId];
      if (!op || !foreign) continue;
      const options = await foreign();
      const before = await t.snapshot();
      const res = await t.call(op.method as 'GET' | 'POST', op.path, { ...options, token: await tokenFor('member') });
      expect([40003, 40004], `${opId}: ${res.raw}`).toContain(res.body.code);
      const { sessions: _a, ...restBefore } = before;
      const { sessions: _b, ...restAfter } = await t.snapshot();
      expect(restAfter, opId).toEqual(restBefore);
    }
  });
});
