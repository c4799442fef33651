import type { Condition } from "./conditions";

/**
 * The shape of a compliance rule, as data. The built-in rules (rules.ts) and the rules an admin
 * edits (validated by schemas.ts, stored by the Worker) have this one shape; the engine
 * (evaluate.ts) reads nothing else.
 */

/** The job's events a deadline counts from. "end" is the day the work was done, or the planned end until then. */
export const anchors = ["start", "end", "finalInvoice"] as const;
export type Anchor = (typeof anchors)[number];

/**
 * "At least 10 working days before the start": { days: 10, count: "working", when: "before", of: "start" }.
 * "Within 30 days after the end": { days: 30, count: "calendar", when: "after", of: "end" }.
 * The day it names is computed by deadlines.ts.
 */
export type Deadline = {
  days: number;
  count: "working" | "calendar";
  when: "before" | "after";
  of: Anchor;
};

export const evidenceKinds = ["photo", "pdf"] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/** What a record of the requirement holds, with the labels the desk's form shows. */
export type Evidence = {
  /** The label of the record's date: "Postmark or delivery date". */
  date: string;
  reference: { label: string; required: boolean } | null;
  file: { label: string; kinds: EvidenceKind[]; required: boolean } | null;
};

/** One way to meet a requirement; most rules have one, the pamphlet has two. */
export type Way = {
  id: string;
  /** What a record of this way is: "Written notice". */
  label: string;
  /** What staff do, as the start of a sentence the engine ends with the day: "Send the written notice". */
  action: string;
  /** The record is due by the earliest of these days whose event is known. */
  due: Deadline[];
  /** A record made before this day does not count ("no more than 60 days before the start"). */
  opens: Deadline | null;
  /**
   * The record tells an agency the start day (an asbestos notice). When the start moves later, an
   * updated record is due by the day it announced; when it moves earlier, an updated record is due
   * by this way's deadline counted from the new start, and the start waits for it.
   */
  announcesStart: boolean;
  evidence: Evidence;
};

/** A follow-up on an item that has not come back: "after 35 days, contact the transporter". */
export type FollowUp = {
  id: string;
  /** Calendar days after the item's start day; the follow-up is due once they have passed. */
  afterDays: number;
  /** What staff do, a whole sentence. */
  action: string;
  /** Doing it settles the item for good (a written report to the agency) even if it never comes back. */
  settles: boolean;
};

/**
 * A requirement kept per item (per waste load): each item starts on a day (shipped), is settled
 * when it comes back (the signed copy), and is followed up while it has not.
 */
export type ItemTracking = {
  /** "load" */
  noun: string;
  /** Whole sentence: what to do while no item is recorded. */
  action: string;
  /** Label of the item's start day: "Date shipped". */
  started: string;
  /** The item's own fields, each a label: transporter, disposal site, record number. */
  fields: Array<{ id: string; label: string; required: boolean }>;
  /** Label of the day it came back: "Date the signed copy came back". */
  settled: string;
  /** The file that proves it came back. */
  settledFile: { label: string; kinds: EvidenceKind[]; required: boolean } | null;
  /** In order of afterDays; the first one's days are when the item is due back. */
  followUps: FollowUp[];
};

export type Rule = {
  /** Stable across versions: records on a job point at it. */
  id: string;
  /** Goes up by one with every change of the rule's meaning. */
  version: number;
  title: string;
  /** Null for a rule that applies everywhere; a local rule applies only in its municipality. */
  municipality: string | null;
  appliesWhen: Condition;
  /** Whether an open requirement holds the job back from starting, from closing, or neither. */
  blocks: "start" | "close" | null;
  /** Ways to meet it, any one is enough; empty when the rule tracks items instead. */
  ways: Way[];
  items: ItemTracking | null;
  /** "40 CFR 61.145(b)". */
  citation: string;
  /** What to check with the agency before relying on the rule. */
  verifyNote: string;
  /** Years the records must be kept after the work is completed; null when the rule sets none. */
  keepRecordsYears: number | null;
};

/** A rule as the Worker stores it: local rules are switched on by an admin, per municipality. */
export type StoredRule = { rule: Rule; enabled: boolean };
