import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { notifications, users } from '../../db/schema.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { columnApplications, columns } from './tables.ts';

type ColumnApplication = components['schemas']['ColumnApplication'];
type ApplyStatus = components['schemas']['ColumnApplyStatus'];

/** An application's standing (column_applications.status). */
export const ApplyStatus = { Waiting: 0, Approved: 1, Rejected: 2, Withdrawn: 3 } as const satisfies Record<string, ApplyStatus>;

const applicationFields = { a: columnApplications, nickname: users.nickname, avatar: users.avatar };
type ApplicationRow = { a: typeof columnApplications.$inferSelect; nickname: string; avatar: string };

function statusOf(n: number): ApplyStatus {
  return n === 1 || n === 2 || n === 3 ? n : 0;
}

function applicationView({ a, nickname, avatar }: ApplicationRow): ColumnApplication {
  return {
    id: a.id,
    uid: a.uid,
    nickname,
    avatar,
    name: a.name,
    en_name: a.enName,
    content: a.content,
    en_content: a.enContent,
    pic: a.pic,
    samples: a.samples,
    contact: a.contact,
    status: statusOf(a.status),
    reason: a.reason,
    column_id: a.columnId,
    created_at: a.createdAt.toISOString(),
    decided_at: a.decidedAt ? a.decidedAt.toISOString() : null,
  };
}

async function applicationById(db: Db | Tx, id: number, lock = false): Promise<ApplicationRow | undefined> {
  const q = db
    .select(applicationFields)
    .from(columnApplications)
    .innerJoin(users, eq(users.id, columnApplications.uid))
    .where(eq(columnApplications.id, id));
  const [row] = lock ? await q.for('update', { of: columnApplications }) : await q;
  return row;
}

/** 40001 on `field` when a column already has this name, in either language (letter case aside). */
async function nameFree(db: Db | Tx, field: string, ...names: string[]): Promise<void> {
  const wanted = names.map((n) => n.trim().toLowerCase()).filter(Boolean);
  for (const name of wanted) {
    const [taken] = await db
      .select({ id: columns.id })
      .from(columns)
      .where(or(sql`lower(${columns.name}) = ${name}`, sql`lower(${columns.enName}) = ${name}`))
      .limit(1);
    if (taken) badField(field, 'column_name_taken');
  }
}

export const recruitHandlers: PartialHandlers<
  'columnApplyMine' | 'columnApplyAdd' | 'columnApplyWithdraw' | 'columnApplyLists' | 'columnApplyDecide'
> = {
  async columnApplyMine(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const [[user], owned, [latest]] = await Promise.all([
      db.select({ isColumn: users.isColumn }).from(users).where(eq(users.id, me.id)),
      db
        .select({ id: columns.id, name: columns.name, en_name: columns.enName })
        .from(columns)
        .where(eq(columns.uid, me.id))
        .orderBy(asc(columns.id)),
      db
        .select(applicationFields)
        .from(columnApplications)
        .innerJoin(users, eq(users.id, columnApplications.uid))
        .where(eq(columnApplications.uid, me.id))
        .orderBy(desc(columnApplications.id))
        .limit(1),
    ]);
    return {
      is_column: user?.isColumn ? 1 : 0,
      columns: owned,
      application: latest ? applicationView(latest) : null,
    };
  },

  async columnApplyAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const body = ctx.body;
    const name = body.column_name.trim();
    const content = body.content.trim();
    const samples = body.samples.trim();
    if (!name) badField('column_name', 'field_required');
    if (!content) badField('content', 'field_required');
    if (!samples) badField('samples', 'field_required');
    const pic = body.pic?.trim() ? ownPicture('pic', body.pic) : '';
    const enName = (body.column_en_name ?? '').trim();
    const row = await db.transaction(async (tx) => {
      // The member's row is locked so that two tabs sending at once queue here; the partial unique
      // index (one waiting application per member) is the last word.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('update');
      const [waiting] = await tx
        .select({ id: columnApplications.id })
        .from(columnApplications)
        .where(and(eq(columnApplications.uid, me.id), eq(columnApplications.status, ApplyStatus.Waiting)));
      if (waiting) throw new AppError(Code.Conflict, 'column_apply_waiting');
      await nameFree(tx, 'column_name', name);
      await nameFree(tx, 'column_en_name', enName);
      const [created] = await tx
        .insert(columnApplications)
        .values({
          uid: me.id,
          name,
          enName,
          content,
          enContent: (body.en_content ?? '').trim(),
          pic,
          samples,
          contact: (body.contact ?? '').trim(),
        })
        .returning({ id: columnApplications.id });
      if (!created) throw new AppError(Code.ServerError, 'server_error');
      return applicationById(tx, created.id);
    });
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('column_apply_sent');
    return applicationView(row);
  },

  async columnApplyWithdraw(ctx) {
    const me = ctx.me();
    const row = await ctx.deps.db.transaction(async (tx) => {
      const found = await applicationById(tx, ctx.body.id, true);
      // Another member's application looks the same as none.
      if (!found || found.a.uid !== me.id) throw new AppError(Code.NotFound, 'column_apply_not_found');
      if (found.a.status !== ApplyStatus.Waiting) throw new AppError(Code.Conflict, 'column_apply_not_waiting');
      const [a] = await tx
        .update(columnApplications)
        .set({ status: ApplyStatus.Withdrawn, decidedAt: new Date() })
        .where(eq(columnApplications.id, found.a.id))
        .returning();
      if (!a) throw new AppError(Code.ServerError, 'server_error');
      return { ...found, a };
    });
    ctx.say('column_apply_withdrawn');
    return applicationView(row);
  },

  async columnApplyLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const status = ctx.query.status ?? ApplyStatus.Waiting;
    const where = eq(columnApplications.status, status);
    // The waiting ones in the order they came; the decided ones latest decision first.
    const order =
      status === ApplyStatus.Waiting
        ? [asc(columnApplications.createdAt), asc(columnApplications.id)]
        : [desc(columnApplications.decidedAt), desc(columnApplications.id)];
    const [list, [total]] = await Promise.all([
      db
        .select(applicationFields)
        .from(columnApplications)
        .innerJoin(users, eq(users.id, columnApplications.uid))
        .where(where)
        .orderBy(...order)
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(columnApplications).where(where),
    ]);
    return listOf(list.map(applicationView), total?.n ?? 0, page, rows);
  },

  async columnApplyDecide(ctx) {
    const me = ctx.me();
    const { id, pass } = ctx.body;
    const reason = (ctx.body.reason ?? '').trim();
    if (!pass && !reason) badField('reason', 'field_required');
    const row = await ctx.deps.db.transaction(async (tx) => {
      const found = await applicationById(tx, id, true);
      if (!found) throw new AppError(Code.NotFound, 'column_apply_not_found');
      if (found.a.status !== ApplyStatus.Waiting) throw new AppError(Code.Conflict, 'column_apply_not_waiting');
      const now = new Date();
      let columnId: number | null = null;
      if (pass) {
        // A column may have taken the name since the application was sent.
        await nameFree(tx, 'column_name', found.a.name);
        await nameFree(tx, 'column_en_name', found.a.enName);
        const [column] = await tx
          .insert(columns)
          .values({
            uid: found.a.uid,
            name: found.a.name,
            enName: found.a.enName,
            pic: found.a.pic,
            content: found.a.content,
            enContent: found.a.enContent,
            // After the organisers' columns in the list, newest last, until they place it.
            sort: sql`(SELECT coalesce(max(${columns.sort}), 0) + 1 FROM ${columns})`,
          })
          .returning({ id: columns.id });
        if (!column) throw new AppError(Code.ServerError, 'server_error');
        columnId = column.id;
        await tx.update(users).set({ isColumn: 1 }).where(eq(users.id, found.a.uid));
      }
      const [a] = await tx
        .update(columnApplications)
        .set({
          status: pass ? ApplyStatus.Approved : ApplyStatus.Rejected,
          reason: pass ? '' : reason,
          deciderUid: me.id,
          columnId,
          decidedAt: now,
        })
        .where(eq(columnApplications.id, id))
        .returning();
      if (!a) throw new AppError(Code.ServerError, 'server_error');
      await tx.insert(notifications).values({
        uid: found.a.uid,
        type: pass ? 'column_pass' : 'column_nopass',
        fromUid: me.id,
        content: pass ? found.a.name : `${found.a.name}: ${reason}`,
        link: pass && columnId ? `/column/detail?id=${columnId}` : '/column/recruit',
      });
      return { ...found, a };
    });
    ctx.say(pass ? 'column_apply_approved' : 'column_apply_rejected');
    return applicationView(row);
  },
};
