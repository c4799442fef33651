import type { ReactNode } from "react";
import { type LeadStatus, leadStatusLabels } from "../../lib/desk";
import { estimateStatusLabels } from "../../lib/estimate-texts";
import type { EstimateStatus } from "../../lib/estimates";
import { type JobState, jobStateLabels } from "../../lib/jobs";

const tones = {
  grey: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  faint: "bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300",
  stone: "bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
  sky: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  indigo: "bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  emerald: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};
type Tone = keyof typeof tones;

const leadTones: Record<LeadStatus, Tone> = {
  new: "sky",
  contacted: "violet",
  estimate_scheduled: "amber",
  quoted: "indigo",
  won: "emerald",
  lost: "grey",
};

const estimateTones: Record<EstimateStatus, Tone> = {
  draft: "grey",
  sent: "sky",
  viewed: "indigo",
  approved: "emerald",
  declined: "red",
  changes_requested: "amber",
  expired: "stone",
  superseded: "faint",
  withdrawn: "orange",
};

/** A state in words and colour (the words carry it; the colour only helps). */
function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={leadTones[status]}>{leadStatusLabels[status]}</Badge>;
}

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return <Badge tone={estimateTones[status]}>{estimateStatusLabels[status]}</Badge>;
}

const jobTones: Record<JobState, Tone> = {
  to_schedule: "amber",
  scheduled: "sky",
  in_progress: "indigo",
  work_done: "violet",
  closed: "emerald",
  on_hold: "orange",
  cancelled: "grey",
};

export function JobStateBadge({ state }: { state: JobState }) {
  return <Badge tone={jobTones[state]}>{jobStateLabels[state]}</Badge>;
}

const requirementTones = { "not-applicable": "faint", "to-do": "sky", done: "emerald", overdue: "red" } as const;
const requirementLabels = { "not-applicable": "Not applicable", "to-do": "To do", done: "Done", overdue: "Overdue" } as const;

/** Where a compliance requirement stands on a job. */
export function RequirementBadge({ status }: { status: keyof typeof requirementTones }) {
  return <Badge tone={requirementTones[status]}>{requirementLabels[status]}</Badge>;
}
