import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { addDays, chicagoDate, chicagoToUtc, type PublicEvent } from "../../lib/calendar";
import { MonthGrid } from "./MonthGrid";

type Month = { year: number; month: number };

const isoDate = ({ year, month }: Month, day: number) =>
  `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Today's month in the business's time zone. */
function currentMonth(): Month & { day: number } {
  const [year, month, day] = chicagoDate(Date.now()).split("-").map(Number) as [number, number, number];
  return { year, month: month - 1, day };
}

const monthLabel = ({ year, month }: Month) =>
  new Date(Date.UTC(year, month, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The month's public events under each Chicago day they cover. */
function eventsByDay(events: readonly PublicEvent[], shown: Month): Map<number, PublicEvent[]> {
  const days = new Map<number, PublicEvent[]>();
  const prefix = isoDate(shown, 1).slice(0, 8);
  for (const event of events) {
    const last = chicagoDate(Date.parse(event.endsAt) - 1);
    for (let date = chicagoDate(event.startsAt); date <= last; date = addDays(date, 1)) {
      if (!date.startsWith(prefix)) continue;
      const day = Number(date.slice(8));
      days.set(day, [...(days.get(day) ?? []), event]);
    }
  }
  return days;
}

/**
 * The month grid of public events on wide screens (with JavaScript only: it fetches each month's
 * events), an island (src/react-island.tsx) hydrated when it comes into view.
 */
export function MonthView() {
  const [shown, setShown] = useState<Month | null>(null);
  const [today, setToday] = useState<ReturnType<typeof currentMonth> | null>(null);
  const [events, setEvents] = useState<PublicEvent[]>([]);
  useEffect(() => {
    const now = currentMonth();
    setToday(now);
    setShown(now);
  }, []);
  useEffect(() => {
    if (!shown) return;
    const from = new Date(chicagoToUtc(isoDate(shown, 1))).toISOString();
    const to = new Date(chicagoToUtc(addDays(isoDate(shown, 1), 31))).toISOString();
    const controller = new AbortController();
    fetch(`/api/calendar/events?from=${from}&to=${to}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { events: [] }))
      .then((body: { events: PublicEvent[] }) => setEvents(body.events))
      .catch(() => {});
    return () => controller.abort();
  }, [shown]);

  const step = (delta: number) =>
    setShown(
      (month) => month && { year: month.year + Math.floor((month.month + delta) / 12), month: (month.month + delta + 12) % 12 },
    );

  return (
    <section aria-labelledby="month-heading">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="month-heading" aria-live="polite" className="text-2xl">
          {shown ? monthLabel(shown) : "This month"}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary px-3"
            onClick={() => step(-1)}
            disabled={!shown}
            aria-label="Previous month"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className="btn-secondary px-3" onClick={() => step(1)} disabled={!shown} aria-label="Next month">
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <div className="min-h-96">
        {shown && (
          <MonthGrid
            year={shown.year}
            month={shown.month}
            today={today && today.year === shown.year && today.month === shown.month ? today.day : null}
            eventsByDay={eventsByDay(events, shown)}
          />
        )}
      </div>
    </section>
  );
}
