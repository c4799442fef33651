import { z } from "zod";
import { availabilityLimits, calendarDeskMessages, eventKinds, eventVisibilities, timeOfDayPattern } from "./calendar";
import { chatLanguages, chatLimits, chatSteps, timeOfDay } from "./chat";
import {
  boardColumnPage,
  boardDeskMessages,
  boardLimits,
  leadDeskMessages,
  leadPageSize,
  leadPriorities,
  leadSorts,
  leadSources,
  leadStatuses,
  staffDeskMessages,
  staffRoles,
} from "./desk";
import { moneyLimits } from "./estimate-money";
import { estimateDeskMessages } from "./estimate-texts";
import { estimateStatuses, lineGroupProblem, lineKinds } from "./estimates";
import { isValidEmail, isValidPhone } from "./quote";
import { workKinds } from "./service-names";

/**
 * What /api/admin accepts, each contract written once: the Worker validates requests with these
 * schemas and its domain takes their output types; the desk calls the routes with Hono's typed
 * client (src/admin/api/client.ts), which takes its types from the routes that use these. Zod:
 * the Worker and the desk only, never a public page.
 */

const deskSentences = {
  chooseStatus: "Choose a status from the list.",
  choosePriority: "Choose a priority from the list.",
  pageSize: `Ask for 1 to ${leadPageSize.max} leads per page.`,
  isoDateTime: "Give times as ISO date-times.",
} as const;

const version = (what: string) =>
  z
    .number({ error: `Send the version of the ${what} you are changing.` })
    .int()
    .positive();

// ------------------------------------------------------------------------------------- leads

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
      status: z.enum(leadStatuses, { error: deskSentences.chooseStatus }).optional(),
      service: z.string().trim().max(200).optional(),
      source: z.enum(leadSources, { error: "Choose a source from the list." }).optional(),
      priority: z.enum(leadPriorities, { error: deskSentences.choosePriority }).optional(),
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
        .number({ error: deskSentences.pageSize })
        .int(deskSentences.pageSize)
        .min(1, deskSentences.pageSize)
        .max(leadPageSize.max, deskSentences.pageSize)
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
    status: z.enum(leadStatuses, { error: deskSentences.chooseStatus }).optional(),
    priority: z.enum(leadPriorities, { error: deskSentences.choosePriority }).optional(),
    assignee: z.email({ error: leadDeskMessages.notActiveStaff }).max(254).nullable().optional(),
  })
  .refine((edit) => edit.status !== undefined || edit.priority !== undefined || edit.assignee !== undefined, {
    message: leadDeskMessages.nothingToEdit,
  });
export type LeadEdit = z.output<typeof leadEditSchema>;

export const noteLimitChars = 5000;
export const leadNoteSchema = z.object({
  text: z
    .string({ error: leadDeskMessages.noteEmpty })
    .trim()
    .min(1, leadDeskMessages.noteEmpty)
    .max(noteLimitChars, `Keep a note under ${noteLimitChars} characters.`),
});

export const leadSpamSchema = z.object({ spam: z.boolean({ error: "Send spam: true or false." }) });

// ------------------------------------------------------------------------------------- staff

const staffEmail = z
  .string({ error: staffDeskMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: staffDeskMessages.invalidEmail }).max(254, staffDeskMessages.invalidEmail));
const staffName = z
  .string()
  .trim()
  .max(100, "Keep the name under 100 characters.")
  .nullish()
  .transform((value) => value || null);
const staffRole = z.enum(staffRoles, { error: staffDeskMessages.invalidRole });

/** POST /api/admin/staff (admins only): 201 { member }, 409 if the e-mail is already listed. */
export const newStaffMemberSchema = z.object({ email: staffEmail, name: staffName, role: staffRole });
export type NewStaffMember = z.output<typeof newStaffMemberSchema>;

/** PATCH /api/admin/staff/:email (admins only); a change to yourself or to the last active admin gets 409. */
export const staffChangeSchema = z
  .object({
    name: staffName.optional(),
    role: staffRole.optional(),
    active: z.boolean({ error: "Send active: true or false." }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: staffDeskMessages.nothingToChange });
export type StaffChange = z.output<typeof staffChangeSchema>;

// ------------------------------------------------------------------------------------ boards

const boardName = z
  .string({ error: boardDeskMessages.nameRequired })
  .trim()
  .min(1, boardDeskMessages.nameRequired)
  .max(boardLimits.nameChars, boardDeskMessages.nameTooLong);
const columnStatus = z.enum(leadStatuses, { error: "Choose a status from the list, or none." }).nullable();
const cardId = z.string({ error: "Send the card's id." }).min(1).max(100);

/** Admins only: POST /api/admin/boards/:id/columns, and each column of a new board. */
export const columnDraftSchema = z.object({ name: boardName, status: columnStatus.optional() });
export type BoardColumnDraft = z.output<typeof columnDraftSchema>;

export const newBoardSchema = z.object({
  name: boardName,
  columns: z
    .array(columnDraftSchema)
    .min(1, boardDeskMessages.noColumns)
    .max(boardLimits.columns, boardDeskMessages.tooManyColumns),
});
export const boardRenameSchema = z.object({ name: boardName });
export const columnChangeSchema = columnDraftSchema
  .partial()
  .refine((change) => change.name !== undefined || change.status !== undefined, {
    message: "Send a name or a status to change.",
  });
/** Admins only: PUT /api/admin/boards/:id/columns with every column id of the board, in the new order. */
export const columnOrderSchema = z.object({
  columnIds: z.array(z.string().max(100), { error: boardDeskMessages.columnOrder }).max(boardLimits.columns),
});

/**
 * POST /api/admin/boards/:id/moves: put a card in a column of this board, right after `afterId`
 * or right before `beforeId` (cards of that column), or on top with neither. `version` is the
 * lead's, as the board showed it; a stale one gets 409.
 */
export const boardMoveSchema = z
  .object({
    leadId: cardId,
    version: z.number({ error: "Send the version of the card you are moving." }).int().positive(),
    toColumnId: z.string({ error: "Send the column to move the card to." }).min(1).max(100),
    afterId: cardId.optional(),
    beforeId: cardId.optional(),
  })
  .refine((move) => move.afterId === undefined || move.beforeId === undefined, {
    message: "Send afterId or beforeId, not both.",
    path: ["beforeId"],
  })
  .refine((move) => move.afterId !== move.leadId && move.beforeId !== move.leadId, {
    message: "A card cannot be placed next to itself.",
    path: ["afterId"],
  });
export type BoardMove = z.output<typeof boardMoveSchema>;

const limitsSentence = `Send limits as columnId:count pairs, each count from 1 to ${boardColumnPage.max}.`;
/** GET /api/admin/boards/:id?limits=columnId:count,columnId:count (boardLimitsParam) → { columnId: count }. */
export const boardQuerySchema = z.object({
  limits: z
    .string()
    .max(2000)
    .regex(/^([^,:]+:\d{1,4})(,[^,:]+:\d{1,4})*$/, limitsSentence)
    .transform(
      (text): Record<string, number> =>
        Object.fromEntries(text.split(",").map((pair) => [pair.split(":")[0], Number(pair.split(":")[1])])),
    )
    .refine((limits) => Object.values(limits).every((count) => count >= 1 && count <= boardColumnPage.max), limitsSentence)
    .optional(),
});

// ---------------------------------------------------------------------------------- calendar

const instant = z.iso.datetime({ offset: true, error: deskSentences.isoDateTime }).transform((t) => new Date(t).toISOString());
const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long.`)
    .nullish()
    .transform((value) => value || null);

const eventFields = {
  title: z.string({ error: "Title is required." }).trim().min(1, "Title is required.").max(200, "Title is too long."),
  description: optionalText("Description", 5000),
  location: optionalText("Location"),
  startsAt: instant,
  endsAt: instant,
  allDay: z.boolean().default(false),
  kind: z.enum(eventKinds, { error: "Choose a kind from the list." }),
  visibility: z.enum(eventVisibilities, { error: "Choose public or staff." }),
  leadId: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  assignee: z
    .email({ error: "Assign the event to a staff e-mail." })
    .max(254)
    .nullish()
    .transform((value) => value || null),
};

const inOrder = (event: { startsAt?: string | undefined; endsAt?: string | undefined }) =>
  !event.startsAt || !event.endsAt || event.endsAt >= event.startsAt;
const orderRule = { message: calendarDeskMessages.endBeforeStart, path: ["endsAt"] };

/** POST /api/admin/calendar/events. */
export const newEventSchema = z.object(eventFields).refine(inOrder, orderRule);
/** What staff set on an event; the rest of a CalendarEvent is the server's. */
export type EventInput = z.output<typeof newEventSchema>;

/** PATCH /api/admin/calendar/events/:id: any fields, and the version they were made against. */
export const eventChangeSchema = z
  .object({ version: version("event") })
  .extend(z.object(eventFields).partial().omit({ leadId: true }).shape)
  .refine(inOrder, orderRule);
export const eventVersionQuery = z.object({
  version: z.coerce.number({ error: "Send the event's version." }).int().positive(),
});
export const eventRangeQuery = z
  .object({ from: instant, to: instant })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 400 * 86_400_000, "Ask for at most 400 days.");

const dayHours = z
  .object({
    start: z.string().regex(timeOfDayPattern, "Give hours as HH:MM."),
    end: z.string().regex(timeOfDayPattern, "Give hours as HH:MM."),
  })
  .refine((hours) => hours.end > hours.start, calendarDeskMessages.hoursBackwards)
  .nullable();
const whole = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** PUT /api/admin/calendar/availability: the booking hours, against the version loaded. */
export const availabilitySchema = z.object({
  weekly: z.array(dayHours).length(7, "Send hours for all seven weekdays, Sunday first."),
  slotMinutes: whole("Visit length", availabilityLimits.slotMinutes),
  bufferMinutes: whole("Buffer", availabilityLimits.bufferMinutes),
  horizonDays: whole("Booking horizon", availabilityLimits.horizonDays),
  minNoticeHours: whole("Minimum notice", availabilityLimits.minNoticeHours),
  version: z.number().int().positive(),
});

/** POST /api/admin/calendar/leads/:leadId/inspection ("Schedule inspection" on a lead). */
export const inspectionSchema = z
  .object({
    leadVersion: z.number({ error: "Send the version of the lead." }).int().positive(),
    startsAt: instant,
    endsAt: instant,
    assignee: eventFields.assignee,
  })
  .refine(inOrder, orderRule);
export type InspectionRequest = z.output<typeof inspectionSchema>;

// ----------------------------------------------------------------------------------- chatbot

const line = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);
const optionalLine = z
  .string()
  .trim()
  .max(100, "Keep this under 100 characters.")
  .nullish()
  .transform((value) => value || null);

const chatTexts = z.object({
  welcomeMessage: line("The welcome message", chatLimits.messageChars),
  offlineMessage: line("The offline message", chatLimits.messageChars),
});

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** PUT /api/admin/chatbot: the settings plus, optionally, a new AI key ("" removes it; absent keeps it). */
export const chatbotSettingsUpdateSchema = z.object({
  version: z.number({ error: "Send the version you edited." }).int(),
  texts: z.object(
    Object.fromEntries(chatLanguages.map((language) => [language, chatTexts])) as Record<
      (typeof chatLanguages)[number],
      typeof chatTexts
    >,
  ),
  services: z
    .array(line("A service", 100))
    .min(1, "List at least one service.")
    .max(chatLimits.services, `List at most ${chatLimits.services} services.`),
  messagingNumber: optionalLine.refine(
    (value) => value === null || /^\+?\d{7,15}$/.test(value.replace(/[\s\-().]/g, "")),
    "The messaging number must be 7 to 15 digits.",
  ),
  groupId: optionalLine,
  customPrompts: z
    .array(
      z.object({
        name: line("A prompt's name", 100),
        prompt: line("A prompt", chatLimits.messageChars),
        step: z.enum([...chatSteps, "any"], { error: "Choose the step a prompt applies to." }),
      }),
    )
    .max(chatLimits.customPrompts, `At most ${chatLimits.customPrompts} prompts.`),
  leadMessageTemplate: line("The lead message template", chatLimits.messageChars),
  autoResponse: z.boolean(),
  hours: z.object({
    enabled: z.boolean(),
    start: z.string().regex(timeOfDay, "Give the opening time as HH:MM."),
    end: z.string().regex(timeOfDay, "Give the closing time as HH:MM."),
    timeZone: z.string().refine(isTimeZone, "Choose a time zone such as America/Chicago."),
  }),
  aiBaseUrl: z.url({ protocol: /^https?$/, error: "The AI base URL must be an http(s) address." }).max(300),
  aiModel: line("The AI model", 100),
  aiKey: z.string().trim().max(500, "That AI key is too long.").optional(),
});
export type ChatbotSettingsUpdate = z.output<typeof chatbotSettingsUpdateSchema>;

// --------------------------------------------------------------------------------- estimates

const cents = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents.` })
    .int(`${label} must be a whole number of cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(moneyLimits.maxUnitPriceCents, `${label} is too large.`);
const basisPoints = (label: string) =>
  z
    .number({ error: `${label} must be given in basis points.` })
    .int(`${label} must be a whole number of basis points.`)
    .min(0, `${label} cannot be negative.`)
    .max(moneyLimits.maxTaxBps, `${label} cannot be over 100%.`);
const adjustment = (label: string) =>
  z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("amount"), cents: cents(label) }),
      z.object({ kind: z.literal("percent"), bps: basisPoints(label) }),
    ])
    .nullable();
const shortLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);
const optionalLineText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long.`)
    .nullish()
    .transform((value) => value || null);

export const estimateLineSchema = z.object({
  id: z.string().max(100).optional(),
  kind: z.enum(lineKinds, { error: "Choose whether the line is required, optional or one of a pick-one group." }),
  group: optionalLineText("The group", 60),
  groupLabel: optionalLineText("The group's heading", 120),
  section: optionalLineText("The area or section", 120),
  description: shortLine("Each line's description", 1000),
  unit: shortLine("Each line's unit", 40),
  quantityThousandths: z
    .number({ error: "Give each line a quantity." })
    .int("Give quantities to at most three decimals.")
    .min(0, "A quantity cannot be negative.")
    .max(moneyLimits.maxQuantityThousandths, "That quantity is too large."),
  unitPriceCents: cents("A unit price"),
  taxBps: basisPoints("A tax rate"),
  preselected: z.boolean().default(false),
  priceItemId: optionalLineText("The price list item", 100),
});

/** PUT /api/admin/estimates/:id: a draft as staff edit it, against the version they loaded. */
export const estimateDraftSchema = z
  .object({
    version: version("estimate"),
    title: shortLine("The title", 200),
    introduction: optionalLineText("The introduction", 5000),
    language: z.enum(["en", "es", "fr"], { error: "Choose English, Spanish or French." }),
    customer: z.object({
      name: shortLine("The customer's name", 200),
      email: z
        .string()
        .trim()
        .max(254)
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || isValidEmail(value), estimateDeskMessages.invalidEmail),
      phone: z
        .string()
        .trim()
        .max(40)
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || isValidPhone(value), estimateDeskMessages.invalidPhone),
      address: optionalLineText("The address", 500),
    }),
    service: shortLine("The service", 200),
    yearBuilt: z
      .number({ error: "Give the year the home was built as a number." })
      .int("Give the year the home was built as a whole number.")
      .min(1600, "That year built is too early.")
      .max(2200, "That year built is too late.")
      .nullable(),
    expiresOn: z.iso.date({ error: "Choose the last day the estimate can be approved." }),
    discount: adjustment("The discount"),
    deposit: adjustment("The deposit"),
    terms: shortLine("The terms", 20_000),
    lines: z.array(estimateLineSchema).max(moneyLimits.maxLines, `An estimate has at most ${moneyLimits.maxLines} lines.`),
    photoIds: z.array(z.string().max(100)).max(50, "Show at most 50 photos."),
  })
  .superRefine((draft, context) => {
    const problem = lineGroupProblem(draft.lines);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["lines"] });
  });
export type EstimateDraft = z.output<typeof estimateDraftSchema>;

/** POST /api/admin/estimates: a new estimate from a lead. */
export const newEstimateSchema = z.object({ leadId: z.string({ error: "Send the lead's id." }).min(1).max(100) });

/** POST /api/admin/estimates/:id/send: to the customer's e-mail, or another address. */
export const sendEstimateSchema = z.object({
  version: version("estimate"),
  to: z
    .email({ error: estimateDeskMessages.invalidEmail })
    .max(254)
    .nullish()
    .transform((value) => value || null),
  /** Staff saw the language problems (EstimateDetail.languageProblems) and send anyway. */
  acceptLanguageProblems: z.boolean({ error: "Say whether to send despite the language problems." }).default(false),
});
export const estimateVersionSchema = z.object({ version: version("estimate") });
export const estimateVersionQuery = z.object({
  version: z.coerce.number({ error: "Send the estimate's version." }).int().positive(),
});
export const estimateListQuery = z.object({
  status: z.enum(estimateStatuses, { error: "Choose a status from the list." }).optional(),
  leadId: z.string().max(100).optional(),
  cursor: z.string().max(200).optional(),
});

const priceItemText = (language: string) =>
  z.object({ name: shortLine(`The ${language} name`, 200), description: shortLine(`The ${language} description`, 1000) });

export const priceListItemSchema = z.object({
  name: shortLine("The name", 200),
  description: shortLine("The description", 1000),
  unit: shortLine("The unit", 40),
  unitPriceCents: cents("The unit price"),
  taxBps: basisPoints("The tax rate"),
  service: optionalLineText("The service", 200),
  active: z.boolean().default(true),
  /** The Spanish and French name and description: both, or null while the item has none in that language. */
  translations: z.object({
    es: priceItemText("Spanish").nullable(),
    fr: priceItemText("French").nullable(),
  }),
});
export type PriceListItemInput = z.output<typeof priceListItemSchema>;
export const priceListChangeSchema = priceListItemSchema.extend({ version: version("price list item") });

const termsText = (language: string) =>
  z
    .string({ error: `Write the ${language} terms.` })
    .trim()
    .min(1, `Write the ${language} terms.`)
    .max(20_000, `The ${language} terms are too long.`);
const termsTexts = z.object({ en: termsText("English"), es: termsText("Spanish"), fr: termsText("French") });

export const estimateSettingsSchema = z.object({
  version: version("settings"),
  /** The terms for any service, and those of each kind of work that has its own (in all three languages). */
  terms: z.object({
    anyService: termsTexts,
    byWork: z.partialRecord(z.enum(workKinds, { error: "Choose a kind of work from the list." }), termsTexts),
  }),
  validDays: z.number().int().min(1, "Keep estimates open at least a day.").max(365, "Keep estimates open at most a year."),
  followUpDays: z.number().int().min(1, "Remind after at least one day.").max(60, "Remind within 60 days."),
});
export type EstimateSettingsInput = z.output<typeof estimateSettingsSchema>;
