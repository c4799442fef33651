import type { CloseCheck, Requirement, StartCheck } from "./compliance/evaluate";
import type { SiteFacts } from "./compliance/facts";
import type { Rule } from "./compliance/rule-shape";
import type { LeadEvent } from "./desk";
import type { StoredFileState } from "./estimate-desk";
import type { HoldableState, JobState, ReadingKind } from "./jobs";

/**
 * The shapes of /api/admin/jobs, shared by the Worker (which produces them) and the desk (which
 * shows them). What the API accepts is in job-schemas.ts; the states and moves in jobs.ts.
 */

/** One approved line: what the job is to do. */
export type ScopeLine = { description: string; section: string | null; quantityThousandths: number; unit: string };

/** One row of the jobs list. */
export type JobSummary = {
  id: string;
  /** "J-2026-0042". */
  number: string;
  state: JobState;
  stateReason: string | null;
  title: string;
  service: string;
  customerName: string;
  siteAddress: string | null;
  startOn: string | null;
  endOn: string | null;
  /** The earliest due day of an open compliance item. */
  nextDueOn: string | null;
  leadId: string | null;
  estimateId: string | null;
  updatedAt: string;
  version: number;
};

/** What is due filters of the list: something overdue, something due within the horizon, or nothing due. */
export const jobDueFilters = ["overdue", "soon", "none"] as const;
export type JobDueFilter = (typeof jobDueFilters)[number];
export const jobDueFilterLabels: Record<JobDueFilter, string> = {
  overdue: "Something overdue",
  soon: "Due in the next 10 working days",
  none: "Nothing due",
};

/** GET /api/admin/jobs. */
export type JobList = { jobs: JobSummary[]; nextCursor: string | null; today: string };

/** A stored file of the job: evidence, or a daily-log photo; served only through /api/admin. */
export type JobFile = {
  id: string;
  kind: "photo" | "pdf";
  originalName: string;
  sizeBytes: number;
  url: string;
  /** Whether the stored copy is there and intact (the job's page checks every file it shows). */
  state: StoredFileState;
};

/** A record towards a requirement, as staff (or the customer) made it. */
export type JobRecord = {
  id: string;
  ruleId: string;
  wayId: string;
  doneOn: string;
  reference: string | null;
  announcedStart: string | null;
  file: JobFile | null;
  recordedBy: string;
  recordedAt: string;
  voided: { at: string; by: string; reason: string } | null;
};

export type WasteLoad = {
  id: string;
  ruleId: string;
  shippedOn: string;
  transporter: string;
  disposalSite: string;
  recordNumber: string;
  returnedOn: string | null;
  file: JobFile | null;
  /** The day each follow-up was done, by its id ("contact", "report"). */
  followUps: Record<string, string>;
  version: number;
};

/** Another job that books a crew member on one of this job's days. */
export type CrewClash = { email: string; jobId: string; number: string; startOn: string; endOn: string };

type JobCustomer = { name: string; email: string | null; phone: string | null; address: string | null };

export type JobDetail = JobSummary & {
  heldFrom: HoldableState | null;
  language: "en" | "es" | "fr";
  customer: JobCustomer;
  scope: ScopeLine[];
  totalCents: number;
  estimateNumber: string | null;
  startedOn: string | null;
  workDoneOn: string | null;
  closedOn: string | null;
  finalInvoiceOn: string | null;
  crew: string[];
  crewClashes: CrewClash[];
  facts: SiteFacts;
  /** False while the facts are the estimate's prefill, unconfirmed by staff. */
  factsConfirmed: boolean;
  /** The rules in force, for the record forms (their ways, evidence labels, load fields). */
  rules: Rule[];
  checklist: Requirement[];
  records: JobRecord[];
  loads: WasteLoad[];
  start: StartCheck | null;
  close: CloseCheck;
  recordsKeptUntil: string | null;
  reviewRequest: { enabled: boolean; status: string | null; dueAt: string | null };
  closeout: StoredFileState | null;
  personalErasedAt: string | null;
  history: LeadEvent[];
  /** Today in Chicago, as the checklist was evaluated. */
  today: string;
};

/** After a schedule change: requirements it reopened (a notice to send again for the new start). */
export type ScheduleAnswer = { job: JobDetail; reopened: Array<{ ruleId: string; title: string; todo: string }> };

/** One compliance item due, across jobs (the dashboard, the digest). */
export type DueItem = {
  jobId: string;
  number: string;
  customerName: string;
  ruleId: string;
  title: string;
  dueOn: string;
  todo: string;
  overdue: boolean;
};

/** GET /api/admin/jobs/due: the oldest overdue items and the earliest due soon (100 of each at most), and how many there are. */
export type DueList = {
  today: string;
  until: string;
  overdue: DueItem[];
  dueSoon: DueItem[];
  overdueTotal: number;
  dueSoonTotal: number;
};

// ---------------------------------------------------------------------------------- daily logs

export type LogPerson = { name: string; minutes: number };
export type LogReading = { kind: ReadingKind; value: number; unit: string; location: string | null };

export type LogEntry = {
  id: string;
  day: string;
  people: LogPerson[];
  notes: string | null;
  readings: LogReading[];
  photos: JobFile[];
  author: string;
  writtenAt: string;
  createdAt: string;
};

/** GET /api/admin/jobs/:id/log. */
export type JobLog = {
  job: { id: string; number: string; customerName: string; siteAddress: string | null };
  entries: LogEntry[];
};

// --------------------------------------------------------------------------------- local rules

/** A local rule as admins keep it: the engine's rule, switched on or off, with the row's version. */
export type LocalRuleSetting = {
  rule: Rule;
  enabled: boolean;
  /** Shipped with the product (it can be edited and switched, not removed). */
  builtIn: boolean;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
};
