/**
 * Where the seeded leads came from (scripts/seed.ts): each lead's first and last touch as a visitor's
 * browser would have sent them, classified by the Worker's own code; estimates for the leads that
 * got that far; a year of daily visit rollups, taps on the phone and e-mail links, and monthly spend.
 * The Sources screen's benchmark (`npm run bench -- desk sources`) reads all of it.
 */
import { serviceIndex } from "../src/content/service-index";
import type { LeadStatus } from "../src/lib/desk";
import { publicPaths } from "../src/lib/site-map";
import type { spendChannels } from "../src/lib/sources";
import type { LeadAttribution, Touch } from "../src/lib/touches";
import { addDays, zonedDate } from "../src/lib/zoned-time";
import { googleClickId, touchColumns } from "../worker/domain/sources/attribution";
import { serviceOfPage } from "../worker/domain/sources/visits";
import { insertStatements, sqlRow } from "./sql";

export type Random = {
  random: () => number;
  pick: <T>(items: readonly T[]) => T;
  weighted: <T extends string>(weights: Record<T, number>) => T;
};

const servicePages = serviceIndex.map((service) => `/services/${service.slug}`);
const campaigns = ["spring-asbestos", "mold-after-storms", "roof-hail-2026", "windows-winter", "brand-chicago"];

/** The ways visitors arrive, each with how often, as the browser would record the touch (null: not recorded). */
function touchMaker({ random, pick, weighted }: Random) {
  const clickId = () => `Cj0KCQ${Math.floor(random() * 1e12).toString(36)}BwE`;
  const makers: Record<string, (at: number) => Touch | null> = {
    paidSearch: (at) => ({
      at,
      landing: pick(servicePages),
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: pick(campaigns),
      gclid: clickId(),
    }),
    organicSearch: (at) => ({
      at,
      landing: pick(publicPaths()),
      referrer: pick(["www.google.com", "www.bing.com", "duckduckgo.com"]),
    }),
    local: (at) => ({ at, landing: "/", utm_source: "google", utm_medium: "local", utm_campaign: "google-business-profile" }),
    paidSocial: (at) => ({
      at,
      landing: pick(servicePages),
      utm_source: pick(["facebook", "instagram"]),
      utm_medium: "paid-social",
      utm_campaign: pick(campaigns),
    }),
    organicSocial: (at) => ({
      at,
      landing: pick(["/", "/projects", "/blog"]),
      referrer: pick(["l.facebook.com", "nextdoor.com"]),
    }),
    email: (at) => ({
      at,
      landing: "/",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: `monthly-${new Date(at).toISOString().slice(0, 7)}`,
    }),
    referral: (at) => ({
      at,
      landing: pick(["/", "/about", ...servicePages]),
      referrer: pick(["www.houzz.com", "www.angi.com", "www.yelp.com"]),
    }),
    direct: (at) => ({ at, landing: pick(["/", "/contact"]) }),
    notRecorded: () => null,
  };
  const weights = {
    paidSearch: 24,
    organicSearch: 30,
    local: 14,
    paidSocial: 5,
    organicSocial: 8,
    email: 3,
    referral: 6,
    direct: 6,
    notRecorded: 4,
  };
  return (at: number) => (makers[weighted(weights)] as (at: number) => Touch | null)(at);
}

export function leadSources(random: Random) {
  const makeTouch = touchMaker(random);
  let estimateSeq = 1_000_000 + Math.floor(Math.random() * 8_000_000);

  /** The columns a lead stores of its source (LeadAttribution as the Worker keeps it), in seed.ts's column order. */
  function sourceColumns(createdMs: number): Array<string | null> {
    const firstAt = createdMs - random.random() * 30 * 86_400_000;
    const first = makeTouch(firstAt);
    if (!first) return [null, null, null, null, null, null, null, null, null, null];
    const last = random.random() < 0.65 ? first : (makeTouch(createdMs - random.random() * 86_400_000) ?? first);
    const attribution: LeadAttribution = {
      first,
      last,
      pages: [
        { path: last.landing, at: last.at },
        { path: "/contact", at: createdMs - 60_000 },
      ],
    };
    const firstColumns = touchColumns(first);
    const lastColumns = touchColumns(last);
    return [
      ...Object.values(firstColumns),
      ...Object.values(lastColumns),
      googleClickId(attribution),
      JSON.stringify(attribution),
    ];
  }

  /** A won job's approved total, in cents: $1,500 to $40,000. */
  const wonCents = (status: LeadStatus) => (status === "won" ? 150_000 + Math.floor(random.random() * 3_850_000) : null);

  /** The estimate a lead that got to "Quoted" or further was sent, decided as its status says. */
  function estimateRow(
    leadId: string,
    name: string,
    service: string,
    status: LeadStatus,
    createdMs: number,
    cents: number | null,
  ) {
    if (!["quoted", "won", "lost"].includes(status) || (status === "lost" && random.random() < 0.3)) return null;
    const sentAt = new Date(createdMs + 5 * 86_400_000).toISOString();
    const decidedAt = status === "quoted" ? null : new Date(createdMs + 12 * 86_400_000).toISOString();
    estimateSeq += 1;
    return sqlRow([
      crypto.randomUUID(),
      leadId,
      new Date(createdMs).getUTCFullYear(),
      estimateSeq,
      status === "won" ? "approved" : status === "lost" ? "declined" : "sent",
      `${service} estimate`,
      name,
      service,
      "Seeded terms.",
      addDays(sentAt.slice(0, 10), 30),
      cents ?? 250_000,
      sentAt,
      decidedAt,
      "seed@lakeshore.example",
      sentAt,
      decidedAt ?? sentAt,
    ]);
  }

  return { sourceColumns, wonCents, estimateRow };
}

export const leadSourceColumnNames =
  "first_channel, first_source, first_campaign, first_landing, last_channel, last_source, last_campaign, last_landing, gclid, attribution";

export const estimateInsert = `INSERT INTO estimates (id, lead_id, number_year, number_seq, status, title, customer_name, service, terms,
  expires_on, total_cents, sent_at, decided_at, created_by, created_at, updated_at) VALUES`;

/** `days` of daily rollups (about 150 rows a day) and of taps, a year of them unless said, and a year of monthly spend. */
export function visitsSql(random: Random, now: number, days = 365): string {
  const makeTouch = touchMaker(random);
  const today = zonedDate(new Date(now), "America/Chicago");
  const paths = publicPaths();
  const rollups: string[] = [];
  const taps: string[] = [];
  for (let daysAgo = 0; daysAgo < days; daysAgo++) {
    const day = addDays(today, -daysAgo);
    const seen = new Set<string>();
    for (let group = 0; group < 150; group++) {
      const touch = makeTouch(Date.parse(day));
      const source = touch ? touchColumns(touch) : { channel: "", source: "", campaign: "" };
      const path = random.random() < 0.3 ? "/" : random.pick(paths);
      const key = [path, source.channel, source.source, source.campaign].join("\n");
      if (seen.has(key)) continue;
      seen.add(key);
      const views = 1 + Math.floor(random.random() * 40);
      rollups.push(sqlRow([day, path, source.channel, source.source, source.campaign, views, Math.ceil(views * 0.6)]));
    }
    for (let tap = 0; tap < 15; tap++) {
      const first = makeTouch(Date.parse(day) - 86_400_000);
      const columns = first ? Object.values(touchColumns(first)) : [null, null, null, null];
      const path = random.pick(paths);
      taps.push(
        sqlRow([
          random.random() < 0.8 ? "phone" : "email",
          path,
          serviceOfPage(path),
          ...columns,
          ...columns,
          `${day}T${String(13 + Math.floor(random.random() * 10)).padStart(2, "0")}:00:00.000Z`,
        ]),
      );
    }
  }
  const spend: string[] = [];
  const [year, month] = today.split("-").map(Number) as [number, number];
  for (let monthsAgo = 0; monthsAgo < 12; monthsAgo++) {
    const spendMonth = new Date(Date.UTC(year, month - 1 - monthsAgo, 1)).toISOString().slice(0, 7);
    for (const channel of ["paid-search", "local", "paid-social", "referral"] satisfies Array<(typeof spendChannels)[number]>)
      spend.push(
        sqlRow([
          spendMonth,
          channel,
          20_000 + Math.floor(random.random() * 200_000),
          "seed@lakeshore.example",
          `${spendMonth}-28T12:00:00.000Z`,
        ]),
      );
  }
  return [
    insertStatements(
      "INSERT OR IGNORE INTO visit_rollups (day, path, channel, source, campaign, views, visitors) VALUES",
      rollups,
    ),
    insertStatements(
      `INSERT INTO contact_taps (kind, path, service, first_channel, first_source, first_campaign, first_landing, last_channel,
        last_source, last_campaign, last_landing, created_at) VALUES`,
      taps,
    ),
    insertStatements("INSERT OR REPLACE INTO channel_spend (month, channel, amount_cents, updated_by, updated_at) VALUES", spend),
  ].join("\n");
}
