import type { Catalogue } from '@spw/i18n';
import { LANGUAGE_TAG, onMessageError } from '@spw/i18n/locale';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { loadMessages, localeAtom, messagesAtom } from './i18n.ts';
import { useHashPath, useHashSearch } from './location.ts';
import { RouteView } from './RouteView.tsx';
import { useSessionStart } from './useSessionStart.ts';
import { reloginOpenAtom, toastsAtom } from './toasts.ts';

// Toasts and the re-login confirm pull in Radix: loaded only when there is something to show.
const Overlays = lazy(() => import('./Overlays.tsx'));

function Localised({ children }: { children: React.ReactNode }) {
  const locale = useStore(localeAtom);
  const loaded = useStore(messagesAtom);
  useEffect(() => {
    loadMessages(locale).catch((error: unknown) => console.error(error));
    document.documentElement.lang = LANGUAGE_TAG[locale];
  }, [locale]);
  if (!loaded) return null;
  return (
    // Until a page needs the rest, part of the catalogue is here: a key from the rest is reported by onError.
    <IntlProvider
      locale={LANGUAGE_TAG[loaded.locale]}
      messages={loaded.messages as Catalogue}
      onError={onMessageError(import.meta.env.DEV)}
    >
      {children}
    </IntlProvider>
  );
}

function Session() {
  useSessionStart();
  return null;
}

function OverlaysWhenNeeded() {
  const toasts = useStore(toastsAtom);
  const relogin = useStore(reloginOpenAtom);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (toasts.length > 0 || relogin) setWanted(true);
  }, [toasts.length, relogin]);
  return wanted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <Localised>
      <Router hook={useHashPath} searchHook={useHashSearch} hrefs={(href) => `#${href}`}>
        <Session />
        <RouteView />
        <OverlaysWhenNeeded />
      </Router>
    </Localised>
  );
}
