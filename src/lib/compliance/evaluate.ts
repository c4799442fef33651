import { judge } from "./conditions";
import { addYears, earlierDay, laterDay } from "./days";
import { type SiteFacts, sameMunicipality } from "./facts";
import { type ItemState, itemState } from "./items";
import type { ComplianceInput } from "./job-input";
import { complianceMessages as say } from "./messages";
import type { Rule } from "./rule-shape";
import { type StartFrom, waysOutcome } from "./ways";

/**
 * A job's compliance checklist: each rule in force comes out as a requirement that is not
 * applicable (and why), to do (by when), done, or overdue; and whether the job may start on a
 * day, and may close. Pure: the same input gives the same answer in the Worker and the desk.
 */

export type RequirementStatus = "not-applicable" | "to-do" | "done" | "overdue";

export type Requirement = {
  ruleId: string;
  version: number;
  title: string;
  citation: string;
  verifyNote: string;
  blocks: Rule["blocks"];
  status: RequirementStatus;
  /** Why it applies or not, from the facts: "Not required: the building is a single-family home; ...". */
  reason: string;
  /** While to do or overdue: the last day to do it (null while the event it counts from is not set). */
  dueOn: string | null;
  doneOn: string | null;
  /** While to do or overdue: what to do next, a sentence naming the day. */
  todo: string | null;
  /** Records that do not count and why, late records, follow-ups done. */
  notes: string[];
  /** Per item, for a rule that tracks items (waste loads); empty otherwise. */
  items: ItemState[];
  /** For a rule that holds the start back: the earliest start it allows, and why. */
  startFrom: StartFrom | null;
};

export type Blocker = { ruleId: string; title: string; todo: string };

export type StartCheck = {
  /** The start day checked. */
  day: string;
  /** The earliest start every start-holding requirement allows (open ones as if done today); null when none applies. */
  firstAllowedDay: string | null;
  /** The start may be set to `day`: it is not before firstAllowedDay. */
  canBeScheduled: boolean;
  /** Why not, naming the first allowed day and what sets it. */
  scheduleRefusal: string | null;
  /** Work may start on `day`: every start-holding requirement is done and allows that day. */
  mayStart: boolean;
  refusal: string | null;
  blocking: Blocker[];
};

export type CloseCheck = { mayClose: boolean; refusal: string | null; blocking: Blocker[] };

export type JobCompliance = {
  requirements: Requirement[];
  /** For the schedule's start day; null while the job has none (use checkStart with a proposed day). */
  start: StartCheck | null;
  close: CloseCheck;
  /** The earliest due day of anything open: store it to list what is due across jobs. */
  nextDueOn: string | null;
  /** The longest the law keeps the records of a rule that applies to this job, in years (null if no rule says). */
  recordsKeptYears: number | null;
  /** The last day the records of this job must be kept (null until the work is done, or if no rule says). */
  recordsKeptUntil: string | null;
};

function applicability(rule: Rule, facts: SiteFacts): { applies: boolean; reason: string } {
  const local: string[] = [];
  if (rule.municipality !== null) {
    if (facts.municipality === null) local.push(say.municipalityUnknown(rule.municipality));
    else if (!sameMunicipality(facts.municipality, rule.municipality)) {
      return { applies: false, reason: say.notRequired([say.notInMunicipality(facts.municipality, rule.municipality)]) };
    } else local.push(say.inMunicipality(rule.municipality));
  }
  const verdict = judge(rule.appliesWhen, facts);
  return verdict.holds
    ? { applies: true, reason: say.required([...local, ...verdict.because]) }
    : { applies: false, reason: say.notRequired(verdict.because) };
}

const statusBy = (dueOn: string | null, today: string): RequirementStatus =>
  dueOn !== null && dueOn < today ? "overdue" : "to-do";

function itemsRequirement(rule: Rule, input: ComplianceInput) {
  const tracking = rule.items;
  if (!tracking) throw new TypeError(`Rule ${rule.id} tracks no items.`);
  const items = input.items
    .filter((item) => item.ruleId === rule.id)
    .toSorted((a, b) => a.startedOn.localeCompare(b.startedOn))
    .map((item) => itemState(tracking, item, input.today));
  const open = items
    .filter((item) => item.status !== "done")
    .toSorted(
      (a, b) => Number(b.status === "overdue") - Number(a.status === "overdue") || (a.dueOn ?? "~").localeCompare(b.dueOn ?? "~"),
    );
  const mostUrgent = open[0];
  if (items.length === 0) return { status: "to-do" as const, dueOn: null, doneOn: null, todo: tracking.action, notes: [], items };
  if (!mostUrgent) {
    const doneOn = items.reduce<string | null>((latest, item) => laterDay(latest, item.doneOn), null);
    return { status: "done" as const, dueOn: null, doneOn, todo: null, notes: [], items };
  }
  let dueOn: string | null = null;
  for (const item of open) dueOn = earlierDay(dueOn, item.dueOn);
  const status = open.some((item) => item.status === "overdue") ? ("overdue" as const) : ("to-do" as const);
  return { status, dueOn, doneOn: null, todo: mostUrgent.todo, notes: [], items };
}

function requirementFor(rule: Rule, input: ComplianceInput): Requirement {
  const { applies, reason } = applicability(rule, input.facts);
  const requirement: Requirement = {
    ruleId: rule.id,
    version: rule.version,
    title: rule.title,
    citation: rule.citation,
    verifyNote: rule.verifyNote,
    blocks: rule.blocks,
    status: "not-applicable",
    reason,
    dueOn: null,
    doneOn: null,
    todo: null,
    notes: [],
    items: [],
    startFrom: null,
  };
  if (!applies) return requirement;
  if (rule.items) return { ...requirement, ...itemsRequirement(rule, input) };
  const outcome = waysOutcome(rule, input);
  const startFrom = rule.blocks === "start" ? outcome.startFrom : null;
  if (outcome.counting)
    return { ...requirement, status: "done", doneOn: outcome.counting.doneOn, notes: outcome.notes, startFrom };
  const { dueOn, todo, notes } = outcome;
  return { ...requirement, status: statusBy(dueOn, input.today), dueOn, todo, notes, startFrom };
}

const isOpen = (requirement: Requirement) => requirement.status === "to-do" || requirement.status === "overdue";

const blockerOf = (requirement: Requirement): Blocker => ({
  ruleId: requirement.ruleId,
  title: requirement.title,
  todo: requirement.todo ?? "",
});

function startCheck(requirements: Requirement[], day: string): StartCheck {
  const holding = requirements.filter((requirement) => requirement.blocks === "start" && requirement.status !== "not-applicable");
  let firstAllowedDay: string | null = null;
  for (const requirement of holding) firstAllowedDay = laterDay(firstAllowedDay, requirement.startFrom?.day ?? null);
  const canBeScheduled = firstAllowedDay === null || day >= firstAllowedDay;
  const reasons = holding.flatMap(({ title, startFrom }) =>
    startFrom && startFrom.day > day ? [{ title, because: startFrom.because }] : [],
  );
  const blocking = holding.filter(isOpen).map(blockerOf);
  return {
    day,
    firstAllowedDay,
    canBeScheduled,
    scheduleRefusal: canBeScheduled || firstAllowedDay === null ? null : say.cannotSchedule(day, firstAllowedDay, reasons),
    mayStart: blocking.length === 0,
    refusal: blocking.length === 0 ? null : say.cannotStart(day, firstAllowedDay, blocking),
    blocking,
  };
}

function closeCheck(requirements: Requirement[]): CloseCheck {
  const blocking = requirements.filter((requirement) => requirement.blocks === "close" && isOpen(requirement)).map(blockerOf);
  return { mayClose: blocking.length === 0, refusal: blocking.length === 0 ? null : say.cannotClose(blocking), blocking };
}

/** The longest period for which a rule that applies keeps its records. */
function recordsKeptYears(requirements: Requirement[], rules: readonly Rule[]): number | null {
  const years = requirements
    .filter((requirement) => requirement.status !== "not-applicable")
    .map((requirement) => rules.find((rule) => rule.id === requirement.ruleId)?.keepRecordsYears ?? null)
    .filter((value): value is number => value !== null);
  return years.length === 0 ? null : Math.max(...years);
}

/** The last day to keep the records: the latest of the job's completion and its records, plus the longest period. */
function recordsKeptUntil(years: number | null, input: ComplianceInput): string | null {
  const completion = input.schedule.workDoneOn ?? input.schedule.closedOn;
  if (completion === null || years === null) return null;
  let latest = laterDay(completion, input.schedule.closedOn) ?? completion;
  for (const record of input.records) latest = laterDay(latest, record.doneOn) ?? latest;
  for (const item of input.items) {
    for (const day of [item.settledOn, ...Object.values(item.followUpsDone)]) latest = laterDay(latest, day) ?? latest;
  }
  return addYears(latest, years);
}

/** The job's checklist, its start (for the schedule's start day) and its close. */
export function evaluateJob(input: ComplianceInput): JobCompliance {
  const requirements = input.rules.map((rule) => requirementFor(rule, input));
  let nextDueOn: string | null = null;
  for (const requirement of requirements.filter(isOpen)) nextDueOn = earlierDay(nextDueOn, requirement.dueOn);
  const keptYears = recordsKeptYears(requirements, input.rules);
  return {
    requirements,
    start: input.schedule.start === null ? null : startCheck(requirements, input.schedule.start),
    close: closeCheck(requirements),
    nextDueOn,
    recordsKeptYears: keptYears,
    recordsKeptUntil: recordsKeptUntil(keptYears, input),
  };
}

/**
 * Whether the start may be set to `day`, and whether work may start that day: the checklist
 * evaluated as if the schedule's start were `day`. Call it before saving a new start date, and
 * before moving a job to in progress (with the day work starts).
 */
export function checkStart(input: ComplianceInput, day: string): StartCheck {
  const schedule = { ...input.schedule, start: day };
  return startCheck(
    input.rules.map((rule) => requirementFor(rule, { ...input, schedule })),
    day,
  );
}
