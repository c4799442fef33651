import { CalendarCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { type BookingConfirmation, bookingMessages, formatSlot } from "../../lib/calendar";

/** What replaces the booking form once a visit is booked (src/browser/booking.ts renders it); it takes the focus. */
export function BookingConfirmed({ booking }: { booking: BookingConfirmation }) {
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
