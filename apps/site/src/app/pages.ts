import type { ComponentType } from 'react';
import { lazyPage } from './lazy.ts';
import type { PageName, RouteDef } from './routes.ts';

export interface PageProps {
  route: RouteDef;
}

/** Each page is its own chunk. */
export const pages: Record<PageName, ComponentType<PageProps>> = {
  about: lazyPage(() => import('../pages/AboutPage.tsx')),
  welcome: lazyPage(() => import('../pages/WelcomePage.tsx')),
  login: lazyPage(() => import('../pages/LoginPage.tsx')),
  register: lazyPage(() => import('../pages/RegisterPage.tsx')),
  forgot: lazyPage(() => import('../pages/ForgotPage.tsx')),
  notFound: lazyPage(() => import('../pages/NotFoundPage.tsx')),
  comingSoon: lazyPage(() => import('../pages/ComingSoonPage.tsx')),
};
