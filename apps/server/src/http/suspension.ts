import { AppError, Code } from './errors.ts';
import type { Lang } from './messages.ts';

/** When a suspension ends, as the member reads it (the site's time zone: the week is in Shanghai). */
export function formatUntil(lang: Lang, until: Date): string {
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(until);
}

/** Refuses a member whose account an admin suspended (/forum/suspend) until a time still ahead. */
export function refuseWhileSuspended(lang: Lang, user: { suspendedUntil: Date | null; suspendReason: string }): void {
  if (user.suspendedUntil && user.suspendedUntil.getTime() > Date.now()) {
    throw new AppError(Code.Forbidden, 'account_suspended', { until: formatUntil(lang, user.suspendedUntil), reason: user.suspendReason });
  }
}
