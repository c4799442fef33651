/**
 * Calendar dates in a time zone (the business's, America/Chicago) and the UTC instants where they
 * begin, without a date library: the Worker stores UTC and the desk speaks Chicago days.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: String(parts.weekday),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant (negative west of Greenwich). */
function offsetMs(instant: Date, timeZone: string) {
  const p = partsIn(instant, timeZone);
  const wallClockAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date ("2026-03-14") that it is in the zone at that instant. */
export function zonedDate(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The UTC instant of a wall-clock date ("2026-03-08") and time ("09:30") in the zone. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  // The offset at the guess can differ from the one at the wall-clock time read as UTC when a DST change lies between.
  return new Date(asUtc - offsetMs(new Date(guess), timeZone));
}

/** The instant a calendar date begins in the zone (local midnight; DST never moves midnight in the US). */
export const startOfZonedDay = (date: string, timeZone: string): Date => zonedToUtc(date, "00:00", timeZone);

/** A calendar date plus or minus whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Starts of today, this week (Monday) and this month in the zone, as UTC instants. */
export function zonedPeriodStarts(now: Date, timeZone: string) {
  const today = zonedDate(now, timeZone);
  const daysSinceMonday = weekdays.indexOf(partsIn(now, timeZone).weekday);
  return {
    today: startOfZonedDay(today, timeZone),
    week: startOfZonedDay(addDays(today, -daysSinceMonday), timeZone),
    month: startOfZonedDay(`${today.slice(0, 8)}01`, timeZone),
  };
}

/** "2026-03-14 16:05": a wall-clock time in the zone, for spreadsheets. */
export function zonedDateTime(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

/**
 * The instant `days` calendar days after `instant` in the zone, at the same wall-clock time: what
 * "in 3 days" means to someone in Chicago (72 hours, or 71 or 73 across a DST change).
 */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  const p = partsIn(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  const shifted = zonedToUtc(addDays(zonedDate(instant, timeZone), days), `${two(p.hour)}:${two(p.minute)}`, timeZone);
  return new Date(shifted.getTime() + p.second * 1000 + instant.getUTCMilliseconds());
}
