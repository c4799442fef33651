import type { SiteFacts } from "./facts";
import type { Anchor, EvidenceKind, Rule } from "./rule-shape";

/** What the engine is told about a job: all days are YYYY-MM-DD on the Chicago calendar. */

export type JobSchedule = {
  /** The day the work (the removal) starts: planned, then actual. */
  start: string | null;
  /** The planned last day of the work. */
  end: string | null;
  /** The day the work was done (completion); replaces `end` in every deadline once known. */
  workDoneOn: string | null;
  closedOn: string | null;
  /** The day the final invoice went to the customer. */
  finalInvoiceOn: string | null;
};

export const unscheduled: JobSchedule = { start: null, end: null, workDoneOn: null, closedOn: null, finalInvoiceOn: null };

export type EvidenceFile = { id: string; kind: EvidenceKind };

/** One thing done towards a requirement: a notice sent, a pamphlet acknowledged, a report received. */
export type RequirementRecord = {
  ruleId: string;
  /** Which of the rule's ways this record is. */
  wayId: string;
  /** The day it was done: postmark, signature, mailing, verification. */
  doneOn: string;
  reference: string | null;
  evidence: EvidenceFile | null;
  /** For a way that announces the start (a notice): the start day it gave the agency. */
  announcedStart: string | null;
};

/** One tracked item (a waste load) of a rule with items. */
export type ItemRecord = {
  ruleId: string;
  /** The job's own id for the item. */
  id: string;
  /** The day it started (shipped). */
  startedOn: string;
  /** The rule's item fields by id (transporter, disposalSite, recordNumber). */
  fields: Record<string, string | null>;
  /** The day it came back (the signed copy); null while it has not. */
  settledOn: string | null;
  /** The file that proves it came back. */
  evidence: EvidenceFile | null;
  /** The day each follow-up was done, by follow-up id ({ contact: "2026-03-09" }). */
  followUpsDone: Record<string, string>;
};

export type ComplianceInput = {
  /** The rules in force: `activeRules(...)` from rules.ts. */
  rules: readonly Rule[];
  facts: SiteFacts;
  schedule: JobSchedule;
  /** Today in Chicago: `zonedDate(now, business.timeZone)`. */
  today: string;
  records: readonly RequirementRecord[];
  items: readonly ItemRecord[];
};

/** The day each deadline counts from, when known. */
export const anchorDays = (schedule: JobSchedule): Record<Anchor, string | null> => ({
  start: schedule.start,
  end: schedule.workDoneOn ?? schedule.end,
  finalInvoice: schedule.finalInvoiceOn,
});
