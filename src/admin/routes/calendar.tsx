import { AvailabilityForm } from "../components/calendar/AvailabilityForm";
import { DeskCalendar } from "../components/calendar/DeskCalendar";
import { PageHeader } from "../components/PageHeader";

/** /admin/calendar: every event, public and staff, with drag to move and resize; booking hours below. */
export function Component() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Calendar">
        Inspections, jobs, community events and closures. Times in your browser's time zone.
      </PageHeader>
      <DeskCalendar />
      <section aria-label="Online booking hours" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <AvailabilityForm />
      </section>
    </div>
  );
}
