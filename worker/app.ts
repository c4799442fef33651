import { Hono } from "hono";
import type { AppEnv } from "./env";
import { drainUnreadBody } from "./http/body";
import { securityHeaders } from "./http/guards";
import { handleError, handleNotFound } from "./http/problems";
import { adminApiRoutes } from "./routes/admin";
import { calendarApiRoutes, calendarPageRoutes } from "./routes/calendar";
import { chatbotRoutes } from "./routes/chatbot";
import { deskPageRoutes } from "./routes/desk-pages";
import { estimatePageRoutes } from "./routes/estimates";
import { chatLeadRoutes } from "./routes/leads";
import { metricsRoutes } from "./routes/metrics";
import { quoteRequestRoutes } from "./routes/quote-requests";

/** Every HTTP route of the Worker, in the order they are tried (worker/index.ts serves it). */
export const app = new Hono<AppEnv>()
  .use(drainUnreadBody)
  // The public calendar's pages and feed set their own (cacheable) headers, so they come first.
  .route("/", calendarPageRoutes)
  // The chatbot widget's configuration is cacheable too; its route sets the security headers itself.
  .route("/api/chatbot", chatbotRoutes)
  // The desk's HTML keeps the static pages' headers; the page routes add noindex and no-store.
  .route("/", deskPageRoutes)
  .use(securityHeaders)
  .route("/estimates", estimatePageRoutes)
  .get("/api/health", (c) => c.json({ ok: true }))
  .route("/api/quote-requests", quoteRequestRoutes)
  .route("/api/leads", chatLeadRoutes)
  .route("/api/metrics", metricsRoutes)
  .route("/api/calendar", calendarApiRoutes)
  .route("/api/admin", adminApiRoutes)
  .notFound(handleNotFound)
  .onError(handleError);
