import type { ApiClient } from '@spw/api';
import type { Locale, MessageKey } from '@spw/i18n';
import type { ComponentType } from 'react';

/** The shells a page can sit in, as the spec groups its routes. */
export type LayoutName = 'root' | 'standalone' | 'explorer' | 'moment' | 'personal' | 'column' | 'events' | 'forum' | 'review' | 'creator';

/** A creator's permission (the server's permission map). */
export type CreatorPermission =
  'article' | 'company' | 'document' | 'special' | 'statistic' | 'dataSet' | 'dataItem' | 'netdisk' | 'quoteData';

/**
 * Who may open a route: `public` (the spec's whitelist: anyone), `member` (signed in), `reviewer`
 * (`is_reviewer`), `admin`, or `creator:<permission>`; admins may open every route.
 */
export type Access = 'public' | 'member' | 'reviewer' | 'admin' | `creator:${CreatorPermission}`;

export interface PageProps {
  route: RouteDef;
}

/**
 * A page's module, loaded on demand: every route is its own chunk. `queries: false` on the loader
 * says the page reads nothing through the server-state cache, for every route it serves.
 */
export type PageLoader = (() => Promise<{ default: ComponentType<PageProps> }>) & { queries?: false };

/** What a first visit knows before the page's code is here: enough to ask for the page's data. */
export interface FirstVisit {
  /** The link's query. */
  search: URLSearchParams;
  /** The edition the page is about: the link's `events_id`, else the current one (webinfo); undefined for none. */
  edition(): Promise<number | undefined>;
  /** `api.prefetch`: the page's own `get` of the same query takes the answer. */
  api: Pick<ApiClient, 'prefetch'>;
  /** The reader's language (a list of articles in it, say). */
  locale: Locale;
}

export interface RouteDef {
  path: string;
  layout: LayoutName;
  access: Access;
  /** The page title's catalogue key. */
  title: MessageKey;
  page: PageLoader;
  /**
   * Which parts of the catalogue (@spw/i18n/split) the page draws with: 1 for the first visit's
   * pages (first), 2 for the sign-in forms (first, forms), 3 (the default) for every other page
   * (first, shared, its feature's part and those its feature also needs).
   */
  catalogueParts?: 1 | 2 | 3;
  /**
   * Parts of the catalogue the page draws with beyond its feature's (@spw/i18n/split EXTRA_PARTS):
   * `forms` for a page that validates a form or names a form's field (`auth.*`, `valid.*`) in a
   * feature whose other pages have none, `orders` for the member's side of commerce, `services` and
   * `attractions` for the delegate services' and the things to do's pages; or another feature's
   * part the page borrows words from (`column` for the articles home's column cards).
   */
  words?: readonly (
    | 'forms'
    | 'orders'
    | 'services'
    | 'attractions'
    | 'articleDesk'
    | 'column'
    | 'columnRecruit'
    | 'documentDesk'
    | 'player'
    | 'moderation'
    | 'marketMember'
    | 'quoteDesk'
    | 'content'
    | 'dataSetDesk'
  )[];
  /** The feature whose routes.ts declares it (set when its table is loaded): its words' part. */
  feature?: string;
  /**
   * false for a page that reads no lists or records through the server-state cache (a landing
   * page): it loads without TanStack Query. Every other page gets the cache with its code.
   */
  queries?: false;
  /**
   * The calls the page makes as it opens, asked for on a first visit beside the page's code (boot.ts)
   * rather than once it is here and drawn: the same paths and queries the page's `get`s use.
   */
  data?: (visit: FirstVisit) => unknown;
}
