import { env } from "cloudflare:workers";
import { attributionTouches, type SourcesReport, sourceDimensions } from "../../../src/lib/sources";
import { addDays, zonedToUtc } from "../../../src/lib/zoned-time";
import { fillSourceMonthFigures } from "../../../worker/domain/sources/month-figures";
import { loadSourcesReport } from "../../../worker/domain/sources/report";

/**
 * Where leads came from, for the tests of the Sources figures stored per month: a varied data set
 * of leads, rollups and taps written straight to D1 over a span of months, and the report, the
 * hourly job and the store as those tests use them.
 */

/** One touch's columns; null everywhere when nothing was recorded. */
type Touch = { channel: string | null; source: string | null; campaign: string | null; landing: string | null };

const touches: Touch[] = [
  { channel: "paid-search", source: "google", campaign: "spring", landing: "/services/asbestos-removal" },
  { channel: "paid-search", source: "bing", campaign: "fall", landing: "/services/mold-remediation" },
  { channel: "organic-search", source: "google", campaign: "", landing: "/" },
  { channel: "local", source: "google", campaign: "google-business-profile", landing: "/" },
  { channel: "organic-social", source: "facebook", campaign: "", landing: "/projects" },
  { channel: "direct", source: "(direct)", campaign: "", landing: "/about" },
  { channel: null, source: null, campaign: null, landing: null },
];
const services = ["Asbestos Removal", "Mold Remediation", "Window Installation"];
const pages = ["/", "/services/asbestos-removal", "/services/mold-remediation", "/about", "/contact", "(other)"];

/** The same pseudo-random sequence on every run (mulberry32), so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T };
}

/** A Chicago wall-clock time as stored (UTC, ISO). */
export const chicago = (day: string, time: string) => zonedToUtc(day, time, "America/Chicago").toISOString();

const touchValues = (touch: Touch) => [touch.channel, touch.source, touch.campaign, touch.landing];

export function leadStatement(
  createdAt: string,
  {
    service = "Asbestos Removal",
    first = touches[0],
    last = touches[0],
    spam = false,
    estimatesSent = 0,
    wonCents = null,
  } = {} as {
    service?: string;
    first?: Touch;
    last?: Touch;
    spam?: boolean;
    estimatesSent?: number;
    wonCents?: number | null;
  },
) {
  return env.DB.prepare(
    `INSERT INTO leads (id, source, status, priority, name, email, service, is_spam, forward_status, estimates_sent,
       won_total_cents, first_channel, first_source, first_campaign, first_landing, last_channel, last_source, last_campaign,
       last_landing, created_at, updated_at)
     VALUES (?, 'quote-form', 'new', 'normal', 'Sourced Lead', 'sourced@example.com', ?, ?, 'forwarded', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(
    crypto.randomUUID(),
    service,
    spam ? 1 : 0,
    estimatesSent,
    wonCents,
    ...touchValues(first as Touch),
    ...touchValues(last as Touch),
    createdAt,
    createdAt,
  );
}

export const tapStatement = (kind: "phone" | "email", createdAt: string, path: string, touch: Touch = touches[0] as Touch) =>
  env.DB.prepare(
    `INSERT INTO contact_taps (kind, path, service, first_channel, first_source, first_campaign, first_landing, last_channel,
       last_source, last_campaign, last_landing, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(kind, path, ...touchValues(touch), ...touchValues(touch), createdAt);

export const rollupStatement = (day: string, path: string, touch: Touch, views: number, visitors: number) =>
  env.DB.prepare(
    `INSERT INTO visit_rollups (day, path, channel, source, campaign, views, visitors) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (day, path, channel, source, campaign) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
  ).bind(day, path, touch.channel ?? "", touch.source ?? "", touch.campaign ?? "", views, visitors);

/**
 * Leads, taps and rollups on every day from `from` to `to` except the `skipped` months: at any hour,
 * and near midnight in Chicago on each month's first and last day, where a time zone mistake would
 * put them in the wrong month.
 */
export async function seedSources({
  from,
  to,
  seed,
  skipped = [],
}: {
  from: string;
  to: string;
  seed: number;
  skipped?: string[];
}) {
  const { next, pick } = sequence(seed);
  const statements: D1PreparedStatement[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (skipped.includes(day.slice(0, 7))) continue;
    const edgeOfMonth = day.endsWith("-01") || addDays(day, 1).endsWith("-01");
    const times = edgeOfMonth ? ["00:10", "23:50"] : [`${String(Math.floor(next() * 24)).padStart(2, "0")}:30`];
    for (const time of times) {
      statements.push(
        leadStatement(chicago(day, time), {
          service: pick(services),
          first: pick(touches),
          last: pick(touches),
          spam: next() < 0.1,
          estimatesSent: Math.floor(next() * 3),
          wonCents: next() < 0.3 ? 100_000 + Math.floor(next() * 900_000) : null,
        }),
      );
      if (next() < 0.5)
        statements.push(tapStatement(next() < 0.7 ? "phone" : "email", chicago(day, time), pick(pages), pick(touches)));
    }
    statements.push(rollupStatement(day, pick(pages), pick(touches), 1 + Math.floor(next() * 40), 1 + Math.floor(next() * 20)));
    statements.push(rollupStatement(day, pick(pages), touches[6] as Touch, 1 + Math.floor(next() * 10), 1));
  }
  for (let start = 0; start < statements.length; start += 200) await env.DB.batch(statements.slice(start, start + 200));
}

/** Every grouping the screen offers: each dimension by each touch. */
export const groupings = sourceDimensions.flatMap((by) => attributionTouches.map((touch) => ({ by, touch })));

type Grouping = (typeof groupings)[number];

/** The report as the route answers it, without the time it was made (the tests compare reports made at different times). */
export async function report(range: { from: string; to: string }, { by, touch }: Grouping, now: Date) {
  const { generatedAt: _generatedAt, ...answer } = await loadSourcesReport(env.DB, { ...range, by, touch }, now);
  return answer satisfies Omit<SourcesReport, "generatedAt">;
}

export const fillStore = (now: Date) => fillSourceMonthFigures(env.DB, now);
export const emptyStore = () => env.DB.prepare("DELETE FROM source_months").run();

export async function storedMonths(): Promise<Record<string, string>> {
  const { results } = await env.DB.prepare("SELECT month, computed_at FROM source_months ORDER BY month").all<{
    month: string;
    computed_at: string;
  }>();
  return Object.fromEntries(results.map((row) => [row.month, row.computed_at]));
}

export const figureRows = async (month: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM source_month_figures WHERE month = ?").bind(month).first<{ n: number }>())
    ?.n ?? 0;
