import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
// Relative, so Vite bundles it into the config (Node cannot load a workspace package's .ts).
import { partOf } from '../../packages/i18n/src/split.ts';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';

/** The feature of each route title key, from the route table `pnpm gen:routes` writes. */
function routeTitleFeatures(): (key: string) => string | undefined {
  const table = fs.readFileSync(path.resolve(import.meta.dirname, 'src/app/route-paths.gen.ts'), 'utf8');
  const features = new Map([...table.matchAll(/title: '([\w.]+)',\s*feature: '([\w-]+)'/g)].map(([, title, feature]) => [title, feature]));
  return (key) => features.get(key);
}

/**
 * The catalogues are parsed at build time (ICU text → AST), so the page ships react-intl without
 * its message parser (aliased to the no-parser build below): about 10 KB gzip less on every route.
 * `?part=<name>` imports one part of a catalogue (@spw/i18n/split: first, forms, shared, a feature's).
 */
function precompiledCatalogues(): Plugin {
  const routeFeature = routeTitleFeatures();
  return {
    name: 'spw-precompiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (!/packages\/i18n\/src\/messages\/(zh|en)\.json$/.test(file)) return null;
      const part = new URLSearchParams(query).get('part');
      const messages = Object.entries(JSON.parse(code) as Record<string, string>).filter(
        ([key]) => !part || partOf(key, routeFeature) === part,
      );
      const compiled = Object.fromEntries(messages.map(([key, text]) => [key, parse(text)]));
      // With a query Vite's JSON plugin leaves the file alone: hand it a module.
      return { code: part ? `export default ${JSON.stringify(compiled)};` : JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * Brotli and gzip siblings of every text file, written once at build time: the server sends them
 * as they are (@fastify/static preCompressed) instead of compressing on each request.
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'spw-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const body = fs.readFileSync(file);
        if (body.length < 512) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The site and the server sign with the same word and secret (API_TOKEN_WORD / API_TOKEN_SECRET);
// the defaults are the server's demo ones. The secret ships in the page: it proves nothing about a user.
const word = process.env.API_TOKEN_WORD ?? 'spw';
const secret = process.env.API_TOKEN_SECRET ?? 'spw-dev-secret-change-me';

export default defineConfig({
  plugins: [
    precompiledCatalogues(),
    react(),
    precompressed(),
    // Every chunk's modules and their sizes, for the size report of `pnpm budgets` (outside dist: not served).
    visualizer({ filename: 'stats/bundle.json', template: 'raw-data' }),
  ],
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, 'src/use-sync-external-store-shim.ts'),
      },
      // The editor's (@tiptap/react) selector hook, without the shim: its CommonJS would otherwise
      // require our ES module above, and the interop that takes lands in the first download.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
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
    // Every browser the site supports (Chromium, WeChat's, Safari 17+, Firefox 115+) preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the first page needs in any case (React, the router, the store, the client, the
        // shell) in one file rather than a dozen small ones: one request, and gzip sees it whole.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The server-state cache in one file, for the pages that read through it; the paged
            // ("load more") observer stays with the few pages that use it.
            { name: 'query', test: /node_modules[\\/]\.pnpm[\\/]@tanstack\+(?!.*[\\/](infiniteQueryObserver|useInfiniteQuery)\.js$)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080', '/demo': 'http://127.0.0.1:8080' },
  },
});
