import { z } from "zod";
import { basisPoints, cents, optionalText, requiredText, version } from "./fields";

/** What the price list and the estimate settings screens save (admins only). */

export const priceListItemSchema = z.object({
  name: requiredText("The name", 200),
  description: requiredText("The description", 1000),
  unit: requiredText("The unit", 40),
  unitPriceCents: cents("The unit price"),
  taxBps: basisPoints("The tax rate"),
  service: optionalText("The service", 200),
  active: z.boolean().default(true),
});
export type PriceListItemInput = z.output<typeof priceListItemSchema>;
export const priceListChangeSchema = priceListItemSchema.extend({ version: version("price list item") });

export const estimateSettingsSchema = z.object({
  version: version("settings"),
  terms: requiredText("The terms", 20_000),
  validDays: z.number().int().min(1, "Keep estimates open at least a day.").max(365, "Keep estimates open at most a year."),
  followUpDays: z.number().int().min(1, "Remind after at least one day.").max(60, "Remind within 60 days."),
});
export type EstimateSettingsInput = z.output<typeof estimateSettingsSchema>;
