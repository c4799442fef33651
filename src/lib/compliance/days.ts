import { addDays } from "../zoned-time";

/**
 * Calendar days ("2026-11-25", a day on the Chicago calendar) and the working days that
 * regulators count in. A working day is Monday to Friday, federal holidays included, as the
 * asbestos NESHAP defines it (40 CFR 61.141: "Working day means Monday through Friday and
 * includes holidays that fall on any of the days Monday through Friday"). Saturdays and Sundays
 * never count. So no holiday table: Thanksgiving and Christmas are ordinary working days here.
 *
 * Counting follows EPA's own example: a notice postmarked on a Wednesday allows work from the
 * Wednesday two weeks later, that is the 10th working day after the postmark day.
 */

export { addDays as addCalendarDays } from "../zoned-time";

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export const isCalendarDay = (text: string): boolean => dayPattern.test(text) && addDays(text, 0) === text;

function checked(day: string): string {
  if (!isCalendarDay(day)) throw new RangeError(`"${day}" is not a calendar day (YYYY-MM-DD).`);
  return day;
}

const utcMidnight = (day: string) => Date.parse(`${checked(day)}T00:00:00Z`);

/** 0 for Sunday to 6 for Saturday. */
export const dayOfWeek = (day: string): number => new Date(utcMidnight(day)).getUTCDay();

/** Monday to Friday, holidays included. */
export function isWorkingDay(day: string): boolean {
  const weekday = dayOfWeek(day);
  return weekday !== 0 && weekday !== 6;
}

/** Whole calendar days from `from` to `to`: 1 from a day to the next, negative backwards. */
export const calendarDaysBetween = (from: string, to: string): number =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);

/**
 * The working days after `from` up to and including `to`: from a Wednesday to the Wednesday two
 * weeks later, 10. Negative when `to` is earlier (the working days after `to` up to `from`).
 */
export function workingDaysBetween(from: string, to: string): number {
  const days = calendarDaysBetween(from, to);
  const [first, span] = days < 0 ? [to, -days] : [from, days];
  // Every whole week holds five working days; then the days left over, at most six.
  let count = Math.floor(span / 7) * 5;
  for (let day = addDays(first, Math.floor(span / 7) * 7 + 1), left = span % 7; left > 0; day = addDays(day, 1), left--) {
    if (isWorkingDay(day)) count++;
  }
  return days < 0 ? -count : count;
}

/**
 * The `count`-th working day after `day` (before it when negative); `day` itself for 0. From a
 * Saturday or a Sunday, the first working day after is the Monday, the first before is the Friday.
 */
export function addWorkingDays(day: string, count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`${count} is not a whole number of working days.`);
  if (count === 0) return checked(day);
  const step = count < 0 ? -1 : 1;
  // From a weekend, count as from the working day behind it (Friday going forward, Monday back).
  let result = checked(day);
  while (!isWorkingDay(result)) result = addDays(result, -step);
  // From a working day, five working days are one calendar week; then step through the rest.
  result = addDays(result, step * 7 * Math.floor(Math.abs(count) / 5));
  for (let left = Math.abs(count) % 5; left > 0; ) {
    result = addDays(result, step);
    if (isWorkingDay(result)) left--;
  }
  return result;
}

/** The day itself if it is a working day, else the Friday before. */
export const workingDayOnOrBefore = (day: string): string => (isWorkingDay(day) ? day : addWorkingDays(day, -1));

/** The same month and day `years` later (February 29 becomes March 1 in a common year). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = checked(day).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

/** The later of two days; either may be missing. */
export function laterDay(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** The earlier of two days; either may be missing. */
export function earlierDay(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}
