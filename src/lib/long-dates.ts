import { business } from "../config/business";
import { estimateLocales } from "./estimate-money";
import type { EstimateLanguage } from "./estimate-texts";

/**
 * Long dates as a customer reads them, one formatter per language for the page, the e-mails and the
 * PDF alike: a calendar day ("November 27, 2026") and an instant in Chicago with its time.
 */

const dayFormats = new Map<EstimateLanguage, Intl.DateTimeFormat>();
const instantFormats = new Map<EstimateLanguage, Intl.DateTimeFormat>();

/** A calendar day, YYYY-MM-DD. */
export function formatLongDate(language: EstimateLanguage, day: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(estimateLocales[language], { dateStyle: "long", timeZone: "UTC" });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** An instant (UTC ISO), as its date and time in Chicago. */
export function formatLongDateTime(language: EstimateLanguage, instant: string): string {
  let format = instantFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(estimateLocales[language], {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: business.timeZone,
    });
    instantFormats.set(language, format);
  }
  return format.format(new Date(instant));
}
