/**
 * The public site's service worker, registered after load by src/lib/service-worker.ts.
 *
 * - /assets/* (hashed file names, never change): cache first.
 * - The site's pages (PAGES, every prerendered path): network first; the saved copy when the network
 *   fails; /offline when there is none. Other addresses (404s) are left to the browser.
 * - Images: the saved copy at once, refreshed in the background.
 * - Never touched: non-GET requests, /api/*, /admin/*, /embed/*, other origins, the hero video
 *   (range requests), anything else.
 *
 * `npm run build` (scripts/prerender.ts, stampServiceWorker) writes the build's version, the files the
 * offline page needs and the list of pages into the copy in dist/client; each build therefore gets its own cache, and
 * the previous build's cache is deleted when the new worker activates.
 */
const VERSION = "dev";
const PRECACHE = ["/offline"];
const PAGES = ["/offline"];

const CACHE_PREFIX = "lakeshore-";
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_PATH = "/offline";
const BYPASS = /^\/(api|admin|embed)(\/|$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
      // The page that registered the worker loaded before it existed: save that page too.
      const cache = await caches.open(CACHE);
      const windows = await self.clients.matchAll({ type: "window" });
      await Promise.all(
        windows.map(async (client) => {
          const url = new URL(client.url);
          if (url.origin !== self.location.origin || BYPASS.test(url.pathname)) return;
          const response = await fetch(url.pathname).catch(() => undefined);
          if (cacheable(response)) await cache.put(url.pathname, response);
        }),
      );
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || BYPASS.test(url.pathname)) return;
  if (request.mode === "navigate") {
    if (PAGES.includes(url.pathname)) event.respondWith(networkFirstPage(event, url));
  } else if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(event));
  else if (request.destination === "image") event.respondWith(staleWhileRevalidate(event));
});

/** Only complete, same-origin, successful answers are worth keeping. */
function cacheable(response) {
  return !!response && response.ok && response.status === 200 && response.type === "basic";
}

async function networkFirstPage(event, url) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    // Saved under the path alone, so /about?utm_source=x and /about share one copy.
    if (cacheable(response) && !response.redirected) event.waitUntil(cache.put(url.pathname, response.clone()));
    return response;
  } catch (error) {
    const saved = await cache.match(url.pathname);
    if (saved) return saved;
    if (url.pathname === OFFLINE_PATH) throw error;
    // Redirected, not substituted: the offline page then hydrates at its own address.
    return Response.redirect(`${OFFLINE_PATH}?from=${encodeURIComponent(url.pathname + url.search)}`, 302);
  }
}

async function cacheFirst(event) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(event.request);
  if (saved) return saved;
  const response = await fetch(event.request);
  if (cacheable(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(event.request);
  const refresh = fetch(event.request).then((response) => {
    if (cacheable(response)) return cache.put(event.request, response.clone()).then(() => response);
    return response;
  });
  if (!saved) return refresh;
  event.waitUntil(refresh.catch(() => undefined));
  return saved;
}
