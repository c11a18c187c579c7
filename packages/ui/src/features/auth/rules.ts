import type { MessageKey } from '@spw/i18n';

/** The contract's limits (openapi.yaml: Username, Password, Tel, Code, Email), with the spec's messages. */
export const PATTERNS = {
  username: /^[A-Za-z0-9_.@-]{3,32}$/,
  password: /^[A-Za-z0-9!@#$%^&*()_+\-=.,?~]{8,64}$/,
  tel: /^[0-9]{5,15}$/,
  code: /^[0-9]{6}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  countryCode: /^\+?[0-9]{1,4}$/,
};

export type Check = (value: string) => MessageKey | null;

export const checks = {
  username: (v: string): MessageKey | null =>
    !v.trim() ? 'valid.username.required' : PATTERNS.username.test(v.trim()) ? null : 'valid.username.format',
  account: (v: string): MessageKey | null => (!v.trim() ? 'valid.username.required' : null),
  password: (v: string): MessageKey | null => (!v ? 'valid.password.required' : PATTERNS.password.test(v) ? null : 'valid.password.rule'),
  loginPassword: (v: string): MessageKey | null => (!v ? 'valid.password.required' : null),
  tel: (v: string): MessageKey | null => (!v.trim() ? 'valid.mobile.required' : PATTERNS.tel.test(v.trim()) ? null : 'valid.mobile.format'),
  optionalTel: (v: string): MessageKey | null => (!v.trim() || PATTERNS.tel.test(v.trim()) ? null : 'valid.mobile.format'),
  email: (v: string): MessageKey | null =>
    !v.trim() ? 'valid.email.required' : PATTERNS.email.test(v.trim()) ? null : 'valid.email.format',
  optionalEmail: (v: string): MessageKey | null => (!v.trim() || PATTERNS.email.test(v.trim()) ? null : 'valid.email.format'),
  code: (v: string): MessageKey | null => (!v.trim() ? 'valid.code.required' : PATTERNS.code.test(v.trim()) ? null : 'valid.code.format'),
  nickname: (v: string): MessageKey | null => (!v.trim() ? 'valid.nickname.required' : v.trim().length > 32 ? 'valid.nickname.long' : null),
  countryCode: (v: string): MessageKey | null => (!v.trim() || PATTERNS.countryCode.test(v.trim()) ? null : 'valid.countryCode.format'),
};

/** react-hook-form's `validate` from a check: the message key is the error's message. */
export const rule = (check: Check) => ({ validate: (v: string) => check(v) ?? true });

/** The country code as the contract takes it (digits, no '+'); none means the server's default, 86. */
export function countryCode(v: string): { country_code?: string } {
  const digits = v.trim().replace(/^\+/, '');
  return digits ? { country_code: digits } : {};
}
