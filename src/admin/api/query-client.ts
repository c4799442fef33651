import { QueryClient } from "@tanstack/react-query";
import { DeskError } from "./client";

/**
 * The desk's one cache, as the spec asks: fresh for 5 minutes, kept 10, two retries, no refetch
 * when the window regains focus. Every change invalidates what it touched explicitly.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      // A refusal (4xx) will not change on retry; a lost connection or a 5xx might.
      retry: (failures, error) => failures < 2 && !(error instanceof DeskError && error.status >= 400 && error.status < 500),
    },
  },
});
