import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { requireStaffPage } from "../http/access";

/**
 * The staff desk's pages. wrangler.toml runs the Worker first for /admin, /admin/* and the built
 * /admin.html, so the desk's HTML leaves the assets only through here, after the staff check. Every
 * /admin path gets the same page: the desk's own router shows the screen, or its not-found state.
 */

/** The built desk entry (admin.html), as the assets serve it under html_handling = "drop-trailing-slash". */
const deskEntryPath = "/admin";

async function serveDesk(c: Context<AppEnv>) {
  const entry = await c.env.ASSETS.fetch(new Request(new URL(deskEntryPath, c.req.url), { headers: { Accept: "text/html" } }));
  const headers = new Headers(entry.headers);
  headers.delete("ETag");
  headers.delete("Last-Modified");
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  return new Response(entry.body, { status: entry.status, headers });
}

// In Hono "/admin/*" also matches "/admin" itself.
export const deskPageRoutes = new Hono<AppEnv>()
  .use("/admin/*", requireStaffPage)
  .use("/admin.html", requireStaffPage)
  .get("/admin/*", serveDesk)
  .get("/admin.html", (c) => c.redirect(deskEntryPath, 301));
