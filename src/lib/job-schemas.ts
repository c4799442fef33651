import { z } from "zod";
import { isCalendarDay } from "./compliance/days";
import { localRuleSchema, siteFactsSchema } from "./compliance/schemas";
import { jobDueFilters } from "./job-desk";
import { dailyLogLimits, jobStates, readingKindIds, readingKinds, readingUnits } from "./jobs";

/**
 * What /api/admin/jobs accepts, each contract written once (the facts and the local rules are the
 * compliance engine's own schemas). Zod: the Worker and the desk only, never a public page.
 */

const sentences = {
  day: "Use a date like 2026-03-14.",
  version: "Send the version of the job you are changing.",
  reason: "Say why, in at most 500 characters.",
  state: "Choose a state from the list.",
  email: "Choose crew members from the staff list.",
  file: "Attach the file again: it did not arrive whole.",
  text: (what: string, max: number) => `${what}: at most ${max} characters.`,
  required: (what: string) => `Fill in ${what}.`,
  person: "Give each person's name and how long they were on site (up to 24 hours).",
  reading: "Give each reading a number, with one of its units.",
  logId: "Each entry needs the id the phone made for it.",
} as const;

const daySchema = z.string({ error: sentences.day }).refine(isCalendarDay, sentences.day);
const optionalDay = daySchema.nullable();
const version = z.number({ error: sentences.version }).int().positive();

const requiredText = (what: string, max: number) =>
  z
    .string({ error: sentences.required(what) })
    .trim()
    .min(1, sentences.required(what))
    .max(max, sentences.text(what, max));

const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, sentences.text(what, max))
    .nullable()
    .transform((value) => value || null);

/** A file sent as base64 (the photo intake's shape): what it is comes from its bytes, never from its name. */
const uploadedFileSchema = z
  .object({
    name: z.string().trim().max(200).default("file"),
    data: z.string({ error: sentences.file }).min(1, sentences.file),
  })
  .strict();
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The query string of GET /api/admin/jobs; blank values count as absent. */
export const jobListQuery = z.object({
  state: z.enum(jobStates, { error: sentences.state }).optional().catch(undefined),
  due: z.enum(jobDueFilters).optional().catch(undefined),
  q: z.string().trim().max(100).optional(),
  leadId: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
});

export const jobMoveSchema = z
  .object({
    version,
    to: z.enum(jobStates, { error: sentences.state }),
    reason: z.string().trim().max(500, sentences.reason).nullable().default(null),
  })
  .strict();
export type JobMove = z.infer<typeof jobMoveSchema>;

export const jobScheduleSchema = z
  .object({
    version,
    startOn: optionalDay,
    endOn: optionalDay,
    finalInvoiceOn: optionalDay.default(null),
    crew: z.array(z.email({ error: sentences.email }).max(254)).max(20),
  })
  .strict();
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

export const jobFactsSchema = z.object({ version, facts: siteFactsSchema }).strict();

export const jobReviewRequestSchema = z.object({ version, enabled: z.boolean() }).strict();

/** A record towards a requirement; its evidence file, if any, travels with it. */
export const jobRecordSchema = z
  .object({
    ruleId: z.string().trim().min(1).max(60),
    wayId: z.string().trim().min(1).max(60),
    doneOn: daySchema,
    reference: optionalText("The reference", 200).default(null),
    announcedStart: optionalDay.default(null),
    file: uploadedFileSchema.nullable().default(null),
  })
  .strict();
export type JobRecordInput = z.infer<typeof jobRecordSchema>;

export const voidRecordSchema = z.object({ reason: requiredText("why the record is struck out", 500) }).strict();

export const newWasteLoadSchema = z
  .object({
    shippedOn: daySchema,
    transporter: requiredText("the transporter", 200),
    disposalSite: requiredText("the disposal site", 200),
    recordNumber: requiredText("the shipment record number", 100),
  })
  .strict();
export type NewWasteLoad = z.infer<typeof newWasteLoadSchema>;

export const wasteLoadChangeSchema = z
  .object({
    version,
    returnedOn: optionalDay.optional(),
    file: uploadedFileSchema.nullable().optional(),
    followUps: z.record(z.string().max(60), daySchema).optional(),
  })
  .strict();
export type WasteLoadChange = z.infer<typeof wasteLoadChangeSchema>;

const logPerson = z
  .object({
    name: z.string({ error: sentences.person }).trim().min(1, sentences.person).max(100, sentences.person),
    minutes: z
      .number({ error: sentences.person })
      .int(sentences.person)
      .min(1, sentences.person)
      .max(dailyLogLimits.minutes, sentences.person),
  })
  .strict();

const logReading = z
  .object({
    kind: z.enum(readingKindIds as [keyof typeof readingKinds], { error: sentences.reading }),
    value: z.number({ error: sentences.reading }).min(0, sentences.reading).max(1_000_000, sentences.reading),
    unit: z.enum(readingUnits as [string, ...string[]], { error: sentences.reading }),
    location: optionalText("The place of the reading", 200).default(null),
  })
  .strict()
  .refine((reading) => (readingKinds[reading.kind].units as readonly string[]).includes(reading.unit), {
    message: sentences.reading,
    path: ["unit"],
  });

/** One daily-log entry as the phone sends it: the id it made keeps a second sending from storing it twice. */
export const logEntrySchema = z
  .object({
    id: z.uuid({ error: sentences.logId }),
    day: daySchema,
    people: z.array(logPerson).max(dailyLogLimits.people),
    notes: optionalText("The notes", dailyLogLimits.notes).default(null),
    readings: z.array(logReading).max(dailyLogLimits.readings),
    photos: z.array(uploadedFileSchema).max(dailyLogLimits.photos).default([]),
    writtenAt: z.iso.datetime({ error: "Send when the entry was written, as an ISO date-time." }),
  })
  .strict()
  .refine((entry) => entry.people.length + entry.readings.length + entry.photos.length > 0 || entry.notes !== null, {
    message: "Write something: who was on site, a note, a reading or a photo.",
    path: ["notes"],
  });
export type LogEntryInput = z.infer<typeof logEntrySchema>;

/** An admin's local rule: the engine's schema for the rule, and whether it is switched on. */
export const localRuleSaveSchema = z
  .object({
    /** The version loaded (0 for a built-in rule never saved); null for a new rule. */
    version: z.number({ error: sentences.version }).int().min(0).nullable(),
    enabled: z.boolean(),
    rule: localRuleSchema,
  })
  .strict();
export type LocalRuleSave = z.infer<typeof localRuleSaveSchema>;

/** The customer's acknowledgment of the Renovate Right pamphlet on the estimate's link (a form post or JSON). */
export const pamphletAcknowledgmentSchema = z.object({
  revision: z.coerce.number().int().min(1).max(9999),
  language: z.enum(["en", "es", "fr"]).catch("en"),
  received: z.literal("yes"),
  signerName: z.string().trim().min(2).max(200),
});
