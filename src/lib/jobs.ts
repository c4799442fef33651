/**
 * The rules of a job (the work an approved estimate agreed to), shared by the Worker and the desk:
 * its states and the moves between them, its number, and the sentences staff read when a move is
 * refused. The compliance checklist comes from the rules engine (src/lib/compliance); the shapes
 * of /api/admin/jobs are in job-desk.ts; what the API accepts in job-schemas.ts.
 */

export const jobStates = ["to_schedule", "scheduled", "in_progress", "work_done", "closed", "on_hold", "cancelled"] as const;
export type JobState = (typeof jobStates)[number];

export const jobStateLabels: Record<JobState, string> = {
  to_schedule: "To schedule",
  scheduled: "Scheduled",
  in_progress: "In progress",
  work_done: "Work done",
  closed: "Closed",
  on_hold: "On hold",
  cancelled: "Cancelled",
};

/** The states a job on hold can come back to: the one it was held from. */
export const holdableStates = ["to_schedule", "scheduled", "in_progress", "work_done"] as const;
export type HoldableState = (typeof holdableStates)[number];

/**
 * The moves staff make on the job's page. Scheduling (to schedule ⇄ scheduled) happens by saving
 * or clearing the dates, not here. A job on hold goes back only to the state it was held from;
 * closed and cancelled are final.
 */
const legalMoves: Record<JobState, readonly JobState[]> = {
  to_schedule: ["on_hold", "cancelled"],
  scheduled: ["in_progress", "on_hold", "cancelled"],
  in_progress: ["work_done", "on_hold", "cancelled"],
  work_done: ["closed", "in_progress", "on_hold", "cancelled"],
  on_hold: [...holdableStates, "cancelled"],
  closed: [],
  cancelled: [],
};

/** Whether staff may move a job from `from` to `to`; a job on hold only back to `heldFrom`. */
export function canMoveJob(from: JobState, to: JobState, heldFrom: HoldableState | null = null): boolean {
  if (!legalMoves[from].includes(to)) return false;
  return from !== "on_hold" || to === "cancelled" || to === heldFrom;
}

/** Putting a job on hold and cancelling it need a reason, kept with the job and in the timeline. */
export const movesNeedingReason: readonly JobState[] = ["on_hold", "cancelled"];

/** Closed and cancelled jobs are final: their facts and schedule no longer change (records still can be added). */
export const isFinal = (state: JobState) => state === "closed" || state === "cancelled";

/** The job's open life: from creation until it is closed or cancelled. */
export const isOpenJob = (state: JobState) => !isFinal(state);

/** "J-2026-0042": the number of the estimate the job was made from, E- becoming J-. */
export const jobNumber = (year: number, sequence: number) => `J-${year}-${String(sequence).padStart(4, "0")}`;

const longDay = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-12-09" as staff read it, as the compliance engine writes its days: "Wednesday, December 9, 2026". */
export const formatLongDay = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));

/** What is due: the compliance items due within this many working days, and those overdue. */
export const dueHorizonWorkingDays = 10;

/** The review request goes this many hours after the job is closed. */
export const reviewRequestDelayHours = 48;

/** The digest of what is due goes to the admins at this hour, Chicago time. */
export const digestHour = 7;

/** Evidence files and daily-log photos. A PDF is proven by its bytes and capped at this size. */
export const jobFileLimits = { pdfBytes: 10 * 1024 * 1024 } as const;

// ---------------------------------------------------------------------------------- site facts

/** The building types of the compliance engine's facts, as the desk's form names them. */
export const buildingTypeLabels = {
  "single-family": "Single-family home",
  "2-4-units": "2 to 4 units",
  "5-plus-units": "5 or more units",
  "commercial-public": "Commercial or public building",
  school: "School",
} as const;

// ---------------------------------------------------------------------------------- daily logs

/** Readings the crew type in, each with the units it may be given in. */
export const readingKinds = {
  air: { label: "Air monitoring", units: ["f/cc", "spores/m³", "µg/m³"] },
  moisture: { label: "Moisture", units: ["% MC", "% RH", "WME"] },
  "lead-dust": { label: "Lead dust wipe", units: ["µg/ft²"] },
} as const;
export type ReadingKind = keyof typeof readingKinds;
export const readingKindIds = Object.keys(readingKinds) as ReadingKind[];
export const readingUnits = [...new Set(Object.values(readingKinds).flatMap((kind) => kind.units))];

export const dailyLogLimits = {
  people: 20,
  readings: 30,
  photos: 6,
  notes: 4000,
  /** A person on site for a day: at most 24 hours, in minutes. */
  minutes: 24 * 60,
} as const;

// ------------------------------------------------------------------------------------ messages

export const jobDeskMessages = {
  notFound: "There is no such job. It may have been deleted with its lead.",
  stale:
    "Someone else changed this job while you were editing it. Nothing was saved: look at the job as it is now and make your change again.",
  cannotMove: (from: JobState, to: JobState) =>
    `A job that is ${jobStateLabels[from].toLowerCase()} cannot become ${jobStateLabels[to].toLowerCase()}.`,
  backFromHold: (heldFrom: JobState) => `A job on hold can only go back to ${jobStateLabels[heldFrom].toLowerCase()}.`,
  reasonNeeded: "Say why, in a few words: it is kept with the job and in the lead's timeline.",
  notScheduled: "Set the start and end dates before work starts.",
  factsUnconfirmed:
    "Check the site facts and save them before work starts: they are the estimate's guess, and the compliance checklist depends on them.",
  endBeforeStart: "The end date cannot be before the start date.",
  startFixed: "Work has started: the start date is what happened and can no longer be moved.",
  final: (state: JobState) =>
    `This job is ${jobStateLabels[state].toLowerCase()}: its dates, crew and site facts can no longer be changed.`,
  unknownStaff: (email: string) => `${email} is not an active staff member. Choose the crew from the staff list.`,
  unknownRule: "There is no such requirement on this job.",
  unknownWay: "That is not one of the ways to meet this requirement.",
  itemsRule: "Record the loads of this requirement one by one, in its list of loads.",
  recordsOnly: "This requirement is met by records, not by loads.",
  wrongFileKind: (kinds: readonly string[]) => `This requirement accepts ${kinds.join(" or ")} files only.`,
  notAPdf: "This file is not a PDF: its bytes do not start and end as a PDF's do. Scan or save the document as a PDF.",
  pdfTooLarge: (megabytes: number) => `The PDF is larger than ${megabytes} MB. Save it at a lower resolution and try again.`,
  notAPhoto: "This file is not a photo we can accept (JPEG, PNG, WebP, GIF or AVIF).",
  fileUnavailable:
    "The stored copy of this file is missing or does not match what was stored, so it is not shown. Upload the document again and tell the office.",
  fileNotFound: "There is no such file on this job.",
  loadNotFound: "There is no such load on this job.",
  staleLoad: "Someone else changed this load meanwhile. Nothing was saved: look at it again and make your change again.",
  recordNotFound: "There is no such record on this job.",
  alreadyVoided: "This record was already struck out.",
  logOtherJob: "This daily-log entry was already saved on another job.",
  packetUnavailable:
    "The closeout packet's stored copy is missing or does not match what was stored, so it is not shown. Call the office.",
  packetNotYet: "The closeout packet is being made. Try again in a few minutes.",
  localRuleNotFound: "There is no such local rule.",
  staleLocalRule:
    "Someone else changed this local rule while you were editing it. Nothing was saved: look at it again and make your change again.",
  localRuleIdTaken: (id: string) => `A local rule with the id “${id}” exists already. Choose another id.`,
} as const;
