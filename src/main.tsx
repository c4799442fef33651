import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { afterPageLoad } from "./browser/after-load";
import { registerServiceWorker } from "./browser/service-worker";
import { AppRoutes, loadPageCode } from "./routes";

/**
 * Prerendered pages are hydrated, after their page code has loaded so the first client render
 * matches the HTML. Any other page (the 404 page served for an unknown address) is rendered fresh.
 */
async function start() {
  // The inline script in index.html shows the no-JavaScript versions of forms again if this never runs.
  Object.assign(window, { __appStarted: true });
  document.documentElement.classList.add("js");
  const container = document.getElementById("root");
  if (!container) return;
  // A task of its own for requesting the page's code: evaluating React's modules is long enough.
  await (typeof scheduler === "undefined" ? new Promise((resolve) => setTimeout(resolve)) : scheduler.yield());
  await loadPageCode(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  if (container.dataset.prerendered === window.location.pathname) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/** Web vitals and page views: analytics code loads well after the page, never competing with it. */
const metricsDelayMs = 5000;
const landingPath = window.location.pathname;

void start().then(() => {
  registerServiceWorker();
  afterPageLoad(
    () => void import("./browser/metrics-client").then((metrics) => metrics.startMetrics(landingPath)),
    metricsDelayMs,
  );
});
