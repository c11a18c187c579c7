import type { FirstVisit, RouteDef } from '../../app/route-types.ts';

const sitePage = () => import('./PagePage.tsx');

/** A page's name as the contract takes it (PageName); anything else names no page. */
export const isPageName = (name: string | null): name is string => name !== null && /^[a-z][a-z0-9-]{0,39}$/.test(name);

/** What the page asks for as it opens (asked ahead on a first visit: RouteDef.data). */
const pageData = ({ search, api }: FirstVisit) => {
  const name = search.get('name');
  if (isPageName(name)) api.prefetch('/page/get', { query: { name } });
};

/** Editable pages (页面): the user agreement, the privacy policy, the purchase rules, by name. */
export const routes: readonly RouteDef[] = [
  { path: '/page/index', layout: 'standalone', access: 'public', title: 'route.page.index', page: sitePage, data: pageData },
];
