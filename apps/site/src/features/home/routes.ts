import type { RouteDef } from '../../app/route-types.ts';

const welcome = () => import('./WelcomePage.tsx');
const about = () => import('./AboutPage.tsx');

/** The first pages a visitor sees: about the week and the welcome page (light: no server-state cache). */
export const routes: readonly RouteDef[] = [
  { path: '/home', layout: 'root', access: 'public', title: 'route.home', page: welcome, catalogueParts: 1, queries: false },
  {
    path: '/home/welcome',
    layout: 'root',
    access: 'public',
    title: 'route.home.welcome',
    page: welcome,
    catalogueParts: 1,
    queries: false,
  },
  {
    path: '/home/aboutSPW',
    layout: 'root',
    access: 'public',
    title: 'route.home.aboutSPW',
    page: about,
    catalogueParts: 1,
    queries: false,
  },
];
