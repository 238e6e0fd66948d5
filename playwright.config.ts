import { defineConfig, devices } from '@playwright/test';

// Started by `npm test` (scripts/test.ts), which builds the app and serves each catalogue on a fresh database.
const fashionUrl = process.env.E2E_FASHION_URL ?? 'http://127.0.0.1:3000';
const furnitureUrl = process.env.E2E_FURNITURE_URL ?? fashionUrl;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    // No --disable-dev-shm-usage: it moves Chromium's shared memory from /dev/shm to /tmp, on disk
    // here. Debian's chromium wrapper adds it by itself where /dev/shm is too small (a container's 64 MB).
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // No platform suffix: the committed phone baselines (e2e/support/phone.ts) are Linux Chromium's,
  // the only browser the suite runs, and a fresh clone must find them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    ...devices['Desktop Chrome'],
    launchOptions,
    // Recording a trace costs every test DOM snapshots and screencast frames on a 2-core machine already
    // busy with two servers and two browsers; a trace is kept for the retry of a failed test instead.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    { name: 'fashion', testIgnore: /\.furniture\.spec\.ts$/, use: { baseURL: fashionUrl } },
    { name: 'furniture', testMatch: /\.furniture\.spec\.ts$/, use: { baseURL: furnitureUrl } },
  ],
});
