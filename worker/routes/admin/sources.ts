import { Hono } from "hono";
import { googleAdsQuerySchema, sourcesQuerySchema, spendMonthQuerySchema, spendSchema } from "../../../src/lib/source-schemas";
import { googleAdsConversionsCsv, googleAdsFileName, sourcesCsv, sourcesFileName } from "../../domain/sources/exports";
import { loadLeadSource } from "../../domain/sources/lead-source";
import { loadSourcesReport } from "../../domain/sources/report";
import { loadSpend, saveSpend } from "../../domain/sources/spend";
import type { AppEnv } from "../../env";
import { validJson, validQuery } from "../../http/validation";

/**
 * /api/admin/sources: where the leads and the won work come from (SourcesReport in src/lib/sources.ts),
 * its CSV, the Google Ads offline-conversion file, the monthly spend per channel, and one lead's source.
 */

const csvHeaders = (fileName: string) => ({
  "Content-Type": "text/csv; charset=utf-8; header=present",
  "Content-Disposition": `attachment; filename="${fileName}"`,
});

export const deskSourceRoutes = new Hono<AppEnv>()
  .get("/", validQuery(sourcesQuerySchema), async (c) =>
    c.json(await loadSourcesReport(c.env.DB, c.req.valid("query"), new Date())),
  )
  .get("/export.csv", validQuery(sourcesQuerySchema), async (c) => {
    const report = await loadSourcesReport(c.env.DB, c.req.valid("query"), new Date());
    return c.body(sourcesCsv(report), 200, csvHeaders(sourcesFileName(report)));
  })
  .get("/google-ads.csv", validQuery(googleAdsQuerySchema), async (c) =>
    c.body(await googleAdsConversionsCsv(c.env.DB, c.req.valid("query")), 200, csvHeaders(googleAdsFileName(new Date()))),
  )
  .get("/spend", validQuery(spendMonthQuerySchema), async (c) => c.json(await loadSpend(c.env.DB, c.req.valid("query").month)))
  .put("/spend", validJson(spendSchema), async (c) =>
    c.json(await saveSpend(c.env.DB, c.req.valid("json"), c.var.staff.email, new Date())),
  )
  .get("/leads/:id", async (c) => c.json(await loadLeadSource(c.env.DB, c.req.param("id"))));
