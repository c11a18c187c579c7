import type { RouteDef } from '../../app/route-types.ts';

const detail = () => import('./SpecialDetailPage.tsx');
const mine = () => import('./CreatorSpecialListPage.tsx');
const editor = () => import('./SpecialEditorPage.tsx');

/** Special topics (专题): a topic's page for members, and the creator's list, editor and view of their own. */
export const routes: readonly RouteDef[] = [
  { path: '/special/detail', layout: 'explorer', access: 'member', title: 'route.special.detail', page: detail },
  { path: '/creator/special/list', layout: 'creator', access: 'creator:special', title: 'route.creator.special.list', page: mine },
  { path: '/creator/special/add', layout: 'creator', access: 'creator:special', title: 'route.creator.special.add', page: editor },
  { path: '/creator/special/edit', layout: 'creator', access: 'creator:special', title: 'route.creator.special.edit', page: editor },
  { path: '/creator/special/detail', layout: 'creator', access: 'creator:special', title: 'route.creator.special.detail', page: detail },
];
