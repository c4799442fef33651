import { useSearchParams } from "react-router-dom";
import { business } from "../../config/business";
import {
  type AttributionTouch,
  attributionTouches,
  type SourceDimension,
  type SourcesQuery,
  sourceDimensionLabels,
  sourceDimensions,
  sourcesDefaultDays,
} from "../../lib/sources";
import { addDays, zonedDate } from "../../lib/zoned-time";
import { sourcesCsvUrl, useSourcesReport } from "../api/sources";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending, Section } from "../components/Section";
import { BusinessProfileLink } from "../components/sources/BusinessProfileLink";
import { GoogleAdsExport } from "../components/sources/GoogleAdsExport";
import { SourcesChart } from "../components/sources/SourcesChart";
import { SourcesFilters } from "../components/sources/SourcesFilters";
import { SourcesTable } from "../components/sources/SourcesTable";
import { SpendForm } from "../components/sources/SpendForm";

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The screen's query from its address; the last 30 days (Chicago), by channel, by last touch, where it says nothing. */
function queryFrom(params: URLSearchParams): SourcesQuery {
  const today = zonedDate(new Date(), business.timeZone);
  const by = params.get("by") as SourceDimension;
  const touch = params.get("touch") as AttributionTouch;
  return {
    from: isDate(params.get("from")) ? (params.get("from") as string) : addDays(today, 1 - sourcesDefaultDays),
    to: isDate(params.get("to")) ? (params.get("to") as string) : today,
    by: sourceDimensions.includes(by) ? by : "channel",
    touch: attributionTouches.includes(touch) ? touch : "last",
  };
}

/** /admin/sources: which channels, sources, campaigns, pages and services bring the leads that turn into won work. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const report = useSourcesReport(query);
  const dimension = sourceDimensionLabels[query.by].toLowerCase();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Sources"
        actions={
          <a href={sourcesCsvUrl(query)} download className="btn-secondary">
            Download CSV
          </a>
        }
      >
        Where the leads and the won work come from, by the days the leads arrived (Chicago time). Spam never counts.
      </PageHeader>
      <SourcesFilters query={query} onChange={(next) => setParams(next, { replace: true })} />
      {report.isPending ? (
        <Pending what="the figures" />
      ) : report.isError ? (
        <Failed error={report.error} retry={() => void report.refetch()} />
      ) : (
        <>
          <Section title={`Leads and jobs won by ${dimension}`}>
            <SourcesChart report={report.data} />
          </Section>
          <Section title={`Every figure by ${dimension}`}>
            <SourcesTable report={report.data} />
            <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              <li>
                Visits count a visitor once a day for each source they came with, under their latest source; page views and visits
                are counted by the site's own script after the page loaded, never for bots or without JavaScript.
              </li>
              <li>
                Leads count by the {query.touch} touch; their estimates and won jobs count whenever they came. Won is the approved
                estimates' totals; a job is a lead with an approved estimate.
              </li>
              <li>Calls and e-mails are taps on the phone number and the e-mail address.</li>
              <li>
                “Not recorded”: the visitor had Global Privacy Control or Do Not Track on, or the lead came without its source.
              </li>
            </ul>
          </Section>
        </>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SpendForm initialMonth={query.to.slice(0, 7)} />
        <div className="grid gap-6">
          <GoogleAdsExport from={query.from} to={query.to} />
          <BusinessProfileLink />
        </div>
      </div>
    </div>
  );
}
