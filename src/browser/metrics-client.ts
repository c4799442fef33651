import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { business } from "../config/business";
import { ga4PageLocation } from "../lib/ga4-location";
import type { MetricSample } from "../lib/schemas";
import { readSources, sourcesOff } from "../state/sources";

const endpoint = "/api/metrics";
const flushIntervalMs = 30_000;
/** schemas.ts's maxMetricSamples, the Worker's cap per request (not imported: that module brings zod). */
const maxSamplesPerPost = 50;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let pending: MetricSample[] = [];
let started = false;

/**
 * Collects Core Web Vitals and the page view, posts them every 30 s when there are any and when the
 * page is hidden, and mirrors them to GA4 when a measurement id is configured (never under Global
 * Privacy Control or Do Not Track, and never with click ids or e-mail addresses). Call once per page
 * (every page is a page load); it records the view of `landingPath`. The vitals observers read
 * buffered entries, so starting a few seconds after load loses nothing.
 */
export function startMetrics(landingPath: string) {
  if (started || typeof window === "undefined") return;
  started = true;
  loadGa4();
  const report = (metric: Metric) =>
    record({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      path: location.pathname,
      id: metric.id,
      navigationType: metric.navigationType,
    });
  onCLS(report);
  onINP(report);
  onFCP(report);
  onLCP(report);
  onTTFB(report);
  recordPageView(landingPath);
  setInterval(() => flush(false), flushIntervalMs);
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush(true);
  });
  addEventListener("pagehide", () => flush(true));
}

/** The view counts under the visitor's last touch (none under Global Privacy Control: counted without a source). */
function recordPageView(path: string) {
  record({ name: "page-view", value: 1, path, last: readSources()?.last });
}

function record(sample: MetricSample) {
  pending.push(sample);
  if (sample.name === "page-view") {
    window.gtag?.("event", "page_view", { page_path: sample.path, page_location: ga4PageLocation(location.href) });
  } else {
    // GA4 wants integers; CLS is a small fraction, so it is sent in thousandths as Google's guide does.
    window.gtag?.("event", sample.name, {
      value: Math.round(sample.name === "CLS" ? sample.value * 1000 : sample.value),
      metric_id: sample.id,
      metric_value: sample.value,
      metric_rating: sample.rating,
      non_interaction: true,
    });
  }
}

function flush(pageHiding: boolean) {
  while (pending.length > 0) {
    const body = JSON.stringify(pending.slice(0, maxSamplesPerPost));
    pending = pending.slice(maxSamplesPerPost);
    // On page hide only a beacon is sure to leave; it is sent as text/plain, which the Worker accepts.
    if (pageHiding && navigator.sendBeacon?.(endpoint, body)) continue;
    fetch(endpoint, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => {});
  }
}

function loadGa4() {
  const id = business.ga4MeasurementId;
  // The visitor asked not to be tracked: Google gets nothing, not even gtag.js's request.
  if (!id || sourcesOff()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array copy.
    // biome-ignore lint/complexity/noArguments: the documented gtag snippet
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  // gtag.js sends this address with every event instead of reading the real one; no advertising features.
  window.gtag("config", id, {
    send_page_view: false,
    page_location: ga4PageLocation(location.href),
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
