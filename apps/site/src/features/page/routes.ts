import type { FirstVisit, RouteDef } from '../../app/route-types.ts';

const sitePage = () => import('./PagePage.tsx');

/** What the page asks for as it opens (asked ahead on a first visit: RouteDef.data). */
const pageData = ({ search, api }: FirstVisit) => {
  const name = search.get('name');
  if (name && /^[a-z][a-z0-9-]{0,39}$/.test(name)) api.prefetch('/page/get', { query: { name } });
};

/** Editable pages (页面): the user agreement, the privacy policy, the purchase rules, by name. */
export const routes: readonly RouteDef[] = [
  { path: '/page/index', layout: 'standalone', access: 'public', title: 'route.page.index', page: sitePage, data: pageData },
];
