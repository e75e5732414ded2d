import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { Options } from './support/fixtures';
import { ARTIFACTS } from './support/stack';

/** Debian's Chromium; Playwright never downloads a browser here. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig<Options>({
  testDir: './e2e',
  outputDir: join(ARTIFACTS, 'test-results'),
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: join(ARTIFACTS, 'e2e-report.json') }],
    ['html', { outputFolder: join(ARTIFACTS, 'html-report'), open: 'never' }],
  ],
  use: {
    // Set by the global setup before any worker starts (fixtures.ts reads it too).
    baseURL: process.env.STOREFRONT_BASE_URL,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testMatch: /e2e\/(gateway|pc)\/.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions,
        expectedDevice: 'pc',
      },
    },
    {
      name: 'phone',
      testMatch: /e2e\/(gateway|mobile)\/.*\.spec\.ts$/,
      // Processes, not pages: the desktop project covers them.
      testIgnore: /e2e\/gateway\/(supervisor|dev-loop)\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        userAgent: devices['iPhone 14'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
        expectedDevice: 'mobile',
      },
    },
  ],
});
