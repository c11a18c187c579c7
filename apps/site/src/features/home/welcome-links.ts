import type { MessageKey } from '@spw/i18n';
import type { RoutePath } from '../../app/href.ts';

/**
 * The welcome page's quick links: where each goes and its words. The page draws with the first
 * part of the catalogue only, so every key here is one of that part's (welcome-links.test.ts).
 * The registration link names no edition: the form takes the current one from the server.
 */
export const WELCOME_LINKS: readonly { path: RoutePath; title: MessageKey; description: MessageKey }[] = [
  { path: '/events/reg', title: 'about.cta.register', description: 'about.lead' },
  { path: '/quoteData/index', title: 'about.week.prices', description: 'about.week.pricesText' },
  { path: '/document/list', title: 'welcome.reports', description: 'welcome.reportsText' },
  { path: '/posts/list', title: 'about.week.market', description: 'about.week.marketText' },
];
