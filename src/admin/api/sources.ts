import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toast";
import type { SpendChange } from "../../lib/source-schemas";
import type { SourcesQuery } from "../../lib/sources";
import { answer, cancelledBy, desk, problemText } from "./client";

/** /api/admin/sources: the Sources screen's figures, its exports, the monthly spend and a lead's source. */

export const sourceKeys = {
  all: ["sources"] as const,
  report: (query: SourcesQuery) => ["sources", "report", query] as const,
  spend: (month: string) => ["sources", "spend", month] as const,
  lead: (id: string) => ["sources", "lead", id] as const,
};

/** The figures for a range; the previous ones stay on screen while new ones load. */
export const useSourcesReport = (query: SourcesQuery) =>
  useQuery({
    queryKey: sourceKeys.report(query),
    queryFn: ({ signal }) => answer(desk.sources.$get({ query }, cancelledBy(signal))),
    placeholderData: keepPreviousData,
  });

export const sourcesCsvUrl = (query: SourcesQuery) => `/api/admin${desk.sources["export.csv"].$path({ query })}`;

export const googleAdsCsvUrl = (query: { from: string; to: string; conversionName: string }) =>
  `/api/admin${desk.sources["google-ads.csv"].$path({ query })}`;

export const useSpend = (month: string) =>
  useQuery({
    queryKey: sourceKeys.spend(month),
    queryFn: ({ signal }) => answer(desk.sources.spend.$get({ query: { month } }, cancelledBy(signal))),
  });

/** Saves a month's spend; every report is computed again, as cost per lead depends on it. */
export function useSaveSpend() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (change: SpendChange) => answer(desk.sources.spend.$put({ json: change })),
    onSuccess: (spend) => {
      queryClient.setQueryData(sourceKeys.spend(spend.month), spend);
      void queryClient.invalidateQueries({ queryKey: ["sources", "report"] });
      toast.success({ title: "Spend saved", description: `The spend for ${spend.month} is saved.` });
    },
    onError: (error) => toast.error({ title: "Not saved", description: problemText(error) }),
  });
}

export const useLeadSource = (id: string) =>
  useQuery({
    queryKey: sourceKeys.lead(id),
    queryFn: ({ signal }) => answer(desk.sources.leads[":id"].$get({ param: { id } }, cancelledBy(signal))),
  });
