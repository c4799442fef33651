import { business } from "../config/business";
import { zonedDate } from "../lib/zoned-time";

/** Days on a job (YYYY-MM-DD on the Chicago calendar) as the desk shows them: "Wed, Dec 9, 2026". */
const shortDay = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export const formatJobDay = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));

/** "Dec 9 – Dec 11, 2026", or "not scheduled". */
export const formatJobDays = (start: string | null, end: string | null) =>
  start && end ? `${formatJobDay(start)} – ${formatJobDay(end)}` : start ? `from ${formatJobDay(start)}` : "Not scheduled";

/** Today on the Chicago calendar, as the Worker counts days. */
export const chicagoToday = () => zonedDate(new Date(), business.timeZone);
