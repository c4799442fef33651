import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { MonthGrid } from "../components/calendar/MonthGrid";
import { Head } from "../components/layout/Head";
import { PageHero } from "../components/ui/PageHero";
import { business } from "../config/business";

type Month = { year: number; month: number };

/** Today's month in the business's time zone. */
function currentMonth(): Month & { day: number } {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: business.timeZone })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number, number];
  return { year, month: month - 1, day };
}

const monthLabel = ({ year, month }: Month) =>
  new Date(Date.UTC(year, month, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export function Component() {
  // The month is only known in the browser: the prerendered page must not freeze the build date.
  const [shown, setShown] = useState<Month | null>(null);
  const [today, setToday] = useState<ReturnType<typeof currentMonth> | null>(null);
  useEffect(() => {
    const now = currentMonth();
    setToday(now);
    setShown(now);
  }, []);

  const step = (delta: number) =>
    setShown(
      (month) => month && { year: month.year + Math.floor((month.month + delta) / 12), month: (month.month + delta + 12) % 12 },
    );

  return (
    <>
      <Head
        title="Public calendar"
        description="Community workshops, open house inspections and seasonal service days from our team."
        path="/calendar"
        keywords={["events", "workshops", "calendar"]}
      />
      <PageHero eyebrow="Calendar" title="Public calendar">
        <p>Free homeowner workshops, open-house inspections and seasonal service days across Chicagoland.</p>
      </PageHero>
      <section aria-labelledby="month-heading" className="container-page max-w-5xl py-14">
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
            <button
              type="button"
              className="btn-secondary px-3"
              onClick={() => step(1)}
              disabled={!shown}
              aria-label="Next month"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        <div className="min-h-96 overflow-x-auto">
          {shown && (
            <MonthGrid
              year={shown.year}
              month={shown.month}
              today={today && today.year === shown.year && today.month === shown.month ? today.day : null}
            />
          )}
        </div>
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <CalendarDays aria-hidden="true" className="size-10 text-brand-700 dark:text-brand-300" />
          <h3 className="mt-3 text-xl">No public events scheduled yet</h3>
          <p className="mt-2 max-w-md text-slate-700 dark:text-slate-300">
            New workshops and service days are posted here as soon as they are set. Need an inspection sooner? We schedule free
            estimates every weekday.
          </p>
          <Link to="/contact" className="btn-primary mt-5">
            Book a free estimate
          </Link>
        </div>
      </section>
    </>
  );
}
