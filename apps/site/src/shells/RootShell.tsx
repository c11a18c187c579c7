import type { MessageKey } from '@spw/i18n';
import { RootLayout } from '@spw/ui/layouts/RootLayout';
import { SiteHeader } from '@spw/ui/layouts/SiteHeader';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '@spw/ui/lib/intl';
import { useWebinfo } from '../app/webinfo.ts';
import { localeAtom, setLocale } from '../app/i18n.ts';
import { hrefTo, type RoutePath } from '../app/href.ts';
import type { RouteDef } from '../app/route-types.ts';
import { userAtom } from '../app/session.ts';
import { useLogout } from './useLogout.ts';

// The dropdown and the drawer bring Radix with them: loaded when a user is signed in or opens the menu.
const UserMenu = lazy(() => import('@spw/ui/layouts/UserMenu').then((m) => ({ default: m.UserMenu })));
const MobileNav = lazy(() => import('@spw/ui/layouts/MobileNav').then((m) => ({ default: m.MobileNav })));

// No events_id: /events/index is the current edition's page (the server says which).
const MENU: { path: RoutePath; label: MessageKey }[] = [
  { path: '/home/aboutSPW', label: 'nav.about' },
  { path: '/events/index', label: 'nav.events' },
  { path: '/home/index', label: 'nav.explore' },
  { path: '/article/list', label: 'nav.news' },
  { path: '/quoteData/index', label: 'nav.quotes' },
  { path: '/competition/list', label: 'nav.competition' },
];

/** The user menu's links; the review link names the competition the server says reviewers judge. */
function userLinks(competitionId: number | undefined) {
  return {
    profile: hrefTo('/user/index'),
    edit: hrefTo('/user/userinfo'),
    notifications: hrefTo('/notification/list'),
    review: hrefTo('/worksReview/list', { competition_id: competitionId }),
    orders: hrefTo('/order/list'),
  };
}

/** The root layout with the session's navbar: login button, or the user menu. */
export function RootShell({ route, children }: { route: RouteDef; children: ReactNode }) {
  const intl = useIntl();
  const locale = useStore(localeAtom);
  const user = useStore(userAtom);
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const webinfo = useWebinfo();
  // The competition reviewers judge, as the server says.
  const userMenuLinks = userLinks(webinfo.data?.review_competition_id);
  const nav = MENU.map((item) => ({
    href: hrefTo(item.path),
    label: intl.formatMessage({ id: item.label }),
    current: route.path === item.path,
  }));
  const t = useT();
  return (
    <RootLayout
      year={new Date().getFullYear()}
      header={
        <SiteHeader
          aboutHref={hrefTo('/home/aboutSPW')}
          nav={nav}
          locale={locale}
          onLocaleChange={setLocale}
          user={user}
          loginHref={hrefTo('/login', { redirect: route.path === '/login' ? undefined : location.hash.slice(1) })}
          userMenu={
            user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} links={userMenuLinks} onLogout={logout} />
              </Suspense>
            ) : null
          }
          onOpenMenu={() => setMenuOpen(true)}
          menuOpen={menuOpen}
        />
      }
    >
      {children}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileNav
            open={menuOpen}
            onOpenChange={setMenuOpen}
            nav={nav}
            locale={locale}
            onLocaleChange={setLocale}
            account={
              user
                ? {
                    kind: 'signedIn',
                    onLogout: logout,
                    links: [
                      { href: userMenuLinks.profile, label: t('nav.user.profile') },
                      { href: userMenuLinks.edit, label: t('nav.user.edit') },
                      { href: userMenuLinks.notifications, label: t('nav.user.notifications') },
                      ...(user.is_reviewer === 1 ? [{ href: userMenuLinks.review, label: t('nav.user.review') }] : []),
                      { href: userMenuLinks.orders, label: t('nav.user.orders') },
                    ],
                  }
                : { kind: 'signedOut', loginHref: hrefTo('/login') }
            }
          />
        </Suspense>
      ) : null}
    </RootLayout>
  );
}
