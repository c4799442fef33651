import "./desk.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { themeStorageKey } from "../components/ui/theme";
import { queryClient } from "./api/query-client";
import { DeskToaster } from "./components/DeskToaster";
import { deskRoutes } from "./routes";

// The same theme choice as the public site (dark unless light was chosen), before the first render.
try {
  document.documentElement.classList.toggle("dark", localStorage.getItem(themeStorageKey) !== "light");
} catch {
  // Storage blocked: the default (dark) stays.
}

const router = createBrowserRouter(deskRoutes);
const container = document.getElementById("desk");
if (container)
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeskToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
