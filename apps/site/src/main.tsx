// First: starts the first page's downloads before the rest of the app is evaluated (boot.ts).
import { firstPage } from './app/boot.ts';
import '@spw/ui/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './site.css';

const root = document.getElementById('root');
if (root) {
  // Drawn as a transition: React renders in slices and gives the browser its turn between them,
  // rather than in one long task that holds back the first input (and the paint).
  void firstPage.then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}
