import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toast";
import type { EstimateDraft } from "../../lib/desk-schemas/estimates";
import type { EstimateDetail } from "../../lib/estimate-desk";
import type { EstimateStatus } from "../../lib/estimates";
import { answer, cancelledBy, DeskError, desk, problemText } from "./client";

/**
 * The desk's estimates over /api/admin/estimates: the list (all, by status or by lead), one
 * estimate, and every change staff make to it. A change made against an older version is refused
 * with 409 and the estimate as it is now; the hooks hand that back to the screen, which keeps what
 * staff typed and lets them choose (see `conflictOf`).
 */

export type EstimateFilters = { status?: EstimateStatus; leadId?: string };

export const estimateKeys = {
  all: ["estimates"] as const,
  list: (filters: EstimateFilters) => ["estimates", "list", filters] as const,
  detail: (id: string) => ["estimates", "detail", id] as const,
  priceList: ["estimates", "price-list"] as const,
};

/** The list's query string: only the filters that are set. */
const listQuery = (filters: EstimateFilters, cursor: string | undefined) => ({
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.leadId ? { leadId: filters.leadId } : {}),
  ...(cursor ? { cursor } : {}),
});

/** Newest change first, 50 a page; "Load more" fetches the next page. */
export const useEstimateList = (filters: EstimateFilters) =>
  useInfiniteQuery({
    queryKey: estimateKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      answer(desk.estimates.$get({ query: listQuery(filters, pageParam) }, cancelledBy(signal))),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useEstimate = (id: string) =>
  useQuery({
    queryKey: estimateKeys.detail(id),
    queryFn: ({ signal }) => answer(desk.estimates[":id"].$get({ param: { id } }, cancelledBy(signal))),
    select: (data) => data.estimate,
  });

/** The price list staff pick lines from (only the items admins keep active are offered). */
export const usePriceList = () =>
  useQuery({
    queryKey: estimateKeys.priceList,
    queryFn: ({ signal }) => answer(desk.estimates["price-list"].$get({}, cancelledBy(signal))),
    select: (data) => data.items.filter((item) => item.active),
  });

/** A refusal because someone else changed the estimate first: the server's sentence and the estimate as it is now. */
export function conflictOf(error: unknown): { message: string; current: EstimateDetail } | null {
  if (!(error instanceof DeskError) || error.status !== 409) return null;
  const current = error.body.estimate;
  return current && typeof current === "object" ? { message: error.message, current: current as EstimateDetail } : null;
}

/** Per input, the server's sentence for it (a 400's `fields`: "customer.email", "lines.2.unit"...). */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof DeskError) || error.status !== 400) return {};
  const fields = error.body.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}

/**
 * After a change: the estimate's page shows the server's answer at once; every list (the estimates
 * screen, each lead's estimates), the lead (its status and timeline), the dashboard and the boards
 * are refetched when next shown.
 */
function useEstimateChanged() {
  const queryClient = useQueryClient();
  return (estimate?: EstimateDetail) => {
    if (estimate) queryClient.setQueryData(estimateKeys.detail(estimate.id), { estimate });
    void queryClient.invalidateQueries({ queryKey: ["estimates", "list"] });
    void queryClient.invalidateQueries({ queryKey: ["leads"] });
    void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    void queryClient.invalidateQueries({ queryKey: ["boards"] });
  };
}

/** Takes the estimate as it is now (after a conflict the screen offers this), dropping what was typed. */
export function useLoadCurrent() {
  const queryClient = useQueryClient();
  return (estimate: EstimateDetail) => queryClient.setQueryData(estimateKeys.detail(estimate.id), { estimate });
}

/** A new draft from a lead: its name, address, service and photos carried over. */
export function useCreateEstimate() {
  const changed = useEstimateChanged();
  const toast = useToast();
  return useMutation({
    mutationFn: (leadId: string) => answer(desk.estimates.$post({ json: { leadId } })),
    onSuccess: ({ estimate }) => {
      changed(estimate);
      toast.success({ title: "Estimate drafted", description: `${estimate.number} was made from the lead.` });
    },
    onError: (error) => toast.error({ title: "No estimate made", description: problemText(error) }),
  });
}

/**
 * Saves a draft against the version it was loaded at. Errors are left to the screen: a 400 is shown
 * beside the fields, a 409 with the choice to load the current version or keep the edits.
 */
export function useSaveEstimate(id: string) {
  const changed = useEstimateChanged();
  return useMutation({
    mutationFn: (draft: EstimateDraft) => answer(desk.estimates[":id"].$put({ param: { id }, json: draft })),
    onSuccess: ({ estimate }) => changed(estimate),
  });
}

export function useDeleteEstimate(id: string) {
  const queryClient = useQueryClient();
  const changed = useEstimateChanged();
  const toast = useToast();
  return useMutation({
    mutationFn: (version: number) =>
      answer(desk.estimates[":id"].$delete({ param: { id }, query: { version: String(version) } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: estimateKeys.detail(id) });
      changed();
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict) changed(conflict.current);
      toast.error({ title: "Not deleted", description: problemText(error) });
    },
  });
}

/** The next revision of a sent estimate, as a new draft (the screen opens it). */
export function useReviseEstimate(id: string) {
  const changed = useEstimateChanged();
  const toast = useToast();
  return useMutation({
    mutationFn: () => answer(desk.estimates[":id"].revisions.$post({ param: { id } })),
    onSuccess: ({ estimate }) => {
      changed(estimate);
      toast.success({ title: "New revision", description: `${estimate.number} is a draft copy of the estimate.` });
    },
    onError: (error) => toast.error({ title: "No revision made", description: problemText(error) }),
  });
}

/**
 * Sends a draft (or sends a sent one again) by e-mail. The answer carries the customer's link. A 409
 * is refreshed to the current estimate; the screen says why (and offers to send anyway when the 409
 * lists language problems: see `languageProblemsOf`).
 */
export function useSendEstimate(id: string) {
  const changed = useEstimateChanged();
  const toast = useToast();
  return useMutation({
    mutationFn: (request: { version: number; to: string | null; acceptLanguageProblems?: boolean }) =>
      answer(desk.estimates[":id"].send.$post({ param: { id }, json: request })),
    onSuccess: ({ estimate }) => {
      changed(estimate);
      toast.success({
        title: "Estimate sent",
        description: `${estimate.number} was e-mailed to ${estimate.sentTo}. Copy the link to paste into a text message.`,
      });
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict && conflict.current.status !== "draft") changed(conflict.current);
    },
  });
}

export function useWithdrawEstimate(id: string) {
  const changed = useEstimateChanged();
  const toast = useToast();
  return useMutation({
    mutationFn: (version: number) => answer(desk.estimates[":id"].withdraw.$post({ param: { id }, json: { version } })),
    onSuccess: ({ estimate }) => {
      changed(estimate);
      toast.success({ title: "Withdrawn", description: `${estimate.number}'s link no longer shows the estimate.` });
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict) changed(conflict.current);
      toast.error({ title: "Not withdrawn", description: problemText(error) });
    },
  });
}

/** The texts a send was refused for because they are not in the estimate's language (a 409 that lists them). */
export function languageProblemsOf(error: unknown): string[] | null {
  if (!(error instanceof DeskError) || error.status !== 409) return null;
  const problems = error.body.languageProblems;
  return Array.isArray(problems) ? problems.filter((problem): problem is string => typeof problem === "string") : null;
}

/** The customer's link again, fetched when staff ask to see it (it is never kept in the desk's cache). */
export const fetchCustomerLink = (id: string) => answer(desk.estimates[":id"].link.$get({ param: { id } }));

/** Every link of the estimate stops opening it; the customer then needs a fresh one. */
export function useRevokeCustomerLinks(id: string) {
  const changed = useEstimateChanged();
  const toast = useToast();
  return useMutation({
    mutationFn: () => answer(desk.estimates[":id"].links.revoke.$post({ param: { id } })),
    onSuccess: ({ estimate }) => {
      changed(estimate);
      toast.success({ title: "Links revoked", description: `No link opens ${estimate.number} any more.` });
    },
    onError: (error) => toast.error({ title: "Links not revoked", description: problemText(error) }),
  });
}

/** E-mails the customer their link: the live one, or a fresh one once the old ones were revoked or ended. */
export function useEmailCustomerLink(id: string) {
  const changed = useEstimateChanged();
  const toast = useToast();
  return useMutation({
    mutationFn: () => answer(desk.estimates[":id"].links.$post({ param: { id } })),
    onSuccess: ({ estimate }) => {
      changed(estimate);
      toast.success({ title: "Link e-mailed", description: `${estimate.number}'s link was e-mailed to ${estimate.sentTo}.` });
    },
    onError: (error) => toast.error({ title: "Link not e-mailed", description: problemText(error) }),
  });
}

/** The estimate's PDF as the desk opens it; the signed copy (with the approval page) once approved. */
export const estimatePdfUrl = (id: string, { signed = false, download = false } = {}) => {
  const query = new URLSearchParams({ ...(signed ? { signed: "1" } : {}), ...(download ? { download: "1" } : {}) });
  return `/api/admin${desk.estimates[":id"].pdf.$path({ param: { id } })}${query.size ? `?${query}` : ""}`;
};
