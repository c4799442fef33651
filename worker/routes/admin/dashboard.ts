import { Hono } from "hono";
import { loadDashboard } from "../../domain/dashboard";
import type { AppEnv } from "../../env";

/** /api/admin/dashboard: the desk's front page figures (Dashboard in src/lib/desk.ts). */
export const deskDashboardRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await loadDashboard(c.env.DB)));
