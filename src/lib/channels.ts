import type { ClickId, Touch } from "./touches";

/**
 * The channel a touch belongs to, by one table of rules tried in order, in the spirit of Google
 * Analytics' default channel grouping (support.google.com/analytics/answer/9756891), and the source
 * and campaign names the desk groups by. Shared by the Worker (which classifies every lead, page view
 * and tap as it arrives) and the desk (labels). The rules are data: test/app/channels.test.ts has a
 * case for each.
 */

export const channels = [
  "paid-search",
  "organic-search",
  "local",
  "paid-social",
  "organic-social",
  "email",
  "referral",
  "direct",
] as const;
export type Channel = (typeof channels)[number];

export const channelLabels: Record<Channel, string> = {
  "paid-search": "Paid search",
  "organic-search": "Organic search",
  local: "Local (Google Business Profile)",
  "paid-social": "Paid social",
  "organic-social": "Organic social",
  email: "E-mail",
  referral: "Referral",
  direct: "Direct",
};

/** The sites a source or a referrer is recognised as, by name (utm_source) or by host. */
type KnownSite = { name: string; kind: "search" | "social"; names: readonly string[]; hosts: RegExp };

export const knownSites: readonly KnownSite[] = [
  {
    name: "google",
    kind: "search",
    names: ["google"],
    hosts: /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$|^com\.google\.android\.googlequicksearchbox$/,
  },
  { name: "bing", kind: "search", names: ["bing", "microsoft"], hosts: /(^|\.)bing\.com$/ },
  { name: "yahoo", kind: "search", names: ["yahoo"], hosts: /(^|\.)search\.yahoo\.com$/ },
  { name: "duckduckgo", kind: "search", names: ["duckduckgo", "ddg"], hosts: /(^|\.)duckduckgo\.com$/ },
  { name: "ecosia", kind: "search", names: ["ecosia"], hosts: /(^|\.)ecosia\.org$/ },
  { name: "brave", kind: "search", names: ["brave"], hosts: /^search\.brave\.com$/ },
  { name: "facebook", kind: "social", names: ["facebook", "fb", "meta"], hosts: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/ },
  { name: "instagram", kind: "social", names: ["instagram", "ig"], hosts: /(^|\.)instagram\.com$/ },
  { name: "nextdoor", kind: "social", names: ["nextdoor"], hosts: /(^|\.)nextdoor\.com$/ },
  { name: "linkedin", kind: "social", names: ["linkedin"], hosts: /(^|\.)(linkedin\.com|lnkd\.in)$/ },
  { name: "x", kind: "social", names: ["x", "twitter"], hosts: /(^|\.)(twitter\.com|x\.com|t\.co)$/ },
  { name: "youtube", kind: "social", names: ["youtube"], hosts: /(^|\.)(youtube\.com|youtu\.be)$/ },
  { name: "pinterest", kind: "social", names: ["pinterest"], hosts: /(^|\.)pinterest\.[a-z.]+$/ },
  { name: "tiktok", kind: "social", names: ["tiktok"], hosts: /(^|\.)tiktok\.com$/ },
  { name: "reddit", kind: "social", names: ["reddit"], hosts: /(^|\.)reddit\.com$/ },
];

const siteNamed = (name: string) => knownSites.find((site) => site.names.includes(name));
const siteAt = (host: string) => knownSites.find((site) => site.hosts.test(host));

/** The click ids an ad network adds to a paid click: Google Ads (web and app) and Microsoft Advertising. */
export const paidSearchClickIds: readonly ClickId[] = ["gclid", "gbraid", "wbraid", "msclkid"];
/** A click id's network, the source of a click that carries no utm_source. */
const clickIdSources: Record<ClickId, string> = {
  gclid: "google",
  gbraid: "google",
  wbraid: "google",
  msclkid: "bing",
  fbclid: "facebook",
};

/**
 * The documented convention for the website link on the Google Business Profile (README,
 * "Where the work comes from"): tagged so that visits from the map listing are told apart from
 * organic search. The local rule below matches its medium.
 */
export const googleBusinessProfileTags = {
  utm_source: "google",
  utm_medium: "local",
  utm_campaign: "google-business-profile",
} as const;

/** A touch's facts as the rules read them: tags trimmed and lower-cased, the referrer's known site. */
type TouchFacts = {
  source: string;
  medium: string;
  clickIds: ClickId[];
  referrer: string;
  referrerKind: KnownSite["kind"] | "other" | "";
  sourceKind: KnownSite["kind"] | "";
};

/** One condition: every field given must hold. A rule matches when any of its conditions does. */
type Condition = {
  /** One of these click ids is present. */
  clickId?: readonly ClickId[];
  medium?: RegExp;
  /** utm_source names a known search engine or social network. */
  sourceKind?: KnownSite["kind"];
  source?: RegExp;
  /** The touch has no utm_source or utm_medium. */
  untagged?: true;
  /** Where the referrer is: a known search engine or social network, or any other site. */
  referrer?: KnownSite["kind"] | "other";
};

export type ChannelRule = { channel: Channel; why: string; when: readonly Condition[] };

/** GA4's paid-medium pattern: cpc, ppc, retargeting, anything with "cp" or starting "paid". */
const paidMedium = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const emailPattern = /^(e[-_ ]?mail|newsletter)$/;

export const channelRules: readonly ChannelRule[] = [
  {
    channel: "paid-search",
    why: "An ad network's click id (Google Ads or Microsoft Advertising auto-tagging)",
    when: [{ clickId: paidSearchClickIds }],
  },
  {
    channel: "local",
    why: `The Google Business Profile link's medium (utm_medium=${googleBusinessProfileTags.utm_medium})`,
    when: [{ medium: /^local$/ }],
  },
  {
    channel: "paid-search",
    why: "A paid medium (cpc, ppc, paid…) from a search engine",
    when: [{ sourceKind: "search", medium: paidMedium }],
  },
  {
    channel: "paid-social",
    why: "A paid medium (cpc, ppc, paid…) from a social network",
    when: [{ sourceKind: "social", medium: paidMedium }],
  },
  {
    channel: "email",
    why: "E-mail as the source or the medium",
    when: [{ source: emailPattern }, { medium: emailPattern }],
  },
  {
    channel: "organic-search",
    why: "A search engine as the source, the organic medium, or an untagged link from a search engine",
    when: [{ sourceKind: "search" }, { medium: /^organic$/ }, { untagged: true, referrer: "search" }],
  },
  {
    channel: "organic-social",
    why: "A social network as the source, a social medium, a Facebook click id, or an untagged link from a social network",
    when: [
      { sourceKind: "social" },
      { medium: /^(social|social[-_ ]network|social[-_ ]media|sm)$/ },
      { clickId: ["fbclid"] },
      { untagged: true, referrer: "social" },
    ],
  },
  {
    channel: "referral",
    why: "Any other tagged link, or a link from another site",
    when: [{ source: /./ }, { medium: /./ }, { referrer: "other" }],
  },
  { channel: "direct", why: "No tags, no click id and no referring site", when: [{}] },
];

function factsOf(touch: Touch): TouchFacts {
  const source = (touch.utm_source ?? "").trim().toLowerCase();
  const referrer = (touch.referrer ?? "").toLowerCase();
  const referrerSite = referrer ? siteAt(referrer) : undefined;
  return {
    source,
    medium: (touch.utm_medium ?? "").trim().toLowerCase(),
    clickIds: (Object.keys(clickIdSources) as ClickId[]).filter((id) => touch[id]),
    referrer,
    referrerKind: referrerSite?.kind ?? (referrer ? "other" : ""),
    sourceKind: (source && (siteNamed(source) ?? siteAt(source))?.kind) || "",
  };
}

function holds(condition: Condition, facts: TouchFacts): boolean {
  if (condition.clickId && !condition.clickId.some((id) => facts.clickIds.includes(id))) return false;
  if (condition.medium && !condition.medium.test(facts.medium)) return false;
  if (condition.source && !condition.source.test(facts.source)) return false;
  if (condition.sourceKind && condition.sourceKind !== facts.sourceKind) return false;
  if (condition.untagged && (facts.source || facts.medium)) return false;
  if (condition.referrer && condition.referrer !== facts.referrerKind) return false;
  return true;
}

/** The first rule that matches, for a touch (no touch: direct). */
export function channelRuleFor(touch: Touch | undefined): ChannelRule {
  const facts = factsOf(touch ?? { at: 0, landing: "/" });
  const rule = channelRules.find((candidate) => candidate.when.some((condition) => holds(condition, facts)));
  return rule ?? (channelRules.at(-1) as ChannelRule);
}

export const channelOf = (touch: Touch | undefined): Channel => channelRuleFor(touch).channel;

/** The longest source or campaign name the desk groups by. */
export const sourceNameChars = 100;

/**
 * The source a touch is grouped under: utm_source (a known site's spelling made one: "FB" is
 * facebook), else the referring site (a known one by name, any other by host), else the ad
 * network of its click id, else "(direct)".
 */
export function sourceOf(touch: Touch | undefined): string {
  const facts = factsOf(touch ?? { at: 0, landing: "/" });
  const name = facts.source
    ? (siteNamed(facts.source)?.name ?? facts.source)
    : facts.referrer
      ? (siteAt(facts.referrer)?.name ?? facts.referrer.replace(/^www\./, ""))
      : facts.clickIds[0]
        ? clickIdSources[facts.clickIds[0]]
        : directSource;
  return name.slice(0, sourceNameChars);
}

export const directSource = "(direct)";

/** utm_campaign as sent (trimmed), or "" for none. */
export const campaignOf = (touch: Touch | undefined) => (touch?.utm_campaign ?? "").trim().slice(0, sourceNameChars);
