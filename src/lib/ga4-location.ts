import { touchParams } from "./touches";

/**
 * The page address the optional GA4 mirror (src/browser/metrics-client.ts) gives Google in place of
 * the real one: without ad click ids, which would let Google tie the visit to an ad click the site
 * keeps first-party, and without anything that looks like an e-mail address, which Google's terms
 * forbid sending and a mistyped link can carry. Campaign tags stay: they are what GA4 reports on.
 */

/** The click ids a touch keeps (touches.ts), and other ad networks' that may arrive on a link. */
const clickIdParams = new Set<string>([
  ...touchParams.filter((name) => !name.startsWith("utm_")),
  "dclid",
  "gclsrc",
  "ttclid",
  "twclid",
  "li_fat_id",
  "yclid",
  "mc_eid",
]);
const emailLike = /[^\s@]+@[^\s@]+\.[^\s@]+/;

const leaksSomething = (name: string, value: string) =>
  clickIdParams.has(name.toLowerCase()) || /mail/i.test(name) || emailLike.test(value);

export function ga4PageLocation(href: string): string {
  const url = new URL(href);
  for (const [name, value] of [...url.searchParams]) if (leaksSomething(name, value)) url.searchParams.delete(name, value);
  url.hash = "";
  return url.href;
}
