import { Hono } from "hono";
import {
  estimateSettingsSchema,
  priceListChangeSchema,
  priceListItemSchema,
} from "../../../src/lib/desk-schemas/estimate-settings";
import {
  estimateDraftSchema,
  estimateListQuery,
  estimateVersionQuery,
  estimateVersionSchema,
  newEstimateSchema,
  sendEstimateSchema,
} from "../../../src/lib/desk-schemas/estimates";
import { estimatePdf, signedEstimatePdf } from "../../domain/estimates/documents";
import {
  createEstimateFromLead,
  deleteDraft,
  loadEstimate,
  loadEstimateDetail,
  reviseEstimate,
  saveDraft,
} from "../../domain/estimates/drafts";
import { listEstimates } from "../../domain/estimates/records";
import { sendEstimate, withdrawEstimate } from "../../domain/estimates/sending";
import {
  addPriceListItem,
  changePriceListItem,
  listPriceList,
  readEstimateSettings,
  removePriceListItem,
  saveEstimateSettings,
} from "../../domain/estimates/settings";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../http/access";
import { pdfResponse } from "../../http/documents";
import { validJson, validQuery } from "../../http/validation";

/**
 * /api/admin/estimates: staff write estimates from leads, send them, and follow them; admins keep
 * the price list and the default terms. The customer's side is worker/routes/estimates.ts.
 */
export const deskEstimateRoutes = new Hono<AppEnv>()
  .get("/price-list", async (c) => c.json({ items: await listPriceList(c.env.DB) }))
  .post("/price-list", requireAdmin, validJson(priceListItemSchema), async (c) =>
    c.json({ item: await addPriceListItem(c.env.DB, c.req.valid("json"), c.var.staff.email) }, 201),
  )
  .put("/price-list/:itemId", requireAdmin, validJson(priceListChangeSchema), async (c) =>
    c.json({ item: await changePriceListItem(c.env.DB, c.req.param("itemId"), c.req.valid("json"), c.var.staff.email) }),
  )
  .delete("/price-list/:itemId", requireAdmin, async (c) => {
    await removePriceListItem(c.env.DB, c.req.param("itemId"));
    return c.body(null, 204);
  })
  .get("/settings", async (c) => c.json({ settings: await readEstimateSettings(c.env.DB) }))
  .put("/settings", requireAdmin, validJson(estimateSettingsSchema), async (c) =>
    c.json({ settings: await saveEstimateSettings(c.env.DB, c.req.valid("json"), c.var.staff.email) }),
  )
  .get("/", validQuery(estimateListQuery), async (c) => c.json(await listEstimates(c.env.DB, c.req.valid("query"))))
  .post("/", validJson(newEstimateSchema), async (c) =>
    c.json({ estimate: await createEstimateFromLead(c.env.DB, c.req.valid("json").leadId, c.var.staff.email) }, 201),
  )
  .get("/:id", async (c) => c.json({ estimate: await loadEstimateDetail(c.env.DB, c.req.param("id")) }))
  .put("/:id", validJson(estimateDraftSchema), async (c) =>
    c.json({ estimate: await saveDraft(c.env.DB, c.req.param("id"), c.req.valid("json")) }),
  )
  .delete("/:id", validQuery(estimateVersionQuery), async (c) => {
    await deleteDraft(c.env.DB, c.req.param("id"), c.req.valid("query").version, c.var.staff.email);
    return c.body(null, 204);
  })
  .post("/:id/revisions", async (c) =>
    c.json({ estimate: await reviseEstimate(c.env.DB, c.req.param("id"), c.var.staff.email) }, 201),
  )
  .post("/:id/send", validJson(sendEstimateSchema), async (c) =>
    c.json(
      await sendEstimate({ db: c.env.DB, queue: c.env.ESTIMATE_MAIL }, c.req.param("id"), c.req.valid("json"), {
        actor: c.var.staff.email,
        origin: new URL(c.req.url).origin,
      }),
    ),
  )
  .post("/:id/withdraw", validJson(estimateVersionSchema), async (c) =>
    c.json({ estimate: await withdrawEstimate(c.env.DB, c.req.param("id"), c.req.valid("json").version, c.var.staff.email) }),
  )
  .get("/:id/pdf", async (c) => {
    const loaded = await loadEstimate(c.env.DB, c.req.param("id"));
    const document =
      c.req.query("signed") === "1"
        ? await signedEstimatePdf(c.env.DB, c.env.PHOTOS, loaded)
        : await estimatePdf(c.env.DB, c.env.PHOTOS, loaded);
    return pdfResponse(document, { download: c.req.query("download") === "1" });
  });
