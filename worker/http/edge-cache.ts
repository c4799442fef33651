/**
 * Public responses the Worker keeps in this data centre's Cache API (for as long as their own
 * Cache-Control allows), one entry per address whatever the query string. A staff change or a
 * booking forgets the entry, so this location answers afresh on its next request; other locations
 * follow within the response's cache lifetime.
 */
export const cachedPublicPaths = {
  /** The /calendar page with its events and open slots put into the prerendered HTML. */
  calendarPage: "/calendar",
  /** The chatbot widget's configuration. */
  widgetConfig: "/api/chatbot/config",
} as const;

type CachedPath = (typeof cachedPublicPaths)[keyof typeof cachedPublicPaths];

const cacheKey = (path: CachedPath, requestUrl: string) => new Request(new URL(path, requestUrl));

export const cachedResponse = (path: CachedPath, requestUrl: string) => caches.default.match(cacheKey(path, requestUrl));

/** Stores a copy of `response`; pass it to waitUntil and answer with the original. */
export const keepResponse = (path: CachedPath, requestUrl: string, response: Response) =>
  caches.default.put(cacheKey(path, requestUrl), response.clone());

export async function forgetCachedResponse(path: CachedPath, requestUrl: string) {
  await caches.default.delete(cacheKey(path, requestUrl));
}
