/**
 * The site-root service worker (spec §2 /service-worker.js), served as plain JavaScript.
 * Same-origin requests only:
 * - never /api or /v2.. (and never another origin: the API, chat and remotes live on other hosts/ports),
 *   nor /config.json, /remotes.json or the worker itself;
 * - HTML pages: network first (the server decides redirects and props), the last copy when offline;
 * - the shell's hashed static assets (name.0123456789.js/css): cache first (they never change);
 * - other static files (main.js, manifest.json): network first.
 */
export const SERVICE_WORKER_CACHE = 'luvcast-shell-v1';

export const SERVICE_WORKER_JS = `'use strict';
const CACHE = ${JSON.stringify(SERVICE_WORKER_CACHE)};
const HASHED = /\\.[0-9a-f]{8,}\\.(js|css|woff2?|png|svg|jpg|webp)$/;
const NEVER = /^\\/(api|v\\d+)(\\/|$)|^\\/(config|remotes)\\.json$|^\\/service-worker\\.js$/;

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  ),
);

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
    return;
  }
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});
`;
