import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { compareToBaseline } from './scripts/baselines.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';

const DURABILITY = 'test/durability.test.ts';

/**
 * The server's integration tests, on PostgreSQL (TEST_DATABASE_URL's, or a throwaway embedded
 * cluster: test/global-setup.ts). The durability test (it kills a real server mid-burst and takes
 * minutes) is its own project, `durability`, listed only when `VITEST_DURABILITY=1`
 * (`pnpm test:durability`), so a plain `vitest run` leaves it out.
 */
const server = (name: string, durability = false) => ({
  test: {
    name,
    root: 'apps/server',
    include: durability ? [DURABILITY] : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: durability ? configDefaults.exclude : [...configDefaults.exclude, DURABILITY],
    // The durability test runs the embedded default itself; the others start from the seeded template.
    globalSetup: durability ? [] : ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});
const withDurability = process.env.VITEST_DURABILITY === '1';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            // The frame a story renders in; stories asking for a phone resize it (.storybook/vitest.setup.ts).
            viewport: { width: 1280, height: 900 },
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: [
                  ...CHROMIUM_ARGS,
                  // Pictures drawn the same on every machine.
                  '--font-render-hinting=none',
                  '--force-color-profile=srgb',
                  '--hide-scrollbars',
                ],
              },
              contextOptions: {
                // Larger than the frame (and the tallest picture), so screenshots are never scaled down.
                viewport: { width: 1440, height: 3700 },
                deviceScaleFactor: 1,
                timezoneId: 'Asia/Shanghai',
                locale: 'zh-CN',
                reducedMotion: 'reduce',
              },
            }),
            instances: [{ browser: 'chromium' }],
            // Baselines are palette PNGs (scripts/baselines.ts): the comparator knows how they were made.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'baseline',
                comparators: { baseline: compareToBaseline },
              },
            },
          },
        },
      },
      server('server'),
      ...(withDurability ? [server('durability', true)] : []),
      { test: { name: 'api', root: 'packages/api', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      { test: { name: 'site', root: 'apps/site', include: ['src/**/*.test.ts'] } },
      { test: { name: 'ui', root: 'packages/ui', include: ['src/**/*.test.ts'] } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'], env: { TZ: 'America/New_York' } } },
    ],
  },
});
