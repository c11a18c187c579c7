import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { webSettings } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { AuthUser } from '../../http/auth.ts';
import type { MessageKey } from '../../http/messages.ts';

type NeedRole = 'user' | 'shop_keeper' | 'admin';

/** `webinfo` quote.need_role: '' (prices public) or the role that sees them; an unknown value asks for a sign-in. */
export async function quoteNeedRole(db: Db): Promise<NeedRole | null> {
  const [row] = await db.select({ value: webSettings.value }).from(webSettings).where(eq(webSettings.key, 'quote'));
  const need = (row?.value as { need_role?: unknown } | undefined)?.need_role;
  if (typeof need !== 'string' || need.trim() === '') return null;
  return need === 'shop_keeper' || need === 'admin' ? need : 'user';
}

/** Whether this viewer may see prices under that rule (quoteData creators always may: they write them). */
export function seesPrices(need: NeedRole | null, user: AuthUser | null): boolean {
  if (need === null) return true;
  if (!user) return false;
  if (user.role === 'admin' || user.permission.quoteData === '1') return true;
  if (need === 'user') return true;
  return need === 'shop_keeper' && user.role === 'shop_keeper';
}

/** True when prices are hidden from this viewer. */
export async function pricesLocked(db: Db, user: AuthUser | null): Promise<boolean> {
  return !seesPrices(await quoteNeedRole(db), user);
}

/** Refuses a read of prices the viewer may not see, saying which role sees them. */
export async function requirePrices(db: Db, user: AuthUser | null): Promise<void> {
  const need = await quoteNeedRole(db);
  if (seesPrices(need, user)) return;
  const key: MessageKey =
    need === 'admin' ? 'quote_locked_admin' : need === 'shop_keeper' ? 'quote_locked_shop_keeper' : 'quote_locked_user';
  throw new AppError(user ? Code.Forbidden : Code.LoginRequired, key);
}
