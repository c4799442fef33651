import { type WebVitalName, type WebVitalRating, webVitalThresholds } from "../../lib/desk";

const ratingLabels: Record<WebVitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};
const ratingColours: Record<WebVitalRating, string> = {
  good: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  "needs-improvement": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  poor: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

const formatVital = (name: WebVitalName, value: number) =>
  webVitalThresholds[name].unit === "ms" ? `${Math.round(value).toLocaleString("en-US")} ms` : value.toFixed(2);

/** One p75 figure, coloured by Google's thresholds and labelled in words (colour is never the only cue). */
export function VitalCell({
  name,
  metric,
}: {
  name: WebVitalName;
  metric: { p75: number; samples: number; rating: WebVitalRating } | undefined;
}) {
  if (!metric) return <span className="text-slate-600 dark:text-slate-400">no data</span>;
  return (
    <span
      data-rating={metric.rating}
      className={`inline-grid rounded-lg px-2 py-1 text-sm ${ratingColours[metric.rating]}`}
      title={`${metric.samples} samples`}
    >
      <span className="font-semibold tabular-nums">{formatVital(name, metric.p75)}</span>
      <span className="text-xs">{ratingLabels[metric.rating]}</span>
    </span>
  );
}
