import '@spw/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadMessages, localeAtom } from './app/i18n.ts';
import { currentPath } from './app/location.ts';
import { cataloguePartsFor, preloadPage } from './app/lazy.ts';
import { ALIASES } from './app/href.ts';
import { findRoute } from './app/routes.ts';
import { store } from './app/store.ts';
import './site.css';

// The catalogue and the page's chunk start downloading now, side by side, not one after the other
// once React has drawn (a whole round trip less before the first paint on a slow network).
const path = currentPath();
const first = findRoute(ALIASES[path] ?? path);
if (first) {
  preloadPage(first);
  loadMessages(store.get(localeAtom), cataloguePartsFor(first)).catch(() => {
    // Asked for again, and its failure shown, by the app.
  });
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
