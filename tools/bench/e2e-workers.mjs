#!/usr/bin/env node
// node tools/bench/e2e-workers.mjs — the end-to-end suite in each stack mode and worker count,
// several rounds, configurations interleaved (round robin) so that a busy spell of the machine hits
// them alike. Records wall time, Playwright's own duration, CPU time of the run (user + sys of every
// process it started), the load average before and during the run (other work on a shared
// machine), passed / failed / flaky and the failing tests' titles. Needs a prior `npm run build`.
// A benchmark, not a test: docs/adr/0009-parallel-e2e.md has the figures.
//   node tools/bench/e2e-workers.mjs [--rounds 3] [--configs shared:1,shared:2,per-worker:1,per-worker:2]
// Lines go to tmp/bench/e2e-workers.jsonl (appended), each run's output to tmp/bench/e2e-<time>-<mode>-<workers>.log.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const rounds = Number(arg('rounds', '3'));
const configs = arg('configs', 'shared:1,shared:2,per-worker:1,per-worker:2')
  .split(',')
  .map((c) => {
    const [mode, workers] = c.split(':');
    return { mode, workers: Number(workers) };
  });
const outDir = join(root, 'tmp/bench');
mkdirSync(outDir, { recursive: true });
const out = join(outDir, 'e2e-workers.jsonl');

/** the titles of failed and flaky tests in Playwright's JSON report */
function outcomes(report) {
  const failed = [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const s of suite.suites ?? []) walk(s, [...titles, s.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = [...titles, spec.title].filter(Boolean).join(' › ');
        if (t.status === 'unexpected') failed.push(name);
        if (t.status === 'flaky') flaky.push(name);
      }
    }
  };
  for (const s of report.suites ?? []) walk(s, []);
  return { failedTitles: failed, flakyTitles: flaky };
}

let n = 0;
for (let round = 1; round <= rounds; round++) {
  for (const { mode, workers } of configs) {
    n += 1;
    rmSync(join(root, 'tmp/e2e'), { recursive: true, force: true });
    const load = os.loadavg().map((l) => Math.round(l * 100) / 100);
    const log = join(outDir, `e2e-${Date.now()}-${mode}-${workers}.log`);
    // the 1-minute load average every 15 s while the run goes on: other work on the machine
    const samples = [];
    const sampler = setInterval(() => samples.push(os.loadavg()[0]), 15_000);
    // bash's `time` gives real, user and sys of the run and every process it started
    const stdout = await new Promise((resolve) => {
      const child = spawn(
        'bash',
        ['-c', `TIMEFORMAT='%R %U %S'; { time node_modules/.bin/playwright test -c apps/e2e/playwright.config.ts >${log} 2>&1 ; } 2>&1`],
        { cwd: root, env: { ...process.env, CI: 'true', E2E_STACK: mode, E2E_WORKERS: String(workers) } },
      );
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.on('close', () => resolve(text));
    });
    clearInterval(sampler);
    const [wall, user, sys] = stdout.trim().split('\n').pop().split(' ').map(Number);
    let report = null;
    try {
      report = JSON.parse(readFileSync(join(root, 'tmp/e2e/results.json'), 'utf8'));
    } catch {
      /* no report */
    }
    const s = report?.stats ?? {};
    const line = {
      at: new Date().toISOString(),
      round,
      mode,
      workers,
      wallS: wall,
      playwrightS: s.duration ? Math.round(s.duration / 100) / 10 : null,
      cpuS: Math.round((user + sys) * 10) / 10,
      loadBefore: load,
      loadMean: samples.length ? Math.round((samples.reduce((x, y) => x + y, 0) / samples.length) * 10) / 10 : null,
      passed: s.expected ?? 0,
      failed: (s.unexpected ?? 0) + (report?.errors?.length ?? (report ? 0 : 1)),
      flaky: s.flaky ?? 0,
      skipped: s.skipped ?? 0,
      ...(report ? outcomes(report) : { failedTitles: ['no report'], flakyTitles: [] }),
      log,
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
    console.log(`#${n} round ${round} ${mode} x${workers}: ${wall} s wall, ${line.cpuS} s cpu, load ${load[0]} before, ${line.loadMean} mean; ${line.passed} passed, ${line.failed} failed, ${line.flaky} flaky${line.failedTitles.length ? `\n    failed: ${line.failedTitles.join('\n    failed: ')}` : ''}`);
  }
}
