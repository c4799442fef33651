import { business } from "../../../src/config/business";
import { serviceIndex } from "../../../src/content/service-index";
import { campaignOf, channelOf, sourceOf } from "../../../src/lib/channels";
import type { ReceivedMetricSample } from "../../../src/lib/schemas";
import { publicPaths, unlistedPaths } from "../../../src/lib/site-map";
import type { Touch } from "../../../src/lib/touches";
import { addDays, zonedDate } from "../../../src/lib/zoned-time";
import { touchColumns } from "./attribution";

/**
 * Visits counted first-party: each page view the site's own script reports (after the page loaded)
 * goes into a daily rollup by page and source; a visitor counts once a day per source through a
 * salted hash whose salt is random per day and deleted with the day's hashes (pruneVisitorDays).
 * Taps on the phone and e-mail links are kept as contact events. No IP address is stored.
 */

/** What the request tells about its sender, read by the route; used for the day's hash and then dropped. */
export type Sender = { address: string; userAgent: string };

/**
 * Crawlers, link previews, headless and scripted clients: their views are not visits. Matched on the
 * User-Agent header; an empty one counts as a script's.
 */
const knownBots =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|python|curl|wget|httpclient|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|scrapy|phantomjs|puppeteer|playwright/i;
export const isKnownBot = (userAgent: string) => userAgent.trim() === "" || knownBots.test(userAgent);

/** Pages a view may name; anything else (a mistyped address, a made-up path) is rolled up as this. */
export const otherPage = "(other)";
const knownPages = new Set([...publicPaths(), ...unlistedPaths]);
const pageOf = (path: string) => (knownPages.has(path) ? path : otherPage);

const servicePrefix = "/services/";
/** The service a page is about: a service page's service, else null. */
export function serviceOfPage(path: string): string | null {
  if (!path.startsWith(servicePrefix)) return null;
  return serviceIndex.find((service) => `${servicePrefix}${service.slug}` === path)?.name ?? null;
}

const dayOf = (now: Date) => zonedDate(now, business.timeZone);

/** Today's salt, kept in the isolate as well: a view needs it before its statements can be written. */
let cachedSalt: { day: string; salt: string } | undefined;

async function saltFor(db: D1Database, day: string): Promise<string> {
  if (cachedSalt?.day === day) return cachedSalt.salt;
  const candidate = crypto.getRandomValues(new Uint8Array(32)).toHex();
  // The first view of a day stores its salt; every later one (in any isolate) gets that one back.
  const row = await db
    .prepare("INSERT INTO visit_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET salt = salt RETURNING salt")
    .bind(day, candidate)
    .first<{ salt: string }>();
  const salt = row?.salt ?? candidate;
  cachedSalt = { day, salt };
  return salt;
}

async function visitorHash(salt: string, sender: Sender, sourceKey: string): Promise<string> {
  const input = new TextEncoder().encode([salt, sender.address, sender.userAgent, sourceKey].join("\n"));
  return new Uint8Array(await crypto.subtle.digest("SHA-256", input)).toHex().slice(0, 32);
}

/** A touch's rollup key; a view whose source was not recorded is '' everywhere. */
function rollupSource(touch: Touch | undefined) {
  return touch
    ? { channel: channelOf(touch), source: sourceOf(touch), campaign: campaignOf(touch) }
    : { channel: "", source: "", campaign: "" };
}

/**
 * Adds each page view to its day's rollup: views by one, visitors by one when this visitor was not
 * seen today with this source. `changes()` is the number of rows the visitor's INSERT OR IGNORE just
 * added, so both statements of a view run in one batch.
 */
export async function recordPageViews(db: D1Database, samples: readonly ReceivedMetricSample[], sender: Sender, now: Date) {
  const views = samples.filter((sample) => sample.name === "page-view");
  if (views.length === 0 || isKnownBot(sender.userAgent)) return;
  const day = dayOf(now);
  const salt = await saltFor(db, day);
  const seen = db.prepare("INSERT OR IGNORE INTO visitors_today (day, visitor) VALUES (?, ?)");
  const rollup = db.prepare(
    `INSERT INTO visit_rollups (day, path, channel, source, campaign, views, visitors) VALUES (?, ?, ?, ?, ?, 1, changes())
     ON CONFLICT (day, path, channel, source, campaign) DO UPDATE SET views = views + 1, visitors = visitors + excluded.visitors`,
  );
  const statements: D1PreparedStatement[] = [];
  for (const view of views) {
    const { channel, source, campaign } = rollupSource(view.last);
    const visitor = await visitorHash(salt, sender, [channel, source, campaign].join("\n"));
    statements.push(seen.bind(day, visitor), rollup.bind(day, pageOf(view.path), channel, source, campaign));
  }
  await db.batch(statements);
}

/** Stores each tap on a phone or e-mail link with the tapper's touches (none under Global Privacy Control). */
export async function recordContactTaps(db: D1Database, samples: readonly ReceivedMetricSample[], sender: Sender, now: Date) {
  const taps = samples.filter((sample) => sample.name === "contact-tap" && sample.contact);
  if (taps.length === 0 || isKnownBot(sender.userAgent)) return;
  const insert = db.prepare(
    `INSERT INTO contact_taps (kind, path, service, first_channel, first_source, first_campaign, first_landing,
       last_channel, last_source, last_campaign, last_landing, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  await db.batch(
    taps.map((tap) => {
      const first = tap.first ?? tap.last;
      const last = tap.last ?? tap.first;
      const firstColumns = first ? touchColumns(first) : null;
      const lastColumns = last ? touchColumns(last) : null;
      const path = pageOf(tap.path);
      return insert.bind(
        tap.contact ?? "phone",
        path,
        serviceOfPage(path),
        firstColumns?.channel ?? null,
        firstColumns?.source ?? null,
        firstColumns?.campaign ?? null,
        firstColumns?.landing ?? null,
        lastColumns?.channel ?? null,
        lastColumns?.source ?? null,
        lastColumns?.campaign ?? null,
        lastColumns?.landing ?? null,
        now.toISOString(),
      );
    }),
  );
}

/** Rollups and taps are kept two years, for a year-over-year look. */
const keptDays = 731;

/**
 * The hourly job: every day before today loses its salt and its visitors' hashes (so no visitor can
 * be told apart once their day is over), and rollups and taps older than two years go.
 */
export async function pruneVisitorDays(db: D1Database, now: Date) {
  const today = dayOf(now);
  const oldest = addDays(today, -keptDays);
  await db.batch([
    db.prepare("DELETE FROM visitors_today WHERE day < ?").bind(today),
    db.prepare("DELETE FROM visit_salts WHERE day < ?").bind(today),
    db.prepare("DELETE FROM visit_rollups WHERE day < ?").bind(oldest),
    db
      .prepare("DELETE FROM contact_taps WHERE created_at < ?")
      .bind(new Date(now.getTime() - keptDays * 86_400_000).toISOString()),
  ]);
}
