#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (npm `lighthouse`, Debian's Chromium at /usr/bin/chromium or
// CHROME_PATH), mobile preset (simulated slow 4G + 4x CPU slowdown), performance category only, on
// the home page, the sign-in page and a channel page of the production build, against the same
// pages built WITHOUT module federation (one webpack build, tools/bench/web-single) as the peer.
// Prints the median of --runs runs (default 5) per page and build: JavaScript bytes on the wire
// (compressed transfer size of every script), LCP, TBT, CLS, the performance score, and the
// federation / single-bundle JS ratio. A benchmark, not a test: it fails only when a run fails.
//   --runs N       runs per page and build (default 5; 1 for a quick look)
//   --no-build     use the builds already in dist/ (nx build of shell + remotes, and the peer)
//   --pages a,b    home,signin,channel (default all three)
//   --json FILE    also write every run's figures as JSON
//   --paint-holding  keep Chromium's PaintHolding (off by default: a headless artifact, see README)
//   --cold-fonts   run each Lighthouse in a Chromium that has not laid out any Korean text yet
//                  (by default it has: a fresh browser's first CJK layout waits ~150-200 ms for the
//                  browser's font service, which a visitor's browser has usually done already; see README)
//   --reports DIR  keep every run's Lighthouse report there (<page>-<build>-<n>.json; open with the Lighthouse viewer)
//   --files        list each script (URL, bytes on the wire) of the first run of every page and build
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { WEB_BUILD_ARGS } from '../dev-processes.mjs';
import { option, root, startServers } from './web-bench-kit.mjs';

const argv = process.argv.slice(2);
const runs = Math.max(1, Number(option('--runs', process.env.BENCH_WEB_RUNS ?? '5')) || 5);
const pages = option('--pages', 'home,signin,channel').split(',');
const jsonOut = option('--json', null);
const reportsDir = option('--reports', null);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOALS = { jsKb: 170, lcpMs: 2500, tbtMs: 200, cls: 0.05, federationCost: 1.15 };

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
}

if (!argv.includes('--no-build')) {
  console.log('[bench:web] building the shell and the remotes (nx, cached) and the single-bundle peer…');
  run('npx', WEB_BUILD_ARGS);
  run('npx', ['webpack', '--config', 'tools/bench/web-single/webpack.config.cjs', '--mode', 'production']);
}

/**
 * Bytes on the wire of a GET of `url` as a browser sends it (brotli accepted): status line,
 * headers and body as the server sends them. Connects to loopback (Node does not resolve *.localhost).
 */
function wireBytes(url) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, agent: false, path: pathname + search, headers: { host: `${hostname}:${port}`, 'accept-encoding': 'br, gzip, deflate' } }, (response) => {
      const headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + response.rawHeaders.reduce((n, v) => n + v.length + 2, 0) + 2; // 'name: value\r\n' per header, a blank line
      let body = 0;
      response.on('data', (chunk) => (body += chunk.length));
      response.on('end', () => resolve(headerBytes + body));
    });
    request.on('error', reject);
  });
}

// A page of another origin with Korean text in both weights the site uses (no request to the
// servers measured): what any page a Korean visitor saw before leaves in the browser.
const FONT_WARM_PAGE = `data:text/html;charset=utf-8,${encodeURIComponent('<!doctype html><html lang="ko"><meta charset="utf-8"><p>한국어 <b>한국어</b></p>')}`;

/**
 * The Chromium of one Lighthouse run, launched as Lighthouse's CLI launches it (chrome-launcher,
 * the same flags). Unless --cold-fonts, it first lays out FONT_WARM_PAGE: a fresh browser's
 * first layout of CJK text waits ~150-200 ms (measured, unthrottled) for the browser process's
 * font service to load Noto Sans CJK, which Lighthouse's simulation then multiplies by 4 and
 * charges to the page's first long task; later pages of any origin lay out in ~15 ms.
 */
async function launchChromium() {
  // PaintHolding off: headless Chromium without a GPU holds a navigation's first paint until a
  // ~1 s timer (observed FCP 1.2 / 2.2 / 2.3 s on pages whose content was ready at 0.2 s; 0.2-0.5 s
  // with it off), which Lighthouse then counts as the LCP. The feature exists to keep the previous
  // page on screen until the new one has content, which this page had at 0.2 s. --paint-holding
  // keeps Chromium's default (tools/bench/README.md).
  const holding = argv.includes('--paint-holding') ? [] : ['--disable-features=PaintHolding'];
  const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', ...holding];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  if (argv.includes('--cold-fonts')) return chrome;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const [page] = await browser.pages();
    await page.goto(FONT_WARM_PAGE);
    // laid out and painted
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await page.goto('about:blank');
    await browser.disconnect();
  } catch (error) {
    chrome.kill();
    throw error;
  }
  return chrome;
}

/** One Lighthouse run (CLI, JSON report) of `url`: the figures this bench prints. */
async function lighthouse(url, tmp, keepAs) {
  const out = path.join(tmp, 'report.json');
  const chrome = await launchChromium();
  let r;
  try {
    r = spawnSync(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [url, `--port=${chrome.port}`, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', '--max-wait-for-load=45000'],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } finally {
    chrome.kill();
  }
  if (r.status !== 0) throw new Error(`lighthouse ${url} failed (${r.status}): ${String(r.stderr).slice(-800)}`);
  if (keepAs) copyFileSync(out, keepAs);
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  for (const script of scripts) {
    // Fetched through the page's service worker (it claims the page as soon as it activates, so
    // same-origin scripts requested after that go through it): Lighthouse lists such a request with
    // 0 bytes and not the worker's own network request. Count what the server sends for it.
    if (!script.transferSize && script.resourceSize) script.transferSize = await wireBytes(script.url);
  }
  return {
    jsBytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    jsRaw: scripts.reduce((sum, i) => sum + (i.resourceSize ?? 0), 0),
    scripts: scripts.length,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    score: lhr.categories.performance.score,
    // Lighthouse's measure of the host's CPU at the start of the run (docs/throttling.md: 1500-2000 a high-end desktop)
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // where the LCP goes (observed trace): the HTML's time to first byte, then the LCP resource's
    // delay and load, then the render delay (render-blocking CSS, a busy main thread)
    ...lcpParts(lhr),
    files: scripts.map((i) => ({ url: i.url, transferSize: i.transferSize ?? 0, resourceSize: i.resourceSize ?? 0 })),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((i) => ({ score: i.score, node: i.node?.snippet ?? i.node?.selector ?? '' })),
  };
}

/** The LCP breakdown insight's subparts (ms), 0 where the page's LCP element has none. */
function lcpParts(lhr) {
  const table = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'table')?.items ?? [];
  const part = (name) => table.find((i) => i.subpart === name)?.duration ?? 0;
  return { ttfbMs: part('timeToFirstByte'), loadDelayMs: part('resourceLoadDelay'), loadMs: part('resourceLoadDuration'), renderDelayMs: part('elementRenderDelay') };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const { child, ports } = await startServers();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
const results = {};
try {
  // a channel open to everyone, from the sitemap the web server builds from the API
  const sitemap = await (await fetch(`http://127.0.0.1:${ports.federation}/sitemap.xml`, { headers: { host: `luv.localhost:${ports.federation}` } })).text();
  const channelPath = /<loc>https?:\/\/[^/<]+(\/channels\/\d+)<\/loc>/.exec(sitemap)?.[1];
  const paths = { home: '/', signin: '/signin', channel: channelPath ?? '/channels/1' };
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const fonts = argv.includes('--cold-fonts') ? 'cold fonts' : 'fonts warmed by a page of another origin';
  console.log(`[bench:web] ${os.cpus().length} CPUs, load average ${load}; Lighthouse mobile preset, ${runs} run(s) per page and build, Chromium ${chromePath} (${fonts})`);
  for (const page of pages) {
    for (let i = 0; i < runs; i += 1) {
      // the two builds alternate so background load hits both alike
      for (const build of ['federation', 'single']) {
        const url = `http://luv.localhost:${ports[build]}${paths[page]}`;
        const figures = await lighthouse(url, tmp, reportsDir && path.join(reportsDir, `${page}-${build}-${i + 1}.json`));
        ((results[page] ??= {})[build] ??= []).push(figures);
        if (argv.includes('--files') && i === 0) {
          for (const f of figures.files.sort((a, b) => b.transferSize - a.transferSize)) console.log(`    ${(f.transferSize / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
          for (const shift of figures.shifts) console.log(`    layout shift ${shift.score.toFixed(3)}  ${shift.node.slice(0, 100)}`);
        }
        const parts = `TTFB ${Math.round(figures.ttfbMs)} + delay ${Math.round(figures.loadDelayMs)} + load ${Math.round(figures.loadMs)} + render ${Math.round(figures.renderDelayMs)} observed`;
        process.stdout.write(`  ${page} ${build} #${i + 1}: ${(figures.jsBytes / 1024).toFixed(1)} KB JS, LCP ${Math.round(figures.lcpMs)} ms (${parts}), TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, score ${figures.score}, benchmark index ${Math.round(figures.benchmarkIndex)}\n`);
      }
    }
  }
  const loadAfter = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\nmedian of ${runs} (load average before ${load}, after ${loadAfter})`);
  console.log('page      build        path                 JS KB on the wire (raw KB, files)   LCP ms   TBT ms   CLS     score   HTML TTFB ms (observed)');
  for (const page of pages) {
    for (const build of ['federation', 'single']) {
      const rs = results[page][build];
      const m = (k) => median(rs.map((r) => r[k]));
      console.log(
        `${page.padEnd(9)} ${build.padEnd(12)} ${paths[page].padEnd(20)} ${`${(m('jsBytes') / 1024).toFixed(1)} (${(m('jsRaw') / 1024).toFixed(0)}, ${m('scripts')})`.padEnd(33)}  ` +
          `${String(Math.round(m('lcpMs'))).padStart(6)}   ${String(Math.round(m('tbtMs'))).padStart(6)}   ${m('cls').toFixed(3)}   ${m('score').toFixed(2)}    ${String(Math.round(m('ttfbMs'))).padStart(5)}`,
      );
    }
    const ratio = median(results[page].federation.map((r) => r.jsBytes)) / median(results[page].single.map((r) => r.jsBytes));
    console.log(`${page.padEnd(9)} federation / single-bundle JS on the wire: ${ratio.toFixed(3)} (goal <= ${GOALS.federationCost})`);
  }
  if (results.home) {
    const f = results.home.federation;
    const m = (k) => median(f.map((r) => r[k]));
    const check = (ok) => (ok ? 'met' : 'NOT met');
    console.log(
      `home goals: JS ${(m('jsBytes') / 1024).toFixed(1)} KB <= ${GOALS.jsKb} ${check(m('jsBytes') / 1024 <= GOALS.jsKb)}; LCP ${Math.round(m('lcpMs'))} <= ${GOALS.lcpMs} ${check(m('lcpMs') <= GOALS.lcpMs)}; ` +
        `TBT ${Math.round(m('tbtMs'))} <= ${GOALS.tbtMs} ${check(m('tbtMs') <= GOALS.tbtMs)}; CLS ${m('cls').toFixed(3)} <= ${GOALS.cls} ${check(m('cls') <= GOALS.cls)}`,
    );
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ paths, results }, null, 2));
} finally {
  child.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
}
