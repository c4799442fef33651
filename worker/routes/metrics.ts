import { Hono } from "hono";
import { metricsPayloadSchema } from "../../src/lib/schemas";
import { recordMetrics } from "../domain/metrics";
import { recordContactTaps, recordPageViews } from "../domain/sources/visits";
import type { AppEnv } from "../env";
import { readBody } from "../http/body";
import { rateLimit } from "../http/guards";
import { samplesToKeep, senderOf } from "../http/sources";
import { validJson } from "../http/validation";

/** 50 samples take about 10 KB; the rest is slack for long paths and ids. */
const maxBodyBytes = 64 * 1024;

export const metricsRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("metrics"),
  readBody({ jsonBytes: maxBodyBytes, textAsJson: true }),
  validJson(metricsPayloadSchema),
  async (c) => {
    const now = new Date();
    const samples = samplesToKeep(c, c.req.valid("json"));
    await Promise.all([
      recordMetrics(c.env.DB, samples, now),
      recordPageViews(c.env.DB, samples, senderOf(c), now),
      recordContactTaps(c.env.DB, samples, senderOf(c), now),
    ]);
    return c.body(null, 204);
  },
);
