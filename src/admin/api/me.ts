import { useQuery } from "@tanstack/react-query";
import { answer, desk } from "./client";

/** The signed-in member (GET /api/admin/me): who the shell greets and whether admin tools show. */
export const useMe = () => useQuery({ queryKey: ["me"], queryFn: () => answer(desk.me.$get()) });

export const useIsAdmin = () => useMe().data?.role === "admin";
