import { useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../lib/desk";
import { api } from "./client";

export const useDashboard = () =>
  useQuery({ queryKey: ["dashboard"], queryFn: ({ signal }) => api<Dashboard>("/dashboard", { signal }) });
