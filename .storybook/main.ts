import fs from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

// Every dependency of the kit is pre-bundled when the server starts: one discovered mid-run makes
// Vite reload the page under a running story test (seen as blank pictures on a first run).
const uiPackage = JSON.parse(fs.readFileSync(new URL('../packages/ui/package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const prebundled = Object.keys(uiPackage.dependencies).filter(
  (name) => !uiPackage.dependencies[name]?.startsWith('workspace:') && !name.startsWith('@types/'),
);

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (vite) => ({
    ...vite,
    optimizeDeps: { ...vite.optimizeDeps, include: [...(vite.optimizeDeps?.include ?? []), ...prebundled] },
  }),
};
export default config;
