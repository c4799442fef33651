import { describe, expect, test } from "vitest";
import {
  type ChannelRule,
  campaignOf,
  channelOf,
  channelRuleFor,
  channelRules,
  googleBusinessProfileTags,
  sourceOf,
} from "../../src/lib/channels";
import { googleBusinessProfileLink } from "../../src/lib/sources";
import { nextSources, pagesSeenKept, type SourceRecord, type Touch, touchLifetimeMs, visitTouch } from "../../src/lib/touches";

const day = 86_400_000;
const t0 = Date.UTC(2026, 2, 1, 15);
const touch = (fields: Partial<Touch> = {}): Touch => ({ at: t0, landing: "/services/asbestos-removal", ...fields });

/**
 * The channel table, a case per rule: each touch here must be put in the channel by exactly that
 * rule (not by a later one that happens to say the same), and every rule has its case.
 */
const casePerRule: Array<[ChannelRule["why"], Touch]> = [
  [channelRules[0]?.why ?? "", touch({ gclid: "TEST" })],
  [channelRules[1]?.why ?? "", touch({ ...googleBusinessProfileTags })],
  [channelRules[2]?.why ?? "", touch({ utm_source: "bing", utm_medium: "cpc" })],
  [channelRules[3]?.why ?? "", touch({ utm_source: "facebook", utm_medium: "paid-social" })],
  [channelRules[4]?.why ?? "", touch({ utm_source: "newsletter", utm_medium: "email" })],
  [channelRules[5]?.why ?? "", touch({ referrer: "www.google.com" })],
  [channelRules[6]?.why ?? "", touch({ referrer: "l.facebook.com" })],
  [channelRules[7]?.why ?? "", touch({ referrer: "www.houzz.com" })],
  [channelRules[8]?.why ?? "", touch()],
];

describe("the channel table (src/lib/channels.ts)", () => {
  test("every rule has a case below, in the table's order", () => {
    expect(casePerRule.map(([why]) => why)).toEqual(channelRules.map((rule) => rule.why));
  });

  test.each(casePerRule.map(([why, example], index) => [index + 1, why, example] as const))(
    "rule %i (%s) decides its case",
    (index, _why, example) => {
      expect(channelRuleFor(example)).toBe(channelRules[index - 1]);
    },
  );

  test("order matters: a click id is paid search whatever the tags say; the local medium wins over Google as a source", () => {
    expect(channelOf(touch({ gclid: "TEST", ...googleBusinessProfileTags }))).toBe("paid-search");
    expect(channelOf(touch({ wbraid: "W", utm_source: "facebook" }))).toBe("paid-search");
    expect(channelOf(touch({ msclkid: "M" }))).toBe("paid-search");
    expect(channelOf(touch({ ...googleBusinessProfileTags, referrer: "www.google.com" }))).toBe("local");
    expect(channelOf(touch({ utm_source: "google", utm_medium: "organic" }))).toBe("organic-search");
  });

  test("paid media are told apart by the site: search engine, social network, or neither (referral)", () => {
    expect(channelOf(touch({ utm_source: "Google", utm_medium: "CPC" }))).toBe("paid-search");
    expect(channelOf(touch({ utm_source: "ig", utm_medium: "paid" }))).toBe("paid-social");
    expect(channelOf(touch({ utm_source: "nextdoor", utm_medium: "cpm" }))).toBe("paid-social");
    expect(channelOf(touch({ utm_source: "yelp", utm_medium: "cpc" }))).toBe("referral");
  });

  test("untagged links are judged by their referrer; a Facebook click id alone is organic social", () => {
    expect(channelOf(touch({ referrer: "duckduckgo.com" }))).toBe("organic-search");
    expect(channelOf(touch({ referrer: "www.google.co.uk" }))).toBe("organic-search");
    expect(channelOf(touch({ referrer: "com.google.android.googlequicksearchbox" }))).toBe("organic-search");
    expect(channelOf(touch({ referrer: "t.co" }))).toBe("organic-social");
    expect(channelOf(touch({ fbclid: "F" }))).toBe("organic-social");
    expect(channelOf(touch({ referrer: "partner.example", page: "https://partner.example/kitchens" }))).toBe("referral");
    expect(channelOf(undefined)).toBe("direct");
  });

  test("the source is the tag (a known site's spelling made one), else the referring site, else the click id's network", () => {
    expect(sourceOf(touch({ utm_source: " FB ", referrer: "www.google.com" }))).toBe("facebook");
    expect(sourceOf(touch({ utm_source: "Spring-Mailer" }))).toBe("spring-mailer");
    expect(sourceOf(touch({ referrer: "m.facebook.com" }))).toBe("facebook");
    expect(sourceOf(touch({ referrer: "www.houzz.com" }))).toBe("houzz.com");
    expect(sourceOf(touch({ gclid: "TEST" }))).toBe("google");
    expect(sourceOf(touch())).toBe("(direct)");
    expect(campaignOf(touch({ utm_campaign: " Spring Roofs " }))).toBe("Spring Roofs");
    expect(campaignOf(touch())).toBe("");
  });

  test("the Google Business Profile link carries the tags the local rule matches", () => {
    const link = new URL(googleBusinessProfileLink);
    expect(channelOf(visitTouch(link, "", t0) ?? undefined)).toBe("local");
    expect(link.searchParams.get("utm_medium")).toBe("local");
  });
});

describe("touch rules (src/lib/touches.ts)", () => {
  const page = (path: string) => new URL(`https://www.lakeshore-environmental.example${path}`);
  const ownHost = "www.lakeshore-environmental.example";

  test("a page load is a touch from another site or with tags; a move within the site is none", () => {
    expect(visitTouch(page("/contact"), ownHost, t0)).toBeNull();
    expect(visitTouch(page("/services/roofing?utm_source=google&utm_medium=cpc&gclid=TEST&email=a@b.example"), "", t0)).toEqual({
      at: t0,
      landing: "/services/roofing",
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "TEST",
    });
    expect(visitTouch(page("/?utm_campaign=spring"), ownHost, t0)).toEqual({ at: t0, landing: "/", utm_campaign: "spring" });
    expect(visitTouch(page("/about"), "www.bing.com", t0)).toEqual({ at: t0, landing: "/about", referrer: "www.bing.com" });
    expect(visitTouch(page(`/?gclid=${"x".repeat(500)}`), "", t0)?.gclid).toHaveLength(200);
  });

  const google = touch({ utm_source: "google", utm_medium: "cpc", gclid: "TEST" });
  const facebook = touch({ at: t0 + 3 * day, landing: "/", referrer: "l.facebook.com" });

  test("the first touch is kept; a later source replaces the last touch; the pages seen follow", () => {
    const first = nextSources(null, google, google.landing, t0);
    expect(first).toEqual({ first: google, last: google, pages: [{ path: google.landing, at: t0 }] });
    const moved = nextSources(first, null, "/contact", t0 + 60_000);
    expect(moved).toMatchObject({ first: google, last: google });
    const later = nextSources(moved, facebook, "/", facebook.at);
    expect(later.first).toEqual(google);
    expect(later.last).toEqual(facebook);
    expect(later.pages.map((seen) => seen.path)).toEqual([google.landing, "/contact", "/"]);
  });

  test("a direct visit never replaces a source, and is kept only when nothing else is", () => {
    const withSource = nextSources(null, google, google.landing, t0);
    const direct = touch({ at: t0 + day, landing: "/about" });
    expect(nextSources(withSource, direct, "/about", t0 + day).last).toEqual(google);
    expect(nextSources(null, direct, "/about", t0 + day)).toMatchObject({ first: direct, last: direct });
  });

  test("after 90 days a touch is forgotten: the last touch then stands as the first; with both gone the next visit starts over", () => {
    const stored: SourceRecord = { first: google, last: facebook, pages: [] };
    const afterFirstExpired = google.at + touchLifetimeMs;
    expect(nextSources(stored, null, "/blog", afterFirstExpired)).toMatchObject({ first: facebook, last: facebook });
    const afterBoth = facebook.at + touchLifetimeMs + 1;
    const fresh = touch({ at: afterBoth, landing: "/projects" });
    expect(nextSources(stored, fresh, "/projects", afterBoth)).toMatchObject({ first: fresh, last: fresh });
    expect(nextSources(stored, null, "/projects", afterBoth)).toMatchObject({ first: { at: afterBoth, landing: "/projects" } });
  });

  test(`the pages seen are the last ${pagesSeenKept}, and forgotten with the touches' lifetime`, () => {
    let record: SourceRecord | null = null;
    for (let index = 0; index < pagesSeenKept + 5; index++) record = nextSources(record, null, `/blog/${index}`, t0 + index);
    expect(record?.pages).toHaveLength(pagesSeenKept);
    expect(record?.pages[0]?.path).toBe("/blog/5");
    // Ten milliseconds past the lifetime of /blog/0: /blog/0 to /blog/10 are forgotten.
    const later = nextSources(record, null, "/contact", t0 + touchLifetimeMs + 10).pages.map((seen) => seen.path);
    expect(later).toEqual([...Array.from({ length: 14 }, (_, index) => `/blog/${index + 11}`), "/contact"]);
  });
});
