import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toast";
import type { SiteFacts } from "../../lib/compliance/facts";
import type { JobDueFilter } from "../../lib/job-desk";
import type { JobMove, JobRecordInput, JobSchedule, LocalRuleSave, NewWasteLoad, WasteLoadChange } from "../../lib/job-schemas";
import type { JobState } from "../../lib/jobs";
import { answer, cancelledBy, DeskError, desk, problemText } from "./client";

/**
 * The desk's jobs over /api/admin/jobs: the list, what is due across jobs, one job and every change
 * staff make to it, its daily log, and the local rules. A change made against an older version is
 * refused (409): the job is fetched again and the screen says why.
 */

export type JobFilters = { state?: JobState; due?: JobDueFilter; q?: string; leadId?: string };

export const jobKeys = {
  all: ["jobs"] as const,
  list: (filters: JobFilters) => ["jobs", "list", filters] as const,
  due: ["jobs", "due"] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
  log: (id: string) => ["jobs", "log", id] as const,
  localRules: ["jobs", "local-rules"] as const,
};

const listQuery = (filters: JobFilters, cursor: string | undefined) =>
  Object.fromEntries(Object.entries({ ...filters, cursor }).filter(([, value]) => value !== undefined && value !== "")) as Record<
    string,
    string
  >;

export const useJobList = (filters: JobFilters) =>
  useInfiniteQuery({
    queryKey: jobKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => answer(desk.jobs.$get({ query: listQuery(filters, pageParam) }, cancelledBy(signal))),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useDueList = () =>
  useQuery({ queryKey: jobKeys.due, queryFn: ({ signal }) => answer(desk.jobs.due.$get({}, cancelledBy(signal))) });

export const useJob = (id: string) =>
  useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => fetchJob(id, signal),
    select: (data) => data.job,
  });

export const useJobLog = (id: string) =>
  useQuery({
    queryKey: jobKeys.log(id),
    queryFn: ({ signal }) => answer(desk.jobs[":id"].log.$get({ param: { id } }, cancelledBy(signal))),
  });

/** Per input, the server's sentence for it (a 400's or a 409's `fields`). */
export function jobFieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof DeskError)) return {};
  const fields = error.body.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}

/** A job as the desk receives it (the JSON of JobDetail). */
export type DeskJob = Awaited<ReturnType<typeof fetchJob>>["job"];
const fetchJob = (id: string, signal?: AbortSignal) =>
  answer(desk.jobs[":id"].$get({ param: { id } }, signal ? cancelledBy(signal) : undefined));

/** After a change: the job's page shows the answer at once; lists, the dashboard, the lead and the calendar refetch. */
function useJobChanged(id: string) {
  const queryClient = useQueryClient();
  return (job?: DeskJob) => {
    if (job) queryClient.setQueryData(jobKeys.detail(id), { job });
    void queryClient.invalidateQueries({ queryKey: ["jobs", "list"] });
    void queryClient.invalidateQueries({ queryKey: jobKeys.due });
    void queryClient.invalidateQueries({ queryKey: ["leads"] });
    void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
  };
}

/**
 * A stale change refetches the job; a refusal is said in a toast unless the screen shows it itself
 * (beside a field, or in the place of the button that was refused: `title` null).
 */
function useJobProblem(id: string, title: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return (error: unknown) => {
    if (error instanceof DeskError && error.status === 409) void queryClient.invalidateQueries({ queryKey: jobKeys.detail(id) });
    if (title && Object.keys(jobFieldProblems(error)).length === 0) toast.error({ title, description: problemText(error) });
  };
}

function useJobMutation<Input>(
  id: string,
  call: (input: Input) => Promise<{ job: DeskJob }>,
  messages: { done: string; failed: string },
) {
  const changed = useJobChanged(id);
  const toast = useToast();
  const problem = useJobProblem(id, messages.failed);
  return useMutation({
    mutationFn: call,
    onSuccess: ({ job }) => {
      changed(job);
      toast.success({ title: messages.done, description: job.number });
    },
    onError: problem,
  });
}

const job = desk.jobs[":id"];

export function useSaveSchedule(id: string) {
  const changed = useJobChanged(id);
  const problem = useJobProblem(id, "Schedule not saved");
  return useMutation({
    mutationFn: (schedule: JobSchedule) => answer(job.schedule.$put({ param: { id }, json: schedule })),
    onSuccess: ({ job: saved }) => changed(saved),
    onError: problem,
  });
}

export const useSaveFacts = (id: string) =>
  useJobMutation(id, (input: { version: number; facts: SiteFacts }) => answer(job.facts.$put({ param: { id }, json: input })), {
    done: "Site facts saved",
    failed: "Site facts not saved",
  });

export function useMoveJob(id: string) {
  const changed = useJobChanged(id);
  // The job's actions say a refusal where its button is.
  const problem = useJobProblem(id, null);
  return useMutation({
    mutationFn: (move: JobMove) => answer(job.state.$post({ param: { id }, json: move })),
    onSuccess: ({ job: moved }) => changed(moved),
    onError: problem,
  });
}

export const useReviewRequest = (id: string) =>
  useJobMutation(
    id,
    (input: { version: number; enabled: boolean }) => answer(job["review-request"].$put({ param: { id }, json: input })),
    { done: "Review request saved", failed: "Review request not saved" },
  );

export const useAddRecord = (id: string) =>
  useJobMutation(id, (record: JobRecordInput) => answer(job.records.$post({ param: { id }, json: record })), {
    done: "Record saved",
    failed: "Record not saved",
  });

export const useVoidRecord = (id: string) =>
  useJobMutation(
    id,
    ({ recordId, reason }: { recordId: string; reason: string }) =>
      answer(job.records[":recordId"].void.$post({ param: { id, recordId }, json: { reason } })),
    { done: "Record struck out", failed: "Record not struck out" },
  );

export const useAddWasteLoad = (id: string) =>
  useJobMutation(id, (load: NewWasteLoad) => answer(job["waste-loads"].$post({ param: { id }, json: load })), {
    done: "Load recorded",
    failed: "Load not recorded",
  });

export const useChangeWasteLoad = (id: string) =>
  useJobMutation(
    id,
    ({ loadId, change }: { loadId: string; change: WasteLoadChange }) =>
      answer(job["waste-loads"][":loadId"].$patch({ param: { id, loadId }, json: change })),
    { done: "Load saved", failed: "Load not saved" },
  );

export const useLocalRules = () =>
  useQuery({
    queryKey: jobKeys.localRules,
    queryFn: ({ signal }) => answer(desk.compliance["local-rules"].$get({}, cancelledBy(signal))),
    select: (data) => data.rules,
  });

export function useSaveLocalRule() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (save: LocalRuleSave) => answer(desk.compliance["local-rules"].$put({ json: save })),
    onSuccess: ({ setting }) => {
      void queryClient.invalidateQueries({ queryKey: ["jobs"] });
      toast.success({ title: "Local rule saved", description: `${setting.rule.title}: ${setting.enabled ? "on" : "off"}` });
    },
  });
}

/** A stored file of a job, as the desk links it (photos inline, PDFs always downloaded). */
export const jobPacketUrl = (id: string) => `/api/admin${job["closeout.pdf"].$path({ param: { id } })}`;
