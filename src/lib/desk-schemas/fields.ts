import { z } from "zod";
import { moneyLimits } from "../estimate-money";

/**
 * The fields several areas' schemas share: the version a change is made against, required and
 * optional text with their sentences, and money (integer cents, basis points).
 */

/** The version of the record as the desk loaded it; a stale one gets 409. */
export const version = (what: string) =>
  z
    .number({ error: `Send the version of the ${what} you are changing.` })
    .int()
    .positive();

/** Text that must be there, trimmed, at most `max` characters. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);

/** Text that may be left out; blank becomes null. */
export const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long.`)
    .nullish()
    .transform((value) => value || null);

export const cents = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents.` })
    .int(`${label} must be a whole number of cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(moneyLimits.maxUnitPriceCents, `${label} is too large.`);

export const basisPoints = (label: string) =>
  z
    .number({ error: `${label} must be given in basis points.` })
    .int(`${label} must be a whole number of basis points.`)
    .min(0, `${label} cannot be negative.`)
    .max(moneyLimits.maxTaxBps, `${label} cannot be over 100%.`);
