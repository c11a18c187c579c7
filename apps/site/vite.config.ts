import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site and the server sign with the same word and secret (API_TOKEN_WORD / API_TOKEN_SECRET);
// the defaults are the server's demo ones. The secret ships in the page: it proves nothing about a user.
const word = process.env.API_TOKEN_WORD ?? 'spw';
const secret = process.env.API_TOKEN_SECRET ?? 'spw-dev-secret-change-me';

export default defineConfig({
  plugins: [react()],
  define: {
    __API_TOKEN_WORD__: JSON.stringify(word),
    __API_TOKEN_SECRET__: JSON.stringify(secret),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // Budgets are checked by scripts/check-budgets.mjs from this manifest.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080', '/demo': 'http://127.0.0.1:8080' },
  },
});
