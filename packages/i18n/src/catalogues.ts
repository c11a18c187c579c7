import en from './messages/en.json' with { type: 'json' };
import zh from './messages/zh.json' with { type: 'json' };
import type { Catalogue } from './index.ts';
import type { Locale } from './locale.ts';

/** Both catalogues at once, for Storybook and tests; the site imports one language at a time. */
export const catalogues: Record<Locale, Catalogue> = { zh, en: en satisfies Catalogue };
