import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/coming-soon.ts';

/** The AI assistant and knowledge base. */
export const routes: readonly RouteDef[] = [
  { path: '/utils/chat', layout: 'standalone', access: 'member', title: 'route.utils.chat', page: comingSoon },
  { path: '/utils/kb', layout: 'standalone', access: 'member', title: 'route.utils.kb', page: comingSoon },
];
