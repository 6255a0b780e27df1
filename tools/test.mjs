#!/usr/bin/env node
// `npm test`: every suite — unit (jest), API against embedded PGlite (jest), end-to-end in
// Debian's Chromium (Playwright, against the stack `npm start` runs). Installs with apt-get what a
// suite needs when it is missing (tools/apt.mjs): chromium and fonts, ffmpeg (RTMP publish and
// packaging: the ingest specs, the live e2e), redis-server (the chat spec of two instances). Each suite leaves tmp/results/<suite>.json ({ passed, failed });
// the last line printed is `N passed, N failed` over the suites run.
//   node tools/test.mjs [suite ...]   suites: unit api e2e (default), api-postgres lint typecheck storybook bank
//   node tools/test.mjs --summary      sums every tmp/results/*.json (used by .ci/run)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebian } from './apt.mjs';
import { WEB_BUILD_ARGS } from './dev-processes.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, 'tmp/results');
const bin = (name) => join(root, 'node_modules/.bin', name);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

function run(cmd, argv, extraEnv = {}) {
  console.log(`\n$ ${[cmd, ...argv].join(' ')}`);
  const r = spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** when the running suite started (its time goes with its result) */
let suiteStart = Date.now();

function record(suite, passed, failed, note = '') {
  const seconds = Math.round((Date.now() - suiteStart) / 1000);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${suite}.json`), JSON.stringify({ suite, passed, failed, note, seconds }));
  console.log(`\n[${suite}] ${passed} passed, ${failed} failed${note ? ` (${note})` : ''} in ${seconds} s`);
}

function jestSuite(suite, argv, extraEnv) {
  const out = join(resultsDir, `${suite}.jest.json`);
  rmSync(out, { force: true });
  mkdirSync(resultsDir, { recursive: true });
  const status = run(bin('jest'), [...argv, '--json', `--outputFile=${out}`], extraEnv);
  const j = readJson(out);
  rmSync(out, { force: true });
  if (!j) return record(suite, 0, 1, `jest exited ${status} without results`);
  // a test file that fails to load counts as a failure even though it has no test results
  const brokenFiles = j.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  record(suite, j.numPassedTests, j.numFailedTests + brokenFiles + (status !== 0 && j.numFailedTests + brokenFiles === 0 ? 1 : 0));
}

function checkSuite(suite, cmd, argv, extraEnv) {
  const status = run(cmd, argv, extraEnv);
  record(suite, status === 0 ? 1 : 0, status === 0 ? 0 : 1, 'one check');
}

/** Null when every package is there (installed now if need be, tools/apt.mjs); else the note for the suite's failure. */
function debianPackages(suite, packages) {
  const missing = ensureDebian(packages, suite);
  return missing.length ? `${missing.join(', ')} missing` : null;
}

function e2eSuite() {
  const missing = debianPackages('e2e', ['chromium', 'fonts-noto-cjk', 'fonts-noto-color-emoji', 'ffmpeg']);
  if (missing) return record('e2e', 0, 1, missing);
  if (run('npx', WEB_BUILD_ARGS) !== 0) {
    return record('e2e', 0, 1, 'web build failed');
  }
  rmSync(join(root, 'tmp/e2e'), { recursive: true, force: true });
  const status = run(bin('playwright'), ['test', '-c', 'apps/e2e/playwright.config.ts']);
  const j = readJson(join(root, 'tmp/e2e/results.json'));
  if (!j) return record('e2e', 0, 1, `playwright exited ${status} without results`);
  const s = j.stats;
  const failed = s.unexpected + (j.errors?.length ?? 0) + (status !== 0 && s.unexpected === 0 && !j.errors?.length ? 1 : 0);
  const notes = [s.flaky ? `${s.flaky} flaky (passed on the retry)` : '', s.skipped ? `${s.skipped} skipped` : ''].filter(Boolean).join(', ');
  record('e2e', s.expected + s.flaky, failed, notes);
}

// ffmpeg: RTMP publish and HLS packaging (the ingest specs); redis-server: the chat spec of two instances
const API_PACKAGES = ['ffmpeg', 'redis-server'];
const suites = {
  unit: () => jestSuite('unit', []),
  api: () => {
    const missing = debianPackages('api', API_PACKAGES);
    if (missing) return record('api', 0, 1, missing);
    jestSuite('api', ['-c', 'jest.api.config.js'], { DATABASE_URL: '' });
  },
  'api-postgres': () => {
    if (!process.env.DATABASE_URL) return record('api-postgres', 0, 1, 'DATABASE_URL is not set');
    const missing = debianPackages('api-postgres', API_PACKAGES);
    if (missing) return record('api-postgres', 0, 1, missing);
    jestSuite('api-postgres', ['-c', 'jest.api.config.js']);
  },
  e2e: e2eSuite,
  // the luv economy under crashes (tools/bank-test): a private PostgreSQL 15, so the server package must be there
  bank: () => checkSuite('bank', 'npm', ['run', 'test:bank']),
  // npm run lint computes the Nx project graph first (the boundary rule skips itself without one)
  lint: () => checkSuite('lint', 'npm', ['run', 'lint']),
  storybook: () => checkSuite('storybook', 'npm', ['run', 'build-storybook']),
  // the whole workspace through the TypeScript compiler: the builds and jest only strip the types
  typecheck: () => checkSuite('typecheck', 'npm', ['run', 'typecheck']),
};

function summary(names) {
  let passed = 0;
  let failed = 0;
  for (const f of readdirSync(resultsDir).filter((n) => n.endsWith('.json'))) {
    const r = readJson(join(resultsDir, f));
    if (!r || (names && !names.includes(r.suite))) continue;
    const time = r.seconds === undefined ? '' : ` ${String(r.seconds).padStart(5)} s `;
    console.log(`  ${r.suite.padEnd(13)}${time} ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`);
    passed += r.passed;
    failed += r.failed;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

const argv = process.argv.slice(2);
if (argv.includes('--summary')) {
  mkdirSync(resultsDir, { recursive: true });
  process.exit(summary(null) === 0 ? 0 : 1);
}
const chosen = argv.length ? argv : ['unit', 'api', 'e2e'];
for (const name of chosen) {
  if (!suites[name]) {
    console.error(`unknown suite ${name}; known: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  rmSync(join(resultsDir, `${name}.json`), { force: true });
}
for (const name of chosen) {
  suiteStart = Date.now();
  suites[name]();
}
console.log('\nSummary:');
process.exit(summary(chosen) === 0 ? 0 : 1);
