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

export function MonthGrid({ year, month, today }: { year: number; month: number; today: number | null }) {
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
                className="h-16 border border-slate-200 align-top text-sm dark:border-slate-800 aria-[current=date]:bg-brand-50 dark:aria-[current=date]:bg-brand-950"
              >
                {day && <span className="block p-1 text-left font-medium">{day}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
