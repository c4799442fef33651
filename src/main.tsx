import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { registerServiceWorker } from "./lib/service-worker";
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
  await loadPageCode(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.dataset.prerendered === window.location.pathname) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start().then(registerServiceWorker);
