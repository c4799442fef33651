import { Hono } from "hono";
import { localRuleSaveSchema } from "../../../src/lib/job-schemas";
import { saveLocalRule } from "../../domain/jobs/local-rule-edits";
import { listLocalRules } from "../../domain/jobs/local-rules";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../http/access";
import { validJson } from "../../http/validation";

/**
 * /api/admin/compliance: the local rules (permits per municipality) that jobs are checked against.
 * Staff read them; admins switch them on and edit them, checked with the rules engine's schema.
 */
export const deskComplianceRoutes = new Hono<AppEnv>()
  .get("/local-rules", async (c) => c.json({ rules: await listLocalRules(c.env.DB) }))
  .put("/local-rules", requireAdmin, validJson(localRuleSaveSchema), async (c) =>
    c.json({ setting: await saveLocalRule(c.env.DB, c.req.valid("json"), c.var.staff.email) }),
  );
