import { Hono } from "hono";
import { metricsPayloadSchema } from "../../src/lib/schemas";
import { recordMetrics } from "../domain/metrics";
import type { AppEnv } from "../env";
import { readBody } from "../http/body";
import { rateLimit } from "../http/guards";
import { validJson } from "../http/validation";

/** 50 samples take about 10 KB; the rest is slack for long paths and ids. */
const maxBodyBytes = 64 * 1024;

export const metricsRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("metrics"),
  readBody({ jsonBytes: maxBodyBytes, textAsJson: true }),
  validJson(metricsPayloadSchema),
  async (c) => {
    await recordMetrics(c.env.DB, c.req.valid("json"), new Date());
    return c.body(null, 204);
  },
);
