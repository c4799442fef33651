import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toast";
import type { LeadConflict, LeadDetail, LeadDetailResponse } from "../../lib/desk";
import { type LeadEdit, type LeadListQuery, leadListSearchParams } from "../../lib/desk-schemas/leads";
import { answer, cancelledBy, DeskError, desk, problemText } from "./client";

export const leadKeys = {
  all: ["leads"] as const,
  list: (query: LeadListQuery) => ["leads", "list", query] as const,
  detail: (id: string) => ["leads", "detail", id] as const,
};

/** One page of the inbox; the previous page stays on screen while the next one loads. */
export const useLeadList = (query: LeadListQuery) =>
  useQuery({
    queryKey: leadKeys.list(query),
    queryFn: ({ signal }) =>
      answer(desk.leads.$get({ query: Object.fromEntries(leadListSearchParams(query)) }, cancelledBy(signal))),
    placeholderData: keepPreviousData,
  });

/** The CSV of everything the filters match (not only the page on screen). */
export const leadExportUrl = ({ cursor: _cursor, limit: _limit, ...filters }: LeadListQuery) =>
  `/api/admin${desk.leads["export.csv"].$path({ query: Object.fromEntries(leadListSearchParams(filters)) })}`;

export const useLead = (id: string) =>
  useQuery({
    queryKey: leadKeys.detail(id),
    queryFn: ({ signal }) => answer(desk.leads[":id"].$get({ param: { id } }, cancelledBy(signal))),
  });

/**
 * After any change to a lead: its page, every inbox page, the dashboard and the boards (a status
 * change moves the card) are refetched when next shown.
 */
function useLeadChanged(id: string) {
  const queryClient = useQueryClient();
  return (lead?: LeadDetail) => {
    if (lead) queryClient.setQueryData<LeadDetailResponse>(leadKeys.detail(id), (old) => (old ? { ...old, lead } : old));
    void queryClient.invalidateQueries({ queryKey: leadKeys.all });
    void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    void queryClient.invalidateQueries({ queryKey: ["boards"] });
  };
}

/** Shows what went wrong; a stale edit (409) shows the lead as it is now and says so. */
function useLeadProblem(id: string) {
  const toast = useToast();
  const changed = useLeadChanged(id);
  return (error: unknown) => {
    if (error instanceof DeskError && error.status === 409 && "lead" in error.body) {
      changed((error.body as LeadConflict).lead);
      toast.error({ title: "The lead was changed meanwhile", description: error.message });
      return;
    }
    toast.error({ title: "Not saved", description: problemText(error) });
  };
}

export function useEditLead(id: string) {
  const changed = useLeadChanged(id);
  const problem = useLeadProblem(id);
  const toast = useToast();
  return useMutation({
    mutationFn: (edit: LeadEdit) => answer(desk.leads[":id"].$patch({ param: { id }, json: edit })),
    onSuccess: ({ lead }) => {
      changed(lead);
      toast.success({ title: "Saved", description: "The lead was updated." });
    },
    onError: problem,
  });
}

export function useAddNote(id: string) {
  const changed = useLeadChanged(id);
  const problem = useLeadProblem(id);
  return useMutation({
    mutationFn: (text: string) => answer(desk.leads[":id"].notes.$post({ param: { id }, json: { text } })),
    onSuccess: () => changed(),
    onError: problem,
  });
}

export function useSetSpam(id: string) {
  const changed = useLeadChanged(id);
  const problem = useLeadProblem(id);
  const toast = useToast();
  return useMutation({
    mutationFn: (spam: boolean) => answer(desk.leads[":id"].spam.$post({ param: { id }, json: { spam } })),
    onSuccess: ({ lead }) => {
      changed(lead);
      toast.success(
        lead.isSpam
          ? { title: "Moved to spam", description: "The lead is out of the inbox and the pipeline." }
          : { title: "Not spam", description: "The lead is in the pipeline and is being forwarded to the team." },
      );
    },
    onError: problem,
  });
}

export function useRetryForward(id: string) {
  const changed = useLeadChanged(id);
  const problem = useLeadProblem(id);
  const toast = useToast();
  return useMutation({
    mutationFn: () => answer(desk.leads[":id"].forward.$post({ param: { id } })),
    onSuccess: ({ lead }) => {
      changed(lead);
      toast.success({ title: "Forwarding again", description: `${lead.name}'s lead is queued for forwarding.` });
    },
    onError: problem,
  });
}

export function useDeleteLead(id: string) {
  const queryClient = useQueryClient();
  const changed = useLeadChanged(id);
  const problem = useLeadProblem(id);
  return useMutation({
    mutationFn: () => answer(desk.leads[":id"].$delete({ param: { id } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: leadKeys.detail(id) });
      changed();
    },
    onError: problem,
  });
}
