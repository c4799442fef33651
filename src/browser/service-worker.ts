import { afterPageLoad } from "./after-load";

/** Pages that must not register the worker: the staff desk and the widget other sites frame. */
const excludedPaths = /^\/(admin|embed)(\/|$)/;

/**
 * Registers /sw.js (public/sw.js: offline page, cached assets and pages) once the page has loaded,
 * so it never competes with the page's own requests. Production builds only; public pages only.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator) || excludedPaths.test(window.location.pathname)) return;
  afterPageLoad(() => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("Service worker not registered", error));
  });
}
