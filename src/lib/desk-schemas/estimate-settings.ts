import { z } from "zod";
import { workKinds } from "../service-names";
import { basisPoints, cents, optionalText, requiredText, version } from "./fields";

/** What the price list and the estimate settings screens save (admins only). */

const priceItemText = (language: string) =>
  z.object({ name: requiredText(`The ${language} name`, 200), description: requiredText(`The ${language} description`, 1000) });

export const priceListItemSchema = z.object({
  name: requiredText("The name", 200),
  description: requiredText("The description", 1000),
  unit: requiredText("The unit", 40),
  unitPriceCents: cents("The unit price"),
  taxBps: basisPoints("The tax rate"),
  service: optionalText("The service", 200),
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
  linkDays: z
    .number()
    .int()
    .min(1, "Keep a customer's link working at least a day after the estimate ends.")
    .max(3650, "Keep a customer's link working at most ten years after the estimate ends.")
    .default(60),
});
export type EstimateSettingsInput = z.output<typeof estimateSettingsSchema>;
