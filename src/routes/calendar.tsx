import { CalendarCheck, ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { MonthGrid } from "../components/calendar/MonthGrid";
import { useBookingForm } from "../components/calendar/useBookingForm";
import { Head } from "../components/layout/Head";
import { PageHero } from "../components/page/PageHero";
import { bookingFormId, liveRegionId } from "../html/calendar";
import {
  addDays,
  type BookingConfirmation,
  bookingMessages,
  chicagoDate,
  chicagoToUtc,
  formatSlot,
  type PublicEvent,
} from "../lib/calendar";

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
 * What the Worker put into the page (events and the booking form), read before React hydrates so
 * the first render matches it; empty when the visitor arrived from another page of the site.
 */
const serverLiveHtml = () => (typeof document === "undefined" ? "" : (document.getElementById(liveRegionId)?.innerHTML ?? ""));

function MonthView() {
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
    <section aria-labelledby="month-heading" className="hidden js:md:block">
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

function BookingConfirmed({ booking }: { booking: BookingConfirmation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-12 rounded-2xl border-2 border-brand-600 bg-brand-50 p-6 dark:bg-brand-950">
      <CalendarCheck aria-hidden="true" className="size-10 text-brand-700 dark:text-brand-300" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl">
        {bookingMessages.confirmedTitle}
      </h2>
      <p className="mt-2 text-slate-800 dark:text-slate-200">
        {bookingMessages.confirmed(`${formatSlot(booking.startsAt)} (Chicago time)`)}
      </p>
      <a href={booking.icsUrl} download="inspection.ics" className="btn-primary mt-5">
        Add to your calendar (.ics)
      </a>
    </div>
  );
}

export function Component() {
  const [liveHtml, setLiveHtml] = useState(serverLiveHtml);
  const [booking, setBooking] = useState<BookingConfirmation | null>(null);
  useEffect(() => {
    if (liveHtml) return;
    fetch("/calendar/live")
      .then((response) => (response.ok ? response.text() : ""))
      .then(setLiveHtml)
      .catch(() => {});
  }, [liveHtml]);
  const onBooked = useCallback((confirmed: BookingConfirmation) => {
    document.getElementById(bookingFormId)?.setAttribute("hidden", "");
    setBooking(confirmed);
  }, []);
  useBookingForm(liveHtml !== "", onBooked);

  return (
    <>
      <Head
        title="Public calendar and free inspection booking"
        description="Community workshops, closures and open times for a free on-site inspection across Chicagoland. Book online in a minute."
        path="/calendar"
        keywords={["events", "workshops", "calendar", "free inspection", "booking"]}
      />
      <PageHero eyebrow="Calendar" title="Public calendar">
        <p>Free homeowner workshops, office closures, and open times to book a free on-site inspection.</p>
      </PageHero>
      <div className="container-page max-w-5xl py-14">
        <MonthView />
        {booking && <BookingConfirmed booking={booking} />}
        {/* Filled by the Worker on every request; React keeps it as it is. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the Worker's own markup, every value escaped in public-html.ts */}
        <div id={liveRegionId} dangerouslySetInnerHTML={{ __html: liveHtml }} />
      </div>
    </>
  );
}
