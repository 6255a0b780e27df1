import { defineConfig } from '@playwright/test';
import { ports } from './src/support';

// End-to-end tests drive Debian's Chromium against the same stack `npm start` runs, on a fresh
// embedded database (tools/test.mjs builds the web apps and wipes tmp/e2e first).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../../tmp/e2e/results.json' }]] : [['list'], ['json', { outputFile: '../../tmp/e2e/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node tools/start.mjs --no-build',
    cwd: '../..',
    url: `http://127.0.0.1:${ports.web}/remotes.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // every simulated visitor comes from 127.0.0.1: the per-IP SMS cap (20 an hour by default) would
    // count the whole suite as one visitor; the per-number lock and daily cap stay as in production
    env: { PGLITE_DIR: 'tmp/e2e/pglite', LOG_LEVEL: 'warn', NODE_ENV: 'test', SMS_IP_CAP: '1000' },
  },
});
