import type { ComponentType } from 'react';
import { lazyPage } from './lazy.ts';
import type { PageName, RouteDef } from './routes.ts';

export interface PageProps {
  route: RouteDef;
}

type PageModule = Promise<{ default: ComponentType<PageProps> }>;

const loaders: Record<PageName, () => PageModule> = {
  about: () => import('../pages/AboutPage.tsx'),
  welcome: () => import('../pages/WelcomePage.tsx'),
  login: () => import('../pages/LoginPage.tsx'),
  register: () => import('../pages/RegisterPage.tsx'),
  forgot: () => import('../pages/ForgotPage.tsx'),
  notFound: () => import('../pages/NotFoundPage.tsx'),
  comingSoon: () => import('../pages/ComingSoonPage.tsx'),
  invoiceTitles: () => import('../pages/InvoiceTitlePage.tsx'),
  addresses: () => import('../pages/AddressPage.tsx'),
  editionList: () => import('../pages/EditionListPage.tsx'),
  editionHome: () => import('../pages/EditionHomePage.tsx'),
  guestList: () => import('../pages/GuestListPage.tsx'),
  guestDetail: () => import('../pages/GuestDetailPage.tsx'),
};

/** Each page is its own chunk. */
export const pages: Record<PageName, ComponentType<PageProps>> = {
  about: lazyPage(loaders.about),
  welcome: lazyPage(loaders.welcome),
  login: lazyPage(loaders.login),
  register: lazyPage(loaders.register),
  forgot: lazyPage(loaders.forgot),
  notFound: lazyPage(loaders.notFound),
  comingSoon: lazyPage(loaders.comingSoon),
  invoiceTitles: lazyPage(loaders.invoiceTitles),
  addresses: lazyPage(loaders.addresses),
  editionList: lazyPage(loaders.editionList),
  editionHome: lazyPage(loaders.editionHome),
  guestList: lazyPage(loaders.guestList),
  guestDetail: lazyPage(loaders.guestDetail),
};

/** Starts a page's download early (the module cache hands it to the lazy page later). */
export function preloadPage(name: PageName): void {
  loaders[name]().catch(() => {
    // The lazy page asks again and handles the failure.
  });
}

/**
 * How many parts of the catalogue (@spw/i18n/split) a page draws with: the first visit's pages
 * one, the sign-in forms two, every other page all three.
 */
export function cataloguePartsFor(page: PageName): number {
  if (page === 'about' || page === 'welcome') return 1;
  if (page === 'login' || page === 'register' || page === 'forgot') return 2;
  return 3;
}
