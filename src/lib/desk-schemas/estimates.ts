import { z } from "zod";
import { moneyLimits } from "../estimate-money";
import { estimateDeskMessages } from "../estimate-texts";
import { estimateLanguages, estimateStatuses, type LineKind, lineKinds } from "../estimates";
import { isValidEmail, isValidPhone } from "../quote";
import { basisPoints, cents, optionalText, requiredText, version } from "./fields";

/** What /api/admin/estimates accepts: a new estimate, a draft as staff edit it, sending, the list's filters. */

const adjustment = (label: string) =>
  z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("amount"), cents: cents(label) }),
      z.object({ kind: z.literal("percent"), bps: basisPoints(label) }),
    ])
    .nullable();

export const estimateLineSchema = z.object({
  id: z.string().max(100).optional(),
  kind: z.enum(lineKinds, { error: "Choose whether the line is required, optional or one of a pick-one group." }),
  group: optionalText("The group", 60),
  groupLabel: optionalText("The group's heading", 120),
  section: optionalText("The area or section", 120),
  description: requiredText("Each line's description", 1000),
  unit: requiredText("Each line's unit", 40),
  quantityThousandths: z
    .number({ error: "Give each line a quantity." })
    .int("Give quantities to at most three decimals.")
    .min(0, "A quantity cannot be negative.")
    .max(moneyLimits.maxQuantityThousandths, "That quantity is too large."),
  unitPriceCents: cents("A unit price"),
  taxBps: basisPoints("A tax rate"),
  preselected: z.boolean().default(false),
  priceItemId: optionalText("The price list item", 100),
});

type GroupedLine = { kind: LineKind; group: string | null; preselected: boolean; section: string | null };

/** What is wrong with a draft's pick-one groups, and the line and field it is said beside. */
export type LineGroupProblem = { line: number; field: "group" | "preselected" | "section"; message: string };

/**
 * The first thing wrong with a draft's pick-one groups, for staff; null if nothing. Each group
 * offers at least two lines in one area, at most one of them preselected; only pick-one lines
 * belong to a group. The problem names the line (its index) whose field needs changing.
 */
export function lineGroupProblem(lines: readonly GroupedLine[]): LineGroupProblem | null {
  const groups = new Map<string, number[]>();
  for (const [index, line] of lines.entries()) {
    if (line.kind !== "choice") {
      if (line.group !== null) return { line: index, field: "group", message: estimateDeskMessages.groupOnlyForChoices };
      continue;
    }
    if (line.group === null) return { line: index, field: "group", message: estimateDeskMessages.choiceNeedsGroup };
    groups.set(line.group, [...(groups.get(line.group) ?? []), index]);
  }
  for (const [group, [first = 0, ...others]] of groups) {
    if (others.length === 0) return { line: first, field: "group", message: estimateDeskMessages.groupTooSmall(group) };
    const secondPreselected = [first, ...others].filter((index) => lines[index]?.preselected)[1];
    if (secondPreselected !== undefined)
      return { line: secondPreselected, field: "preselected", message: estimateDeskMessages.groupTwoPreselected(group) };
    const elsewhere = others.find((index) => lines[index]?.section !== lines[first]?.section);
    if (elsewhere !== undefined)
      return { line: elsewhere, field: "section", message: estimateDeskMessages.groupAcrossSections(group) };
  }
  return null;
}

/** PUT /api/admin/estimates/:id: a draft as staff edit it, against the version they loaded. */
export const estimateDraftSchema = z
  .object({
    version: version("estimate"),
    title: requiredText("The title", 200),
    introduction: optionalText("The introduction", 5000),
    language: z.enum(estimateLanguages, { error: "Choose English, Spanish or French." }),
    customer: z.object({
      name: requiredText("The customer's name", 200),
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
      address: optionalText("The address", 500),
    }),
    service: requiredText("The service", 200),
    yearBuilt: z
      .number({ error: "Give the year the home was built as a number." })
      .int("Give the year the home was built as a whole number.")
      .min(1600, "That year built is too early.")
      .max(2200, "That year built is too late.")
      .nullable(),
    expiresOn: z.iso.date({ error: "Choose the last day the estimate can be approved." }),
    discount: adjustment("The discount"),
    deposit: adjustment("The deposit"),
    terms: requiredText("The terms", 20_000),
    lines: z.array(estimateLineSchema).max(moneyLimits.maxLines, `An estimate has at most ${moneyLimits.maxLines} lines.`),
    photoIds: z.array(z.string().max(100)).max(50, "Show at most 50 photos."),
  })
  .superRefine((draft, context) => {
    const problem = lineGroupProblem(draft.lines);
    if (problem) context.addIssue({ code: "custom", message: problem.message, path: ["lines", problem.line, problem.field] });
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
