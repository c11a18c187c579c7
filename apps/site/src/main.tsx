// First: starts the first page's downloads before the rest of the app is evaluated (boot.ts).
import { firstPage } from './app/boot.ts';
import '@spw/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './site.css';

const root = document.getElementById('root');
if (root) {
  void firstPage.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
