import { chatOutboxKey } from "../state/chat";
import { afterPageLoad } from "./after-load";
import { enhanceHeader } from "./header";
import { startIslands } from "./island-triggers";
import { enhanceMenus } from "./menus";
import { registerServiceWorker } from "./service-worker";

/**
 * The script of every public page. The page is its prerendered HTML; this wires the header (theme,
 * menus) and starts the page's islands (src/browser/island-triggers.ts), each of which loads its own code
 * when it is needed. Tests wait for window.__islandsReady.
 */

// Built pages carry their stylesheet inline, compiled for their section by scripts/prerender.ts. Not
// imported in the build: Vite would then load the whole site's sheet again with the first island.
if (import.meta.env.DEV) void import("../styles.css");

// The inline script in index.html shows the no-JavaScript versions of forms again if this never runs.
Object.assign(window, { __appStarted: true });

/** Web vitals and page views: analytics code loads well after the page, never competing with it. */
const metricsDelayMs = 5000;

/** A page prerendered for a link the visitor may follow (Speculation Rules) counts only once shown. */
function whenShown(callback: () => void) {
  if (document.prerendering) document.addEventListener("prerenderingchange", callback, { once: true });
  else callback();
}

function hasWaitingChatLeads() {
  try {
    return localStorage.getItem(chatOutboxKey) !== null;
  } catch {
    return false;
  }
}

enhanceHeader();
enhanceMenus();
void startIslands().then(() => Object.assign(window, { __islandsReady: true }));
registerServiceWorker();
// A chat lead the server has not accepted yet is sent again on every page load, without the chat's code.
if (hasWaitingChatLeads()) void import("../components/chat/delivery").then((delivery) => delivery.flushOutbox());
const landingPath = window.location.pathname;
whenShown(() =>
  afterPageLoad(() => void import("./metrics-client").then((metrics) => metrics.startMetrics(landingPath)), metricsDelayMs),
);
