import { useStore } from '@nanostores/react';
import { Component, lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Loading } from '@spw/ui/components/Loading';
import { guard, type GuardResult, type Rights } from './guard.ts';
import { ALIASES } from './href.ts';
import { loadRoutesFor, routesKnownFor } from './routes.ts';
import { loadMessages, localeAtom, messagesAtom } from './i18n.ts';
import { cataloguePartsFor, lazyPage, pageOf, preloadPage } from './lazy.ts';
import { pageTitleAtom } from './page-title-atom.ts';
import { stayed } from './location.ts';
import type { PageProps, RouteDef } from './route-types.ts';
import { tokenAtom, userAtom, type SessionUser } from './session.ts';
import { Shell } from '../shells/Shell.tsx';

class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <Failed />;
  }
}

const PageFailed = lazy(() => import('./PageFailed.tsx'));

/** What failed is said, with a way to try again (its chunk comes only then). */
function Failed() {
  return (
    <Suspense fallback={null}>
      <PageFailed />
    </Suspense>
  );
}

/** Drawn instead of a page the signed-in viewer may not open. */
const ForbiddenPage = lazyPage<PageProps>(() => import('../features/system/ForbiddenPage.tsx'));

function rightsOf(user: SessionUser | null): Rights | null {
  return user ? { admin: user.role === 'admin', reviewer: user.is_reviewer === 1, permission: user.permission ?? {} } : null;
}

function Page({ route, forbidden }: { route: RouteDef; forbidden: boolean }) {
  const intl = useIntl();
  const PageComponent = forbidden ? ForbiddenPage : pageOf(route);
  const title = forbidden ? 'page.forbidden.title' : route.title;
  // A page may name itself (an article's title: usePageTitle); else the route's title.
  const own = useStore(pageTitleAtom);
  useEffect(() => {
    document.title = `${own ?? intl.formatMessage({ id: title })} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [intl, title, own]);
  return (
    <PageErrorBoundary resetKey={route.path}>
      <Suspense fallback={<Loading variant="block" />}>
        <PageComponent route={route} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * Whether the route tables that could hold `path` are here (routes.ts loads a feature's table with
 * its first page); asks for them when they are not.
 */
function useRoutesFor(path: string): 'ready' | 'loading' | 'failed' {
  const ready = routesKnownFor(path);
  const [, loadedNow] = useState(0);
  const [failedPath, setFailedPath] = useState<string | null>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadRoutesFor(path).then(
      () => live && loadedNow((n) => n + 1),
      () => live && setFailedPath(path),
    );
    return () => {
      live = false;
    };
  }, [path, ready]);
  if (ready) return 'ready';
  return failedPath === path ? 'failed' : 'loading';
}

/** Reads the location, applies the guard, and draws the route's page inside its shell. */
export function RouteView() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const signedIn = Boolean(useStore(tokenAtom));
  const user = useStore(userAtom);
  const tables = useRoutesFor(ALIASES[path] ?? path);
  const decision: GuardResult = tables === 'ready' ? guard(path, search, signedIn, rightsOf(user)) : { checking: null };
  const redirect = 'redirect' in decision ? decision.redirect : null;

  // The address as this render read it, to redirect only while it is still the one judged.
  const judged = location.hash;
  useEffect(() => {
    // A redirect decided for '/' must not replace an address the visitor (or a link) moved to
    // before this effect ran on a slow start.
    if (redirect && location.hash === judged) navigate(redirect, { replace: true });
  }, [redirect, navigate, judged]);

  // A new page starts at the top (not the same page given another address: `stay`).
  useLayoutEffect(() => {
    if (!stayed()) window.scrollTo(0, 0);
  }, [path]);

  const route = 'route' in decision ? decision.route : 'forbidden' in decision ? decision.forbidden : null;
  const forbidden = 'forbidden' in decision;
  const loadedParts = useStore(messagesAtom)?.parts;
  const locale = useStore(localeAtom);
  const needed = route ? cataloguePartsFor(route).join(' ') : '';
  const waiting = route !== null && !needed.split(' ').every((part) => loadedParts?.has(part));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!waiting || !route) return;
    // The page and the parts of the catalogue it needs download side by side.
    if (!forbidden) void preloadPage(route);
    setFailed(false);
    loadMessages(locale, needed.split(' ')).catch(() => setFailed(true));
  }, [waiting, route, forbidden, locale, needed]);

  // The shell last drawn stays (with its open menu, its header) while the next page's route table,
  // rights or words come: only the page's place shows that something is loading.
  const [lastShell, setLastShell] = useState<RouteDef | null>(null);
  const ready = tables === 'ready' && !('checking' in decision) && route !== null && !waiting;
  useEffect(() => {
    if (ready && route) setLastShell(route);
  }, [ready, route]);
  const inLastShell = (content: ReactNode) => (lastShell ? <Shell route={lastShell}>{content}</Shell> : content);

  if (tables === 'failed') return inLastShell(<Failed />);
  if ('checking' in decision) return inLastShell(<Loading variant="block" />);
  if (!route) return null;
  if (waiting) return inLastShell(failed ? <Failed /> : <Loading variant="block" />);
  return (
    <Shell route={route}>
      <Page route={route} forbidden={forbidden} />
    </Shell>
  );
}
