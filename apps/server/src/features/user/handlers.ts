import { and, eq } from 'drizzle-orm';
import { follows, users } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { userView } from './view.ts';

export const userHandlers: PartialHandlers<'userGet' | 'userEdit' | 'userChangeAvatar' | 'userChangeBg'> = {
  async userGet(ctx) {
    const { db } = ctx.deps;
    const [user] = await db.select().from(users).where(eq(users.id, ctx.query.uid)).limit(1);
    if (!user) throw new AppError(Code.NotFound, 'user_not_found');
    const viewer = ctx.user;
    let isFollow: boolean | undefined;
    if (viewer) {
      const [row] = await db
        .select({ uid: follows.uid })
        .from(follows)
        .where(and(eq(follows.uid, viewer.id), eq(follows.followUid, user.id)))
        .limit(1);
      isFollow = Boolean(row);
    }
    return userView(user, viewer !== null && (viewer.id === user.id || viewer.role === 'admin'), isFollow);
  },

  async userEdit(ctx) {
    const me = ctx.me();
    const b = ctx.body;
    const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (b.nickname !== undefined) {
      const nickname = b.nickname.trim();
      if (!nickname) badField('nickname', 'nickname_required');
      set.nickname = nickname;
    }
    if (b.avatar !== undefined) set.avatar = ownPicture('avatar', b.avatar);
    if (b.phone !== undefined) set.phone = b.phone.trim();
    if (b.company !== undefined) set.company = b.company.trim();
    if (b.position !== undefined) set.position = b.position.trim();
    if (b.website !== undefined) set.website = b.website.trim();
    if (b.description !== undefined) set.description = b.description.trim();
    if (b.content !== undefined) set.content = b.content.trim();
    if (b.gender !== undefined) set.gender = b.gender;
    if (b.city !== undefined) set.city = b.city.trim();
    const [user] = await ctx.deps.db.update(users).set(set).where(eq(users.id, me.id)).returning();
    if (!user) throw new AppError(Code.SessionInvalid, 'user_info_empty');
    ctx.say('modified');
    return userView(user, true);
  },

  async userChangeAvatar(ctx) {
    const me = ctx.me();
    const avatar = ownPicture('avatar', ctx.body.avatar);
    await ctx.deps.db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, me.id));
    ctx.say('modified');
    return { avatar };
  },

  async userChangeBg(ctx) {
    const me = ctx.me();
    const raw = ctx.body.bg_url.trim();
    const bgUrl = /^preset:[1-4]$/.test(raw) ? raw : ownPicture('bg_url', raw);
    await ctx.deps.db.update(users).set({ bgUrl, updatedAt: new Date() }).where(eq(users.id, me.id));
    ctx.say('modified');
    return { bg_url: bgUrl };
  },
};
