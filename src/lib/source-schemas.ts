import { z } from "zod";
import {
  attributionTouches,
  googleAdsExport,
  sourceDimensions,
  sourcesMessages,
  sourcesRangeMaxDays,
  spendChannels,
  spendMaxCents,
} from "./sources";
import { pagesSeenKept, type TouchParam, touchParams, touchValueChars } from "./touches";

/**
 * What the Worker accepts about sources: the touches every lead path, page view and tap sends, and
 * the desk's Sources queries. Zod: the Worker and the desk only, never a public page.
 */

/** A path on this site, without its query string or fragment (they can carry personal data). */
const sitePath = z
  .string()
  .max(2000)
  .transform((path) => path.split(/[?#]/, 1)[0]?.slice(0, 300) ?? "")
  .pipe(z.string().startsWith("/"));

const instant = z
  .number()
  .int()
  .min(Date.UTC(2020, 0, 1));
const tag = z
  .string()
  .max(2000)
  .transform((value) => value.trim().slice(0, touchValueChars));

/** The widget's host page: kept as its origin and path only. */
const partnerPage = z
  .string()
  .max(2000)
  .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol))
  .transform((url) => {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`.slice(0, 300);
  });

const tags = Object.fromEntries(touchParams.map((name) => [name, tag.optional()])) as Record<
  TouchParam,
  z.ZodOptional<typeof tag>
>;

export const touchSchema = z.object({
  at: instant,
  landing: sitePath,
  referrer: z
    .string()
    .max(300)
    .transform((host) => host.toLowerCase())
    .optional(),
  page: partnerPage.optional(),
  ...tags,
});

/**
 * What a lead carries of its source. A lead is never refused for it: anything malformed here (an
 * old browser's record, say) is dropped and the lead is stored without its source.
 */
export const leadAttributionSchema = z
  .object({
    first: touchSchema.optional(),
    last: touchSchema.optional(),
    pages: z
      .array(z.object({ path: sitePath, at: instant }))
      .max(200)
      .transform((pages) => pages.slice(-pagesSeenKept))
      .optional(),
  })
  .optional()
  .catch(undefined);

/** A page view's or a tap's touch: dropped, not refused, when malformed. */
export const sampleTouchSchema = touchSchema.optional().catch(undefined);

// ------------------------------------------------------------------------------- the desk

const calendarDate = z.iso.date({ error: "Use a date like 2026-03-14." });

const range = { from: calendarDate, to: calendarDate };

/** A range of Chicago days, both included: forwards, and not longer than the screen reports on. */
function checkRange(query: { from: string; to: string }, context: z.RefinementCtx) {
  if (query.from > query.to) context.addIssue({ code: "custom", message: sourcesMessages.rangeBackwards, path: ["to"] });
  else if (Date.parse(query.to) - Date.parse(query.from) >= sourcesRangeMaxDays * 86_400_000)
    context.addIssue({ code: "custom", message: sourcesMessages.rangeTooLong, path: ["from"] });
}

/** GET /api/admin/sources and /sources/export.csv. */
export const sourcesQuerySchema = z
  .object({
    ...range,
    by: z.enum(sourceDimensions, { error: sourcesMessages.chooseDimension }).default("channel"),
    touch: z.enum(attributionTouches, { error: sourcesMessages.chooseTouch }).default("last"),
  })
  .superRefine(checkRange);
export type SourcesFilters = z.output<typeof sourcesQuerySchema>;

/** GET /api/admin/sources/google-ads.csv: the won leads whose first approval falls in the range. */
export const googleAdsQuerySchema = z
  .object({
    ...range,
    conversionName: z
      .string()
      .trim()
      .min(1, sourcesMessages.conversionName)
      .max(googleAdsExport.conversionNameChars, sourcesMessages.conversionName)
      .default(googleAdsExport.defaultConversionName),
  })
  .superRefine(checkRange);
export type GoogleAdsQuery = z.output<typeof googleAdsQuerySchema>;

const month = z.string({ error: sourcesMessages.month }).regex(/^20\d\d-(0[1-9]|1[0-2])$/, sourcesMessages.month);

export const spendMonthQuerySchema = z.object({ month });

/** PUT /api/admin/sources/spend: a month's spend per channel in cents; null clears a channel's. */
export const spendSchema = z.object({
  month,
  amounts: z.partialRecord(
    z.enum(spendChannels, { error: sourcesMessages.chooseChannel }),
    z
      .number({ error: sourcesMessages.amount })
      .int(sourcesMessages.amount)
      .min(0, sourcesMessages.amount)
      .max(spendMaxCents, sourcesMessages.amount)
      .nullable(),
  ),
});
export type SpendChange = z.output<typeof spendSchema>;
