import { business } from "../config/business";
import { estimateLocales } from "./estimate-money";

/**
 * Dates as a customer reads them, one way per language wherever they appear (the estimate page,
 * its e-mails, its PDFs): in the same locale as the money ("fr-CA": "20 novembre 2026").
 */

type Language = keyof typeof estimateLocales;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, kind: "day" | "instant") {
  const key = `${language} ${kind}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      estimateLocales[language],
      kind === "day"
        ? { dateStyle: "long", timeZone: "UTC" }
        : { dateStyle: "long", timeStyle: "long", timeZone: business.timeZone },
    );
    formats.set(key, formatter);
  }
  return formatter;
}

/** A calendar day (YYYY-MM-DD, already a Chicago date): "November 20, 2026", "20 de noviembre de 2026". */
export const longDay = (day: string, language: Language): string => format(language, "day").format(new Date(`${day}T12:00:00Z`));

/** An instant (UTC ISO) as Chicago's wall clock, to the second, with its zone: "November 22, 2026 at 3:04:05 PM CST". */
export const longInstant = (instant: string, language: Language): string => format(language, "instant").format(new Date(instant));
