import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Dependencies stay in node_modules (native and wasm packages load their own files).
  skipNodeModulesBundle: true,
  // …except the workspace's own API package, which ships TypeScript (the generated error codes).
  noExternal: ['@spw/api'],
  async onSuccess() {
    cpSync('migrations', 'dist/migrations', { recursive: true });
    writeFileSync('dist/openapi.json', JSON.stringify(parse(readFileSync('../../openapi/openapi.yaml', 'utf8'))));
  },
});
