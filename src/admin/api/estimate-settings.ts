import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toast";
import type { EstimateSettingsInput, PriceListItemInput } from "../../lib/desk-schemas/estimate-settings";
import { answer, cancelledBy, DeskError, desk, problemText } from "./client";

/**
 * The price list and the estimate settings (/api/admin/estimates/price-list and /settings): every
 * member reads them, the server lets only admins change them.
 */

export const priceListKey = ["estimates", "price-list"] as const;
export const estimateSettingsKey = ["estimates", "settings"] as const;

/** A refusal's sentence per field (a 400 from the shared schemas), keyed as the request body names them. */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof DeskError) || error.status !== 400) return {};
  const fields = error.body.fields;
  if (typeof fields !== "object" || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export const usePriceList = () =>
  useQuery({
    queryKey: priceListKey,
    queryFn: ({ signal }) => answer(desk.estimates["price-list"].$get({}, cancelledBy(signal))),
    select: (data) => data.items,
  });

export type PriceListChange =
  | { kind: "add"; item: PriceListItemInput }
  | { kind: "update"; id: string; item: PriceListItemInput & { version: number } }
  | { kind: "remove"; id: string };

/** Admin changes to the price list; a stale edit (409) refreshes the list so the admin sees the current item. */
export function useChangePriceList() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (change: PriceListChange) => {
      switch (change.kind) {
        case "add":
          return answer(desk.estimates["price-list"].$post({ json: change.item }));
        case "update":
          return answer(desk.estimates["price-list"][":itemId"].$put({ param: { itemId: change.id }, json: change.item }));
        case "remove":
          return answer(desk.estimates["price-list"][":itemId"].$delete({ param: { itemId: change.id } }));
      }
    },
    onSuccess: (_result, change) => {
      void queryClient.invalidateQueries({ queryKey: priceListKey });
      const done = { add: "added", update: "saved", remove: "removed" }[change.kind];
      toast.success({ title: "Price list updated", description: `The item was ${done}.` });
    },
    onError: (error) => {
      // A refusal with fields is shown beside them; the toast says what happened in one sentence.
      toast.error({ title: "Not changed", description: problemText(error) });
      if (error instanceof DeskError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: priceListKey });
    },
  });
}

export const useEstimateSettings = () =>
  useQuery({
    queryKey: estimateSettingsKey,
    queryFn: ({ signal }) => answer(desk.estimates.settings.$get({}, cancelledBy(signal))),
    select: (data) => data.settings,
  });

/**
 * Saves the settings. A stale save (409) keeps the admin's edits on screen with the server's
 * sentence; the query is not refreshed under them (that would start a fresh draft and lose them).
 */
export function useSaveEstimateSettings() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (settings: EstimateSettingsInput) => answer(desk.estimates.settings.$put({ json: settings })),
    onSuccess: (data) => {
      queryClient.setQueryData(estimateSettingsKey, data);
      toast.success({ title: "Saved", description: "Estimate settings saved." });
    },
    onError: (error) => toast.error({ title: "Not saved", description: problemText(error) }),
  });
}
