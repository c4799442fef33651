import { earlierDay, laterDay } from "./days";
import { deadlineDay, firstEventDayAllowed, lastEventDayAllowed } from "./deadlines";
import type { ComplianceInput, RequirementRecord } from "./job-input";
import { anchorDays } from "./job-input";
import { complianceMessages as say } from "./messages";
import type { Anchor, Rule, Way } from "./rule-shape";

/**
 * How a requirement met by records stands: one of its ways counts for the job's schedule, or
 * what is due, by when, and the earliest start it allows.
 */

/** The earliest start a requirement allows, and why, in a clause for staff. */
export type StartFrom = { day: string; because: string };

export type WaysOutcome = {
  /** The record that meets the requirement for the current schedule. */
  counting: RequirementRecord | null;
  dueOn: string | null;
  todo: string | null;
  notes: string[];
  startFrom: StartFrom | null;
};

type WayOutcome = WaysOutcome & { way: Way };
type Anchors = Record<Anchor, string | null>;

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The way's due day: the earliest of its deadlines whose event is known. */
function wayDueOn(way: Way, anchors: Anchors): string | null {
  let due: string | null = null;
  for (const deadline of way.due) {
    const anchor = anchors[deadline.of];
    if (anchor !== null) due = earlierDay(due, deadlineDay(deadline, anchor));
  }
  return due;
}

/** What to do, with the day, or with how the day is counted while its event is not set. */
function wayTodo(way: Way, dueOn: string | null): string {
  return dueOn !== null
    ? say.doBy(way.action, dueOn)
    : say.doWhen(way.action, way.due[0] ?? { days: 0, count: "calendar", when: "before", of: "start" });
}

/** The starts a record made on `doneOn` allows: from its before-start deadlines to its window's end. */
function startWindow(way: Way, doneOn: string): { from: string | null; until: string | null } {
  let from: string | null = null;
  for (const deadline of way.due) {
    if (deadline.of === "start" && deadline.when === "before") from = laterDay(from, firstEventDayAllowed(deadline, doneOn));
  }
  const until = way.opens?.of === "start" ? lastEventDayAllowed(way.opens, doneOn) : null;
  return { from, until };
}

/**
 * The first day work may start after a record of this way made on `doneOn`: the rule's notice
 * postmarked on a Wednesday allows the Wednesday two weeks later. Null for a way with no deadline
 * before the start.
 */
export const firstStartAllowed = (way: Way, doneOn: string): string | null => startWindow(way, doneOn).from;

/** What the record still lacks before it counts. */
function missingEvidence(way: Way, record: RequirementRecord): string[] {
  const missing: string[] = [];
  const { reference, file } = way.evidence;
  if (reference?.required && !record.reference?.trim()) missing.push(say.missingReference(reference.label));
  if (file && record.evidence === null && file.required) missing.push(say.missingFile(file.label));
  if (file && record.evidence !== null && !file.kinds.includes(record.evidence.kind))
    missing.push(say.wrongFileKind(file.label, file.kinds));
  if (way.announcesStart && record.announcedStart === null) missing.push(say.missingAnnouncedStart);
  return missing;
}

/** If nothing is recorded yet: the start a record made today would allow. */
function startIfDoneToday(way: Way, today: string, label = way.label): StartFrom {
  const day = startWindow(way, today).from ?? today;
  return { day, because: say.ifDoneToday(label, today, day) };
}

function plainWayOutcome(way: Way, records: RequirementRecord[], input: ComplianceInput, anchors: Anchors): WayOutcome {
  const start = anchors.start;
  const dueOn = wayDueOn(way, anchors);
  const notes: string[] = [];
  let counting: { record: RequirementRecord; from: string | null } | null = null;
  let tooLateFor: StartFrom | null = null;
  for (const record of records) {
    const window = startWindow(way, record.doneOn);
    const otherOpening = way.opens && way.opens.of !== "start" ? anchors[way.opens.of] : null;
    if (way.opens && otherOpening !== null && record.doneOn < deadlineDay(way.opens, otherOpening)) {
      notes.push(say.tooEarly(way.label, record.doneOn, deadlineDay(way.opens, otherOpening)));
    } else if (start !== null && way.opens && window.until !== null && start > window.until) {
      notes.push(say.tooEarly(way.label, record.doneOn, deadlineDay(way.opens, start)));
    } else if (start !== null && window.from !== null && start < window.from) {
      const because = say.allowsStartFrom(way.label, record.doneOn, window.from);
      notes.push(`${upperFirst(because)}.`);
      if (tooLateFor === null || window.from < tooLateFor.day) tooLateFor = { day: window.from, because };
    } else {
      counting = { record, from: window.from };
    }
  }
  if (counting) {
    const { record, from } = counting;
    if (dueOn !== null && record.doneOn > dueOn) notes.push(say.late(record.doneOn, dueOn));
    const startFrom = from === null ? null : { day: from, because: say.allowsStartFrom(way.label, record.doneOn, from) };
    return { way, counting: record, dueOn, todo: null, notes, startFrom };
  }
  if (tooLateFor) return { way, counting: null, dueOn, todo: say.moveStart(tooLateFor.day), notes, startFrom: tooLateFor };
  const startFrom = startIfDoneToday(way, input.today);
  const holdsStart = way.due.some((deadline) => deadline.of === "start" && deadline.when === "before");
  const tooLateForStart = holdsStart && start !== null && dueOn !== null && dueOn < input.today && startFrom.day > start;
  const todo = tooLateForStart ? say.doNow(way.action, startFrom.day) : `${wayTodo(way, dueOn)}.`;
  return { way, counting: null, dueOn, todo, notes, startFrom };
}

/**
 * A way whose record gives the agency the start day (an asbestos notice). The first record sets
 * the earliest start; a start moved later needs an updated record by the day last given; a start
 * moved earlier needs one by the deadline counted from the new start, and waits for it.
 */
function announcingWayOutcome(way: Way, records: RequirementRecord[], input: ComplianceInput, anchors: Anchors): WayOutcome {
  const first = records[0];
  const last = records.at(-1);
  if (!first || !last || last.announcedStart === null) return plainWayOutcome(way, [], input, anchors);
  const announced = last.announcedStart;
  const updated = `updated ${lowerFirst(way.label)}`;
  const notes: string[] = [];
  const firstFrom = startWindow(way, first.doneOn).from ?? first.doneOn;
  let given: StartFrom = { day: firstFrom, because: say.allowsStartFrom(way.label, first.doneOn, firstFrom) };
  const previous = records.at(-2)?.announcedStart ?? null;
  if (previous !== null && announced < previous) {
    const lastFrom = startWindow(way, last.doneOn).from ?? last.doneOn;
    if (lastFrom > given.day) given = { day: lastFrom, because: say.allowsStartFrom(updated, last.doneOn, lastFrom) };
  }
  if (previous !== null && announced > previous && last.doneOn > previous)
    notes.push(say.updateLate(way.label, last.doneOn, previous));

  // The earliest start overall: the day given (any later one only needs an update by then), or
  // an earlier day that an update sent today reaches.
  const ifUpdatedToday = startIfDoneToday(way, input.today, updated);
  const byUpdate = ifUpdatedToday.day > given.day ? ifUpdatedToday : given;
  let startFrom: StartFrom = { day: announced, because: say.gaveStart(way.label, last.doneOn, announced) };
  if (given.day > announced) startFrom = given;
  else if (byUpdate.day < announced) startFrom = byUpdate;

  const start = anchors.start;
  if (start === null || (start === announced && start >= given.day)) {
    return { way, counting: last, dueOn: wayDueOn(way, anchors), todo: null, notes, startFrom };
  }
  if (start === announced) {
    // Given in time for a later start only.
    notes.push(`${upperFirst(given.because)}.`);
    return { way, counting: null, dueOn: wayDueOn(way, anchors), todo: say.moveStart(given.day), notes, startFrom };
  }
  if (start > announced) {
    return { way, counting: null, dueOn: announced, todo: say.startMovedLater(way.label, announced, start), notes, startFrom };
  }
  const dueOn = wayDueOn(way, anchors) ?? start;
  const todo =
    dueOn >= input.today
      ? say.startMovedEarlier(way.label, announced, start, dueOn)
      : say.startMovedTooSoon(way.label, announced, start, startFrom.day);
  return { way, counting: null, dueOn, todo, notes, startFrom };
}

function wayOutcome(way: Way, records: RequirementRecord[], input: ComplianceInput, anchors: Anchors): WayOutcome {
  const notes: string[] = [];
  const complete = records.filter((record) => {
    const missing = missingEvidence(way, record);
    if (missing.length > 0) notes.push(say.incomplete(way.label, record.doneOn, missing));
    return missing.length === 0;
  });
  const outcome = (way.announcesStart ? announcingWayOutcome : plainWayOutcome)(way, complete, input, anchors);
  return { ...outcome, notes: [...notes, ...outcome.notes] };
}

/** How a rule met by records stands for the job, over all its ways. */
export function waysOutcome(rule: Rule, input: ComplianceInput): WaysOutcome {
  const anchors = anchorDays(input.schedule);
  const records = input.records
    .filter((record) => record.ruleId === rule.id)
    .toSorted((a, b) => a.doneOn.localeCompare(b.doneOn));
  const strays = records.filter((record) => !rule.ways.some((way) => way.id === record.wayId));
  const outcomes = rule.ways.map((way) =>
    wayOutcome(
      way,
      records.filter((record) => record.wayId === way.id),
      input,
      anchors,
    ),
  );
  const notes = [...strays.map((record) => say.unknownWay(record.wayId)), ...outcomes.flatMap((outcome) => outcome.notes)];
  // The latest record that counts, whichever way it took.
  const met = outcomes
    .filter((outcome) => outcome.counting !== null)
    .toSorted((a, b) => (b.counting?.doneOn ?? "").localeCompare(a.counting?.doneOn ?? ""))[0];
  if (met) return { ...met, notes };

  // Not met: due by the last day any way still can be done, and the earliest start any allows.
  let dueOn: string | null = null;
  for (const outcome of outcomes) dueOn = laterDay(dueOn, outcome.dueOn);
  const soonest = outcomes
    .filter((outcome) => outcome.startFrom !== null)
    .toSorted((a, b) => (a.startFrom?.day ?? "").localeCompare(b.startFrom?.day ?? ""))[0];
  // Each way still open is offered; when all are late, the one that allows the soonest start.
  const stillPossible = outcomes.filter((outcome) => outcome.dueOn === null || outcome.dueOn >= input.today);
  const offered = stillPossible.length > 0 ? stillPossible : soonest ? [soonest] : outcomes;
  const todos = offered.map((outcome) => (outcome.todo ?? "").replace(/\.$/, ""));
  const todo = todos.length === 1 ? `${todos[0]}.` : say.eitherWay(todos);
  return { counting: null, dueOn, todo, notes, startFrom: soonest?.startFrom ?? null };
}
