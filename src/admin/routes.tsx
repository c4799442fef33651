import type { RouteObject } from "react-router-dom";
import { DeskShell } from "./components/DeskShell";
import { NotFound } from "./components/NotFound";
import { RouteError } from "./components/RouteError";

/**
 * The desk's screens, each loaded when first visited. A screen module exports `Component` (and may
 * export `loader`, `ErrorBoundary`, ...: react-router's lazy route module). One line per screen.
 */
const screens: RouteObject[] = [
  { index: true, lazy: () => import("./routes/dashboard") },
  { path: "leads", lazy: () => import("./routes/leads") },
  { path: "leads/:id", lazy: () => import("./routes/lead") },
  { path: "estimates", lazy: () => import("./routes/estimates") },
  { path: "estimates/:id", lazy: () => import("./routes/estimate") },
  { path: "jobs", lazy: () => import("./routes/jobs") },
  { path: "jobs/:id", lazy: () => import("./routes/job") },
  { path: "jobs/:id/log", lazy: () => import("./routes/job-log") },
  { path: "local-rules", lazy: () => import("./routes/local-rules") },
  { path: "staff", lazy: () => import("./routes/staff") },
  { path: "calendar", lazy: () => import("./routes/calendar") },
  { path: "chatbot", lazy: () => import("./routes/chatbot") },
  { path: "kanban/:id?", lazy: () => import("./routes/kanban") },
  { path: "price-list", lazy: () => import("./routes/price-list") },
  { path: "estimate-settings", lazy: () => import("./routes/estimate-settings") },
  { path: "sources", lazy: () => import("./routes/sources") },
  { path: "*", element: <NotFound /> },
];

export const deskRoutes: RouteObject[] = [
  {
    path: "/admin",
    element: <DeskShell />,
    // The first screen's code is loading: nothing to show yet (the shell itself waits for it).
    HydrateFallback: () => null,
    // The pathless route keeps the shell (navigation, member, theme) around a screen that failed.
    children: [{ errorElement: <RouteError />, children: screens }],
  },
];
