import type { MessageKey } from '@spw/i18n';
import { ACCOUNT_PATTERNS } from '../account/rules.ts';
import { PATTERNS } from '../auth/rules.ts';

/** The contract's Delegate limits (openapi.yaml: Delegate, CouponCode), with the spec's messages. */
export const REG_PATTERNS = {
  tel: /^[0-9][0-9 -]{4,18}[0-9]$/,
  coupon: /^[A-Za-z0-9_-]{1,32}$/,
};

/** The most delegates one registration takes (RegistrationBody.delegates maxItems). */
export const MAX_DELEGATES = 10;

/**
 * A delegate needs a mobile or a telephone. Under country code 86 (the default) a mobile is a
 * mainland one, as the server checks it; elsewhere 5–15 digits.
 */
export function mobileCheck(mobile: string, tel: string, countryCode: string): MessageKey | null {
  const v = mobile.trim();
  if (!v) return tel.trim() ? null : 'valid.mobile.required';
  const code = countryCode.trim().replace(/^\+/, '') || '86';
  const ok = code === '86' ? ACCOUNT_PATTERNS.cnMobile.test(v) : PATTERNS.tel.test(v);
  return ok ? null : 'valid.mobile.format';
}

export const telCheck = (v: string): MessageKey | null => (!v.trim() || REG_PATTERNS.tel.test(v.trim()) ? null : 'valid.reg.tel.format');

export const couponCheck = (v: string): MessageKey | null =>
  !v.trim() || REG_PATTERNS.coupon.test(v.trim()) ? null : 'valid.reg.coupon.format';

/**
 * The server names a delegate's field as `delegates[1].email` (data.field); the form's own names
 * are `delegates.1.email`.
 */
export function formFieldName(serverField: string): string {
  return serverField.replace(/\[(\d+)\]/g, '.$1');
}
