import { z } from "zod";
import { leadDeskMessages, leadPageSize, leadPriorities, leadSorts, leadSources, leadStatuses } from "../desk";
import { version } from "./fields";

/** What /api/admin/leads accepts: the inbox's filters, an edit, a note, the spam mark. */

const leadSentences = {
  chooseStatus: "Choose a status from the list.",
  choosePriority: "Choose a priority from the list.",
  pageSize: `Ask for 1 to ${leadPageSize.max} leads per page.`,
} as const;

const calendarDate = z.iso.date({ error: "Use a date like 2026-03-14." });
const flag = z
  .enum(["1", "0", "true", "false"], { error: "Use 1 or 0." })
  .transform((value) => value === "1" || value === "true");

/** The query string of GET /api/admin/leads and /leads/export.csv; blank values count as absent. */
export const leadListQuerySchema = z.preprocess(
  (input) =>
    typeof input === "object" && input !== null
      ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ""))
      : input,
  z
    .object({
      /** Words found in the name, e-mail, phone, city or street, or description (each word a prefix). */
      q: z.string().trim().max(200, "Search for at most 200 characters.").optional(),
      status: z.enum(leadStatuses, { error: leadSentences.chooseStatus }).optional(),
      service: z.string().trim().max(200).optional(),
      source: z.enum(leadSources, { error: "Choose a source from the list." }).optional(),
      priority: z.enum(leadPriorities, { error: leadSentences.choosePriority }).optional(),
      /** A staff e-mail, or "none" for unassigned leads. */
      assignee: z.string().trim().toLowerCase().max(254).optional(),
      /** Calendar dates (YYYY-MM-DD) in America/Chicago, both inclusive. */
      from: calendarDate.optional(),
      to: calendarDate.optional(),
      hasPhotos: flag.optional(),
      /** true: the spam folder only. Spam is never in the default view. */
      spam: flag.optional(),
      sort: z.enum(leadSorts, { error: "Choose a sort order from the list." }).default("newest"),
      /** nextCursor of the previous page. */
      cursor: z.string().max(1000).optional(),
      limit: z.coerce
        .number({ error: leadSentences.pageSize })
        .int(leadSentences.pageSize)
        .min(1, leadSentences.pageSize)
        .max(leadPageSize.max, leadSentences.pageSize)
        .default(leadPageSize.default),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: "The start date must not be after the end date.",
      path: ["to"],
    }),
);
/** The inbox's filters as the Worker reads them. */
export type LeadFilters = z.output<typeof leadListQuerySchema>;
/** The inbox's filters as the desk holds them (every one optional); leadListSearchParams writes the query string. */
export type LeadListQuery = Partial<LeadFilters>;

export function leadListSearchParams(query: LeadListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return params;
}

/** PATCH /api/admin/leads/:id: send the version you loaded; a stale one gets 409 with `lead`, the current one. */
export const leadEditSchema = z
  .object({
    version: version("lead"),
    status: z.enum(leadStatuses, { error: leadSentences.chooseStatus }).optional(),
    priority: z.enum(leadPriorities, { error: leadSentences.choosePriority }).optional(),
    assignee: z.email({ error: leadDeskMessages.notActiveStaff }).max(254).nullable().optional(),
  })
  .refine((edit) => edit.status !== undefined || edit.priority !== undefined || edit.assignee !== undefined, {
    message: leadDeskMessages.nothingToEdit,
  });
export type LeadEdit = z.output<typeof leadEditSchema>;

const noteLimitChars = 5000;
export const leadNoteSchema = z.object({
  text: z
    .string({ error: leadDeskMessages.noteEmpty })
    .trim()
    .min(1, leadDeskMessages.noteEmpty)
    .max(noteLimitChars, `Keep a note under ${noteLimitChars} characters.`),
});

export const leadSpamSchema = z.object({ spam: z.boolean({ error: "Send spam: true or false." }) });
