import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireStaff, sameOriginWrites } from "../../http/access";
import { deskBoardRoutes } from "./boards";
import { deskCalendarRoutes } from "./calendar";
import { deskChatbotRoutes } from "./chatbot";
import { deskComplianceRoutes } from "./compliance";
import { deskDashboardRoutes } from "./dashboard";
import { deskEstimateRoutes } from "./estimates";
import { deskJobRoutes } from "./jobs";
import { deskLeadRoutes } from "./leads";
import { deskPhotoRoutes } from "./photos";
import { deskSourceRoutes } from "./sources";
import { deskMeRoutes, deskStaffRoutes } from "./staff";

/**
 * /api/admin: the desk's JSON API. Every request, known route or not, first proves it comes from an
 * active staff member, and every change that it comes from the desk's own pages. Admin-only routes
 * add requireAdmin in their own module.
 */
export const adminApiRoutes = new Hono<AppEnv>()
  .use(requireStaff, sameOriginWrites)
  .route("/me", deskMeRoutes)
  .route("/staff", deskStaffRoutes)
  .route("/leads", deskLeadRoutes)
  .route("/photos", deskPhotoRoutes)
  .route("/dashboard", deskDashboardRoutes)
  .route("/boards", deskBoardRoutes)
  .route("/calendar", deskCalendarRoutes)
  .route("/chatbot", deskChatbotRoutes)
  .route("/estimates", deskEstimateRoutes)
  .route("/sources", deskSourceRoutes)
  .route("/jobs", deskJobRoutes)
  .route("/compliance", deskComplianceRoutes);

/** The desk's API as Hono's typed client sees it (src/admin/api/client.ts): requests and answers checked against these routes. */
export type DeskApi = typeof adminApiRoutes;
