import type zh from './messages/zh.json';

export * from './format.ts';
export * from './locale.ts';
export * from './pick.ts';

/** Message keys, typed from the Chinese catalogue (the source locale). */
export type MessageKey = keyof typeof zh;
export type Catalogue = Record<MessageKey, string>;

// The catalogues themselves are in './catalogues.ts' (a subpath): the site loads one language lazily.

/** react-intl checks every `id` against the catalogue: a typo fails the typecheck. */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
