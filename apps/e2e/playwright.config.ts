import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { ports, stackEnv, stackMode } from './src/support/stack';

// End-to-end tests drive Debian's Chromium against the stack `npm start` runs, on a fresh
// embedded database (tools/test.mjs builds the web apps and wipes tmp/e2e first). Parallel
// workers and the two stack modes: docs/adr/0009-parallel-e2e.md.
//   E2E_WORKERS=n          workers (default below)
//   E2E_STACK=per-worker   one stack per worker instead of one shared stack (see src/support/stack.ts)
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const workers = Number(process.env.E2E_WORKERS ?? 1);

// shared stack: tests tagged @global-state (operator switches that change what every visitor
// sees) must not run beside other tests. With more than one worker they run after all the others,
// alone, as the teardown project of `parallel` (a teardown project runs even when tests of
// `parallel` failed, but it ignores file filters: pass --no-deps to run one file without them).
// With one worker nothing runs beside anything. A per-worker stack needs no such care.
const projects: PlaywrightTestConfig['projects'] =
  stackMode === 'shared'
    ? [
        { name: 'parallel', grepInvert: /@global-state/, ...(workers > 1 ? { teardown: 'global-state' } : {}) },
        { name: 'global-state', grep: /@global-state/, workers: 1, fullyParallel: false },
      ]
    : [{ name: 'all' }];

// shared: the whole stack (API + chat + web + remotes + local OAuth provider); per-worker: only the
// web server, for the remotes' static builds every worker's shell loads (each worker starts the rest)
const webServer: PlaywrightTestConfig['webServer'] =
  stackMode === 'shared'
    ? {
        command: 'node tools/start.mjs --no-build',
        cwd: '../..',
        url: `http://127.0.0.1:${ports.api}/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: { ...stackEnv, PGLITE_DIR: 'tmp/e2e/pglite' },
      }
    : {
        command: 'node_modules/.bin/tsx apps/web-server/src/main.ts',
        cwd: '../..',
        url: `http://127.0.0.1:${ports.remotes.live_mfe.port}/remoteEntry.js`,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: { LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      };

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/e2e/test-results',
  // tests of one file spread over the workers; files whose tests share servers or data say
  // `test.describe.configure({ mode: 'default' | 'serial' })`
  fullyParallel: true,
  workers,
  // CI's shared 2-core machine: a test that fails once is run once more and reported as flaky
  // (tools/test.mjs prints how many); one that fails twice fails the suite
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../tmp/e2e/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects,
  webServer,
});
