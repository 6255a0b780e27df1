#!/usr/bin/env node
// `npm run bench:web-tasks`: where a page's Total Blocking Time goes. Loads a page of the builds
// bench:web uses (tools/bench/web-servers.ts: the production shell and remotes, or the single-bundle
// peer) in Debian's Chromium with the CPU slowed 4x (Lighthouse's mobile preset), records a
// performance trace and prints every main-thread task of 50 ms or more with what ran inside it
// (script evaluation by file, function calls, layout with the script that forced it, GC), then the
// sum of their time over 50 ms. Observed, not Lighthouse's simulation: read it for where the time
// goes, and bench:web for the figure. Needs the builds (run bench:web once, or its --no-build after
// `npm run build` and the peer's webpack build).
//   --build federation|single   which build (default federation)
//   --path /x                   the page (default /)
//   --runs N                    loads (default 2: the first warms the servers; the last is printed),
//                               each cold in the browser (a context of its own)
//   --min-ms N                  show events inside a task from N ms (default 8)
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { option, startServers } from './web-bench-kit.mjs';

const build = option('--build', 'federation');
const pagePath = option('--path', '/');
const runs = Math.max(1, Number(option('--runs', '2')) || 2);
const minMs = Number(option('--min-ms', '8'));
const LONG_TASK_MS = 50;

const { child: servers, ports } = await startServers();

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  // as bench:web runs Lighthouse (PaintHolding: tools/bench/README.md)
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-features=PaintHolding'],
});

/**
 * One load of the page with a trace; the renderer main thread's complete events. Each load in a
 * browser context of its own (no HTTP cache, no V8 code cache from the loads before), as Lighthouse
 * loads a page: a page opened again in the same context compiles main.js from the code cache.
 */
async function tracedLoad() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'v8.execute', 'loading'] });
  await page.goto(`http://luv.localhost:${ports[build]}${pagePath}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 2000));
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  await context.close();
  const events = trace.traceEvents;
  const main = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  // the renderer whose main thread ran the most (the page's, not an idle one)
  const busiest = main
    .map((t) => ({ t, busy: events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0) }))
    .sort((a, b) => b.busy - a.busy)[0].t;
  return events.filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X');
}

function describe(e) {
  const d = e.args?.data ?? {};
  const file = d.url ? d.url.split('/').pop() : '';
  const fn = d.functionName ? ` ${d.functionName}${d.lineNumber ? `:${d.lineNumber}` : ''}` : '';
  const stack = e.args?.beginData?.stackTrace ?? d.stackTrace;
  const by = stack?.length ? `  (forced by ${stack.slice(0, 3).map((f) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`).join(' < ')})` : '';
  return `${e.name} ${file}${fn}${by}`.trim();
}

try {
  let events = [];
  for (let i = 0; i < runs; i++) events = await tracedLoad();
  const start = Math.min(...events.map((e) => e.ts));
  const tasks = events.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  console.log(`[bench:web-tasks] ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${build} build, ${pagePath}, CPU slowed 4x; tasks of ${LONG_TASK_MS} ms or more (observed)`);
  let over = 0;
  for (const task of tasks) {
    const ms = task.dur / 1000;
    if (ms < LONG_TASK_MS) continue;
    over += ms - LONG_TASK_MS;
    console.log(`+${Math.round((task.ts - start) / 1000)} ms  task ${Math.round(ms)} ms`);
    const inside = events.filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= minMs * 1000);
    for (const e of inside) console.log(`  ${String(Math.round(e.dur / 1000)).padStart(6)} ms  ${describe(e)}`);
  }
  console.log(`sum of the long tasks' time over ${LONG_TASK_MS} ms: ${Math.round(over)} ms (from navigation on; Lighthouse counts from the first paint)`);
} finally {
  await browser.close();
  servers.kill();
}
