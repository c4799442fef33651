import { z } from "zod";
import { type Condition, conditionProblem } from "./conditions";
import { isCalendarDay } from "./days";
import { buildingTypes } from "./facts";
import { complianceMessages } from "./messages";
import { anchors, evidenceKinds } from "./rule-shape";
import { federalRules } from "./rules";

/**
 * What the Worker accepts about compliance, each contract written once: a rule an admin edits
 * (stored as JSON and parsed again on every read), a job's site facts, and the records of a
 * requirement or an item. Zod: the Worker and the desk only, never a public page.
 */

const say = complianceMessages.rules;
const inputSay = complianceMessages.input;

const slug = z
  .string({ error: say.id })
  .max(60, say.id)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, say.id);

/** An item's field id names a value the job stores ("recordNumber"). */
const fieldId = z
  .string({ error: say.fieldId })
  .max(40, say.fieldId)
  .regex(/^[a-z][a-zA-Z0-9]*$/, say.fieldId);

/** An object with exactly these fields: any other is refused by name. */
const exact = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? inputSay.unknownFields(issue.keys) : undefined),
  });

const text = (field: string, max: number) =>
  z
    .string({ error: say.text(field, max) })
    .trim()
    .min(1, say.text(field, max))
    .max(max, say.text(field, max));

const maxDeadlineDays = 365;
const maxKeepYears = 30;

const deadlineSchema = exact({
  days: z
    .number({ error: say.days(maxDeadlineDays) })
    .int(say.days(maxDeadlineDays))
    .min(0, say.days(maxDeadlineDays))
    .max(maxDeadlineDays, say.days(maxDeadlineDays)),
  count: z.enum(["working", "calendar"], { error: inputSay.choose("working or calendar") }),
  when: z.enum(["before", "after"], { error: inputSay.choose("before or after") }),
  of: z.enum(anchors, { error: inputSay.choose(anchors.join(", ")) }),
});

const fileSchema = exact({
  label: text("the file's label", 120),
  kinds: z
    .array(z.enum(evidenceKinds, { error: inputSay.choose(evidenceKinds.join(" or ")) }))
    .min(1, inputSay.choose("photo or pdf")),
  required: z.boolean(),
});

const waySchema = exact({
  id: slug,
  label: text("the way's label", 120),
  action: text("what to do", 400),
  due: z.array(deadlineSchema).min(1, say.dueNeeded).max(4, say.dueNeeded),
  opens: deadlineSchema.nullable(),
  announcesStart: z.boolean(),
  evidence: exact({
    date: text("the date's label", 120),
    reference: exact({ label: text("the reference's label", 120), required: z.boolean() }).nullable(),
    file: fileSchema.nullable(),
  }),
}).refine(
  (way) => !way.announcesStart || way.due.some((deadline) => deadline.of === "start" && deadline.when === "before"),
  say.announcesNeedsStart,
);

const itemTrackingSchema = exact({
  noun: text("the item's name", 40),
  action: text("what to do", 400),
  started: text("the start day's label", 120),
  fields: z.array(exact({ id: fieldId, label: text("the field's label", 120), required: z.boolean() })).max(10),
  settled: text("the return day's label", 120),
  settledFile: fileSchema.nullable(),
  followUps: z
    .array(
      exact({
        id: slug,
        afterDays: z.number().int().min(0).max(maxDeadlineDays, say.days(maxDeadlineDays)),
        action: text("what to do", 400),
        settles: z.boolean(),
      }),
    )
    .min(1, say.followUpOrder)
    .max(5)
    .refine(
      (followUps) =>
        followUps.every((followUp, index) => index === 0 || followUp.afterDays > (followUps[index - 1]?.afterDays ?? 0)),
      say.followUpOrder,
    ),
});

/** A condition tree, checked by the interpreter's own rules (conditions.ts). */
const conditionSchema = z.unknown().transform((value, context) => {
  const problem = conditionProblem(value);
  if (problem) {
    context.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return value as Condition;
});

/** A compliance rule as data (rule-shape.ts). */
export const ruleSchema = exact({
  id: slug,
  version: z.number({ error: say.version }).int(say.version).min(1, say.version),
  title: text("the title", 120),
  municipality: z.string().trim().min(1).max(80).nullable(),
  appliesWhen: conditionSchema,
  blocks: z.enum(["start", "close"], { error: inputSay.choose("start, close or nothing") }).nullable(),
  ways: z.array(waySchema).max(4),
  items: itemTrackingSchema.nullable(),
  citation: text("the citation", 300),
  verifyNote: text("the note on what to verify with the agency", 1000),
  keepRecordsYears: z
    .number()
    .int(say.keepYears(maxKeepYears))
    .min(0, say.keepYears(maxKeepYears))
    .max(maxKeepYears, say.keepYears(maxKeepYears))
    .nullable(),
}).superRefine((rule, context) => {
  if (rule.ways.length > 0 === (rule.items !== null))
    context.addIssue({ code: "custom", message: say.waysOrItems, path: ["ways"] });
  if (new Set(rule.ways.map((way) => way.id)).size !== rule.ways.length) {
    context.addIssue({ code: "custom", message: say.uniqueWays, path: ["ways"] });
  }
});

const federalIds = new Set(federalRules.map((rule) => rule.id));

/** A rule an admin edits: always local to a municipality, never one of the federal rules. */
export const localRuleSchema = ruleSchema.superRefine((rule, context) => {
  if (rule.municipality === null)
    context.addIssue({ code: "custom", message: say.localNeedsMunicipality, path: ["municipality"] });
  if (federalIds.has(rule.id)) context.addIssue({ code: "custom", message: say.federalId(rule.id), path: ["id"] });
});

// ------------------------------------------------------------------------------- a job's facts

const quantity = z
  .number({ error: inputSay.quantity })
  .min(0, inputSay.quantity)
  .max(10_000_000, inputSay.quantity)
  .refine(Number.isFinite, inputSay.quantity);
const yesOrNo = z.boolean({ error: inputSay.yesOrNo });

/** The site facts of a job (facts.ts). */
export const siteFactsSchema = exact({
  buildingType: z.enum(buildingTypes, { error: inputSay.choose("a building type from the list") }),
  privatelyOwned: yesOrNo,
  yearBuilt: z
    .number({ error: inputSay.yearBuilt })
    .int(inputSay.yearBuilt)
    .min(1600, inputSay.yearBuilt)
    .max(2100, inputSay.yearBuilt)
    .nullable(),
  childrenUnder6: yesOrNo,
  municipality: z
    .string()
    .trim()
    .max(80, inputSay.municipality)
    .nullable()
    .transform((value) => (value ? value : null)),
  asbestos: exact({ friable: yesOrNo, pipeLinearFeet: quantity, otherSquareFeet: quantity, cubicFeet: quantity }),
  lead: exact({ interiorSquareFeet: quantity, exteriorSquareFeet: quantity, windowsOrDemolition: yesOrNo }),
  mold: exact({ squareFeet: quantity }),
});

// ------------------------------------------------------------------------------------ records

const day = z.string({ error: inputSay.day }).refine(isCalendarDay, inputSay.day);
const evidenceFileSchema = exact({
  id: z.string().trim().min(1).max(200),
  kind: z.enum(evidenceKinds, { error: inputSay.choose("photo or pdf") }),
}).nullable();

/** One record towards a requirement (job-input.ts). */
export const requirementRecordSchema = exact({
  ruleId: slug,
  wayId: slug,
  doneOn: day,
  reference: z
    .string()
    .trim()
    .max(200, inputSay.reference)
    .nullable()
    .transform((value) => (value ? value : null)),
  evidence: evidenceFileSchema,
  announcedStart: day.nullable(),
});

/** One tracked item, a waste load (job-input.ts). */
export const itemRecordSchema = exact({
  ruleId: slug,
  id: z.string().trim().min(1).max(100),
  startedOn: day,
  fields: z.record(fieldId, z.string().trim().max(200, inputSay.reference).nullable()),
  settledOn: day.nullable(),
  evidence: evidenceFileSchema,
  followUpsDone: z.record(slug, day),
}).superRefine((item, context) => {
  const days = [item.settledOn, ...Object.values(item.followUpsDone)];
  if (days.some((later) => later !== null && later < item.startedOn)) {
    context.addIssue({ code: "custom", message: inputSay.beforeStarted, path: ["startedOn"] });
  }
});
