import { useQuery } from "@tanstack/react-query";
import type { Me } from "../../lib/desk";
import { api } from "./client";

/** The signed-in member (GET /api/admin/me): who the shell greets and whether admin tools show. */
export const useMe = () => useQuery({ queryKey: ["me"], queryFn: () => api<Me>("/me") });

export const useIsAdmin = () => useMe().data?.role === "admin";
