import { googleBusinessProfileLink } from "../../../lib/sources";
import { Section } from "../Section";

/** The tagged address for the Google Business Profile's website link, so its visits and leads count as Local. */
export function BusinessProfileLink() {
  return (
    <Section title="Google Business Profile link">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Use this address as the website link on the Google Business Profile. Its tags put the visitors and leads from the map
        listing in the Local channel instead of organic search.
      </p>
      <p className="rounded-lg bg-slate-100 p-3 font-mono text-sm break-all text-slate-900 dark:bg-slate-900 dark:text-white">
        {googleBusinessProfileLink}
      </p>
    </Section>
  );
}
