import { Head } from "../components/layout/Head";
import { PageHero } from "../components/page/PageHero";
import { liveRegionId } from "../html/calendar";
import { Island } from "../react-island";

/**
 * The public calendar. The Worker puts the upcoming events and the booking form with the open
 * slots into the live region on every request (src/html/calendar.ts); src/browser/booking.ts
 * enhances the form once it is used, and the month grid is an island for wide screens.
 */
export function Component() {
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
        <Island name="calendar-month" className="hidden js:md:block" />
        <div id={liveRegionId} data-island="booking" />
      </div>
    </>
  );
}
