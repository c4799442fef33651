import { type Context, Hono } from "hono";
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
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import { customerLinkAgain, emailCustomerLink, revokeCustomerLinks } from "../../domain/estimates/customer-links";
import { loadEstimate, loadEstimateDetail } from "../../domain/estimates/detail";
import { draftPdf, storedPdf } from "../../domain/estimates/documents";
import { createEstimateFromLead, deleteDraft, reviseEstimate, saveDraft } from "../../domain/estimates/drafts";
import { linkSecret } from "../../domain/estimates/links";
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
    c.json({ estimate: await createEstimateFromLead(storage(c), c.req.valid("json").leadId, c.var.staff.email) }, 201),
  )
  .get("/:id", async (c) => c.json({ estimate: await loadEstimateDetail(storage(c), c.req.param("id")) }))
  .put("/:id", validJson(estimateDraftSchema), async (c) =>
    c.json({ estimate: await saveDraft(storage(c), c.req.param("id"), c.req.valid("json")) }),
  )
  .delete("/:id", validQuery(estimateVersionQuery), async (c) => {
    await deleteDraft(storage(c), c.req.param("id"), c.req.valid("query").version, c.var.staff.email);
    return c.body(null, 204);
  })
  .post("/:id/revisions", async (c) =>
    c.json({ estimate: await reviseEstimate(storage(c), c.req.param("id"), c.var.staff.email) }, 201),
  )
  .post("/:id/send", validJson(sendEstimateSchema), async (c) =>
    c.json(
      await sendEstimate(
        { ...storage(c), queue: c.env.ESTIMATE_MAIL, secret: linkSecret(c.env) },
        c.req.param("id"),
        c.req.valid("json"),
        { actor: c.var.staff.email, origin: new URL(c.req.url).origin },
      ),
    ),
  )
  .post("/:id/withdraw", validJson(estimateVersionSchema), async (c) =>
    c.json({
      estimate: await withdrawEstimate(storage(c), c.req.param("id"), c.req.valid("json").version, c.var.staff.email),
    }),
  )
  // The customer's link again, to paste into a text message, while it is live.
  .get("/:id/link", async (c) =>
    c.json(
      await customerLinkAgain(
        c.env.DB,
        linkSecret(c.env),
        await loadEstimate(c.env.DB, c.req.param("id")),
        new URL(c.req.url).origin,
      ),
    ),
  )
  .post("/:id/links/revoke", async (c) => {
    await revokeCustomerLinks(c.env.DB, await loadEstimate(c.env.DB, c.req.param("id")), c.var.staff.email);
    return c.json({ estimate: await loadEstimateDetail(storage(c), c.req.param("id")) });
  })
  // E-mails the customer their link: the live one, or a fresh one after a revocation.
  .post("/:id/links", async (c) => {
    const secret = linkSecret(c.env);
    const origin = new URL(c.req.url).origin;
    const loaded = await loadEstimate(c.env.DB, c.req.param("id"));
    await emailCustomerLink({ db: c.env.DB, queue: c.env.ESTIMATE_MAIL, secret }, loaded, { actor: c.var.staff.email, origin });
    return c.json({
      estimate: await loadEstimateDetail(storage(c), loaded.row.id),
      link: (await customerLinkAgain(c.env.DB, secret, loaded, origin)).link,
    });
  })
  // A draft's PDF is a preview made now; a sent estimate's and a signed copy are the stored ones, verified.
  .get("/:id/pdf", async (c) => {
    const loaded = await loadEstimate(c.env.DB, c.req.param("id"));
    const signed = c.req.query("signed") === "1";
    const document =
      loaded.row.status === "draft" && !signed
        ? await draftPdf(loaded)
        : await storedPdf(c.env.PHOTOS, loaded, signed ? "signed" : "sent", estimateDeskMessages.storedCopyUnavailable);
    return pdfResponse(document, { download: c.req.query("download") === "1" });
  });

const storage = (c: Context<AppEnv>) => ({ db: c.env.DB, bucket: c.env.PHOTOS });
