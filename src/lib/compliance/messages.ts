import type { BuildingType, FactId, QuantityUnit } from "./facts";
import type { Anchor, Deadline } from "./rule-shape";

/**
 * Every sentence the compliance engine says to staff, in English. A rule's own words (its title,
 * what to do, its citation) are part of the rule's data; these are the engine's.
 */

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-12-09" as "Wednesday, December 9, 2026". */
const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T12:00:00Z`));

const amount = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const buildingTypeClauses: Record<BuildingType, string> = {
  "single-family": "the building is a single-family home",
  "2-4-units": "the building has 2 to 4 units",
  "5-plus-units": "the building has 5 or more units",
  "commercial-public": "the building is commercial or public",
  school: "the building is a school",
};

const unitNames: Record<QuantityUnit, string> = {
  "linear-feet": "linear feet",
  "square-feet": "square feet",
  "cubic-feet": "cubic feet",
  year: "",
};

const quantityPhrases: Partial<Record<FactId, string>> = {
  "asbestos.pipeLinearFeet": "asbestos on pipes",
  "asbestos.otherSquareFeet": "asbestos on other components",
  "asbestos.cubicFeet": "asbestos off components (by volume)",
  "lead.interiorSquareFeet": "lead-painted surface disturbed inside",
  "lead.exteriorSquareFeet": "lead-painted surface disturbed outside",
  "mold.squareFeet": "the mold-affected area",
};

const quantityUnits: Partial<Record<FactId, QuantityUnit>> = {
  "asbestos.pipeLinearFeet": "linear-feet",
  "asbestos.otherSquareFeet": "square-feet",
  "asbestos.cubicFeet": "cubic-feet",
  "lead.interiorSquareFeet": "square-feet",
  "lead.exteriorSquareFeet": "square-feet",
  "mold.squareFeet": "square-feet",
};

function factClause(id: FactId, value: string | number | boolean | null): string {
  switch (id) {
    case "buildingType":
      return buildingTypeClauses[value as BuildingType];
    case "privatelyOwned":
      return value ? "it is privately owned" : "it is not privately owned";
    case "yearBuilt":
      return value === null ? "the year it was built is unknown" : `it was built in ${value}`;
    case "childrenUnder6":
      return value ? "children under 6 live there or use it" : "no child under 6 lives there or uses it";
    case "asbestos.friable":
      return value
        ? "the asbestos is regulated (friable, or made friable by the work)"
        : "the asbestos is not friable and the work will not make it so";
    case "lead.windowsOrDemolition":
      return value
        ? "the work replaces windows or demolishes painted surface"
        : "the work neither replaces windows nor demolishes painted surface";
    default:
      return `${quantityPhrases[id]} is ${amount(Number(value))} ${unitNames[quantityUnits[id] ?? "square-feet"]}`;
  }
}

const anchorNames: Record<Anchor, string> = { start: "the start", end: "the end of the work", finalInvoice: "the final invoice" };

/** "at least 10 working days before the start", "within 30 days after the end of the work". */
export function deadlinePhrase({ days, count, when, of }: Deadline): string {
  if (days === 0) return when === "before" ? `on or before ${anchorNames[of]}` : `by ${anchorNames[of]}`;
  const span = `${days} ${count === "working" ? "working " : ""}day${days === 1 ? "" : "s"}`;
  return when === "before" ? `at least ${span} before ${anchorNames[of]}` : `within ${span} after ${anchorNames[of]}`;
}

const clauses = (because: string[]) => [...new Set(because)].join("; ");

export const complianceMessages = {
  statusLabels: { "not-applicable": "Not applicable", "to-do": "To do", done: "Done", overdue: "Overdue" },

  // ------------------------------------------------------------------- why a rule applies or not
  fact: factClause,
  comparison: {
    atLeast: (threshold: number) => `${amount(threshold)} or more`,
    above: (threshold: number) => `more than ${amount(threshold)}`,
    atMost: (threshold: number) => `${amount(threshold)} or less`,
    below: (threshold: number, unit: QuantityUnit) => (unit === "year" ? `before ${threshold}` : `under ${amount(threshold)}`),
  },
  unknownCountsAs: (holds: boolean, words: string) => (holds ? `(counted as ${words}, to be safe)` : `(counted as not ${words})`),
  totalCountedAsOnePart:
    "a total for all rooms, held to the per-room limit as if it were all in one room, to be safe (record the largest room's figure if it is smaller)",
  inMunicipality: (municipality: string) => `the site is in ${municipality}`,
  notInMunicipality: (site: string, rule: string) => `the site is in ${site}, and this rule is for ${rule}`,
  municipalityUnknown: (rule: string) => `the site's municipality is not recorded (counted as ${rule}, to be safe)`,
  required: (because: string[]) => `Required: ${clauses(because)}.`,
  notRequired: (because: string[]) => `Not required: ${clauses(because)}.`,

  // ---------------------------------------------------------------------------- what to do, when
  deadlinePhrase,
  doBy: (action: string, day: string) => `${action} by ${formatDay(day)}`,
  doWhen: (action: string, deadline: Deadline) =>
    `${action} ${deadlinePhrase(deadline)} (the day is known once ${anchorNames[deadline.of]} is set)`,
  eitherWay: (todos: string[]) => `${todos.map((todo, index) => (index === 0 ? todo : lowerFirst(todo))).join(", or ")}.`,
  moveStart: (firstDay: string) => `Move the start to ${formatDay(firstDay)} or later.`,
  doNow: (action: string, firstDay: string) =>
    `${action} as soon as you can: done today, it allows the start from ${formatDay(firstDay)}; move the start to that day or later.`,

  // ------------------------------------------------------------------- records that do not count
  tooEarly: (label: string, doneOn: string, opensOn: string) =>
    `The ${lowerFirst(label)} of ${formatDay(doneOn)} is too early: only one made on ${formatDay(opensOn)} or later counts. Do it again.`,
  allowsStartFrom: (label: string, doneOn: string, firstDay: string) =>
    `the ${lowerFirst(label)} of ${formatDay(doneOn)} allows the start from ${formatDay(firstDay)}`,
  ifDoneToday: (label: string, today: string, firstDay: string) =>
    `the ${lowerFirst(label)} is not done: done today (${formatDay(today)}), it allows the start from ${formatDay(firstDay)}`,
  late: (doneOn: string, dueOn: string) => `Done on ${formatDay(doneOn)}, after it was due (${formatDay(dueOn)}).`,
  incomplete: (label: string, doneOn: string, missing: string[]) =>
    `The ${lowerFirst(label)} of ${formatDay(doneOn)} does not count yet: ${missing.join(", ")}.`,
  missingFile: (label: string) => `attach the ${lowerFirst(label)}`,
  wrongFileKind: (label: string, kinds: string[]) => `the ${lowerFirst(label)} must be a ${kinds.join(" or a ")}`,
  missingReference: (label: string) => `record the ${lowerFirst(label)}`,
  missingAnnouncedStart: "record the start day it gave",
  unknownWay: (wayId: string) => `A record names "${wayId}", which is not a way to meet this requirement; it is left out.`,

  // --------------------------------------------------------------- a start that moved after a notice
  startMovedLater: (label: string, announced: string, start: string) =>
    `The start moved from ${formatDay(announced)} to ${formatDay(start)}: send an updated ${lowerFirst(label)} giving the new start by ${formatDay(announced)}, the start the last one gave.`,
  startMovedEarlier: (label: string, announced: string, start: string, dueOn: string) =>
    `The start moved from ${formatDay(announced)} to ${formatDay(start)}: send an updated ${lowerFirst(label)} giving the new start by ${formatDay(dueOn)}.`,
  startMovedTooSoon: (label: string, announced: string, start: string, firstDay: string) =>
    `The start moved from ${formatDay(announced)} to ${formatDay(start)}, too soon for an updated ${lowerFirst(label)}: move the start to ${formatDay(firstDay)} or later.`,
  gaveStart: (label: string, doneOn: string, announced: string) =>
    `the ${lowerFirst(label)} of ${formatDay(doneOn)} gave ${formatDay(announced)} as the start, and an updated one sent today allows no earlier day`,
  updateLate: (label: string, doneOn: string, previousStart: string) =>
    `The updated ${lowerFirst(label)} of ${formatDay(doneOn)} was sent after ${formatDay(previousStart)}, the start the one before it gave.`,

  // ------------------------------------------------------------------------------- tracked items
  item: (noun: string, startedOn: string) => `The ${noun} of ${formatDay(startedOn)}`,
  itemDueBack: (name: string, dueOn: string) => `${name}: due back by ${formatDay(dueOn)}.`,
  itemFollowUp: (name: string, action: string) => `${name}: ${lowerFirst(action)}`,
  itemMissing: (name: string, missing: string[]) => `${name}: ${missing.join(", ")}.`,
  itemFollowedUp: (doneOn: string) => `Followed up on ${formatDay(doneOn)}.`,
  itemSettledByFollowUp: (doneOn: string) => `Settled on ${formatDay(doneOn)} by the follow-up, without coming back.`,

  // --------------------------------------------------------------------------- start and close
  cannotSchedule: (start: string, firstDay: string, reasons: Array<{ title: string; because: string }>) =>
    [
      `The start cannot be ${formatDay(start)}; the first allowed day is ${formatDay(firstDay)}.`,
      ...reasons.map((reason) => `${reason.title}: ${upperFirst(reason.because)}.`),
      `Choose ${formatDay(firstDay)} or later.`,
    ].join(" "),
  cannotStart: (start: string, firstDay: string | null, blockers: Array<{ title: string; todo: string }>) =>
    [
      `Work cannot start on ${formatDay(start)} yet.`,
      ...(firstDay !== null && firstDay > start ? [`The first allowed day is ${formatDay(firstDay)}.`] : []),
      ...blockers.map((blocker) => `${blocker.title}: ${blocker.todo}`),
    ].join(" "),
  cannotClose: (blockers: Array<{ title: string; todo: string }>) =>
    ["The job cannot close yet.", ...blockers.map((blocker) => `${blocker.title}: ${blocker.todo}`)].join(" "),

  // ------------------------------------------------------------- a rule as data (schemas.ts too)
  rules: {
    conditionTooDeep: (depth: number) => `A condition can nest at most ${depth} levels deep.`,
    conditionShape: "Each part of a condition is all, any, not, or one test of a fact.",
    groupSize: (parts: number) => `“All” and “any” take 1 to ${parts} parts.`,
    unknownFact: (id: string) => `There is no fact “${id}” to test.`,
    oneTestPerFact: (id: string) => `Give exactly one test of “${id}”.`,
    wrongTest: (id: string, tests: string) => `Test “${id}” with ${tests}.`,
    numberNeeded: (id: string) => `Compare “${id}” with a number.`,
    unknownNeeded: (id: string) => `“${id}” may be unknown: say whether an unknown value counts (ifUnknown).`,
    neverUnknown: (id: string) => `“${id}” is always known: leave out ifUnknown.`,
    chooseValues: (id: string, values: readonly string[]) => `Choose “${id}” values among: ${values.join(", ")}.`,
    id: "Write ids in lowercase letters, digits and dashes.",
    fieldId: "Write a field's id as one word of letters and digits, starting with a lowercase letter (recordNumber).",
    version: "The version is a whole number, 1 or more.",
    text: (field: string, max: number) => `${upperFirst(field)} is required, at most ${max} characters.`,
    days: (max: number) => `Deadlines count 0 to ${max} days.`,
    waysOrItems: "A rule has ways to meet it or items to track, one or the other.",
    uniqueWays: "Each way of a rule needs its own id.",
    followUpOrder: "Follow-ups come in order of their days, each later than the one before.",
    keepYears: (max: number) => `Records are kept 0 to ${max} years, or leave it empty.`,
    localNeedsMunicipality: "A rule an admin edits is a local rule: name its municipality.",
    federalId: (id: string) => `“${id}” is a federal rule's id; give the local rule its own.`,
    dueNeeded: "Give each way 1 to 4 deadlines.",
    announcesNeedsStart: "A record that gives the agency the start needs a deadline before the start.",
  },

  // ------------------------------------------------------------- facts and records (schemas.ts)
  input: {
    choose: (what: string) => `Choose ${what}.`,
    quantity: "Give quantities as numbers, 0 or more.",
    yesOrNo: "Answer yes or no.",
    yearBuilt: "Give the year it was built as four digits, or leave it empty if nobody knows.",
    municipality: "Keep the municipality under 80 characters.",
    day: "Use a date like 2026-03-14.",
    reference: "Keep it under 200 characters.",
    beforeStarted: "A load cannot come back or be followed up before it was shipped.",
    unknownFields: (names: string[]) => `There is no field ${names.map((name) => `“${name}”`).join(", ")} here: leave it out.`,
  },
} as const;
