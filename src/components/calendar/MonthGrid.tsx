import type { PublicEvent } from "../../lib/calendar";

const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Days of a month laid out in weeks starting on Sunday; null pads the first and last week. */
export function monthWeeks(year: number, month: number): Array<Array<number | null>> {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const dayCount = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: Array<number | null> = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: dayCount }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** A month of public events: each day lists the titles of what happens on it (Chicago days). */
export function MonthGrid({
  year,
  month,
  today,
  eventsByDay = new Map(),
}: {
  year: number;
  month: number;
  today: number | null;
  eventsByDay?: ReadonlyMap<number, readonly PublicEvent[]>;
}) {
  return (
    <table className="w-full table-fixed border-collapse text-center">
      <thead>
        <tr>
          {weekdayNames.map((name) => (
            <th key={name} scope="col" className="py-2 text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(year, month).map((week) => (
          <tr key={week.join("-")}>
            {week.map((day, index) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: a weekday column never moves
                key={index}
                aria-current={day !== null && day === today ? "date" : undefined}
                className="h-20 border border-slate-200 p-1 align-top text-sm dark:border-slate-800 aria-[current=date]:bg-brand-50 dark:aria-[current=date]:bg-brand-950"
              >
                {day && <span className="block text-left font-medium">{day}</span>}
                {day &&
                  eventsByDay.get(day)?.map((event) => (
                    <span
                      key={event.id}
                      className={`mt-1 block truncate rounded px-1 text-left text-xs ${
                        event.kind === "closure"
                          ? "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100"
                          : "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50"
                      }`}
                      title={event.title}
                    >
                      {event.title}
                    </span>
                  ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
