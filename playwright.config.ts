import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';

/*
 * End-to-end journeys in Debian's Chromium (no browser download) against the built server on a
 * fresh database: `pnpm test:e2e` builds first. The server's DATA_DIR is a new temp folder each run.
 */
const port = Number(process.env.E2E_PORT ?? 8097);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `spw-e2e-${process.pid}-${Date.now()}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

const chromium = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // CI's two cores are sometimes busy for seconds at a time (a crawl pass ran 1.1 and 2.7 minutes on
  // the same routes): a page gets ten seconds to show what it should before a step fails.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 900 } } },
    // The attack corpus runs once, at the desktop size: the phone draws the same text the same way.
    { name: 'phone', use: { ...devices['Pixel 7'], ...chromium }, testIgnore: /xss\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: E2E_DATA_DIR, RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
  },
});
