import { useAtomValue } from 'jotai';
import { Component, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Loading } from '@spw/ui/components/Loading';
import { Button } from '@spw/ui/components/Button';
import { guard, type Rights } from './guard.ts';
import { loadMessages, localeAtom, messagesAtom } from './i18n.ts';
import { cataloguePartsFor, lazyPage, pageOf, preloadPage } from './lazy.ts';
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
    return (
      <div role="alert" className="site-page-error">
        <h1>
          <FormattedMessage id="error.page.title" />
        </h1>
        <p>
          <FormattedMessage id="error.page.body" />
        </p>
        <Button onClick={() => location.reload()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    );
  }
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
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: title })} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [intl, title]);
  return (
    <PageErrorBoundary resetKey={route.path}>
      <Suspense fallback={<Loading variant="block" />}>
        <PageComponent route={route} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** Reads the location, applies the guard, and draws the route's page inside its shell. */
export function RouteView() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const signedIn = Boolean(useAtomValue(tokenAtom));
  const user = useAtomValue(userAtom);
  const decision = guard(path, search, signedIn, rightsOf(user));
  const redirect = 'redirect' in decision ? decision.redirect : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // A new page starts at the top.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  const route = 'route' in decision ? decision.route : 'forbidden' in decision ? decision.forbidden : null;
  const forbidden = 'forbidden' in decision;
  const loadedParts = useAtomValue(messagesAtom)?.parts ?? 0;
  const locale = useAtomValue(localeAtom);
  const neededParts = route ? cataloguePartsFor(route) : 1;
  const waiting = route !== null && loadedParts < neededParts;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!waiting || !route) return;
    // The page and the parts of the catalogue it needs download side by side.
    if (!forbidden) preloadPage(route);
    setFailed(false);
    loadMessages(locale, neededParts).catch(() => setFailed(true));
  }, [waiting, route, forbidden, locale, neededParts]);

  if ('checking' in decision) return <Loading variant="block" />;
  if (!route) return null;
  if (waiting) return failed ? <MessagesFailed onRetry={() => location.reload()} /> : <Loading variant="block" />;
  return (
    <Shell route={route}>
      <Page route={route} forbidden={forbidden} />
    </Shell>
  );
}

/** A part of the catalogue did not arrive (these few words are in the first part). */
function MessagesFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className="site-page-error">
      <h1>{intl.formatMessage({ id: 'error.page.title' })}</h1>
      <p>{intl.formatMessage({ id: 'error.page.body' })}</p>
      <Button onClick={onRetry}>{intl.formatMessage({ id: 'common.retry' })}</Button>
    </div>
  );
}
