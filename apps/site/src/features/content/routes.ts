import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';

const creatorHome = () => import('./CreatorHomePage.tsx');
const feed = () => import('./HomeFeedPage.tsx');
const landing = () => import('./MobileLandingPage.tsx');

/** Items per page of the explorer home's feed. */
export const FEED_ROWS = 12;

const KINDS = ['article', 'document', 'live', 'video', 'competition'] as const;
export type FeedKind = (typeof KINDS)[number];

/** The kind in the link, 'all' when missing or unknown. */
export function feedFilterOf(search: URLSearchParams): 'all' | FeedKind {
  const kind = search.get('kind');
  return KINDS.find((k) => k === kind) ?? 'all';
}

/** The feed's query: the kind and the page. */
export function feedQuery(search: URLSearchParams) {
  const kind = feedFilterOf(search);
  return { page: idParam(search.get('page')) ?? 1, rows: FEED_ROWS, ...(kind === 'all' ? {} : { kind }) };
}

const feedData = ({ search, api }: FirstVisit) => {
  api.prefetch('/home/feed', { query: feedQuery(search) });
};

/** The explorer home, the creator centre's home, and the mobile landing (the mini program and apps, from the site settings). */
export const routes: readonly RouteDef[] = [
  { path: '/h5/mp', layout: 'standalone', access: 'member', title: 'route.h5.mp', page: landing },
  { path: '/home/index', layout: 'explorer', access: 'public', title: 'route.home.index', page: feed, data: feedData },
  { path: '/creator/index', layout: 'creator', access: 'member', title: 'route.creator.index', page: creatorHome },
];
