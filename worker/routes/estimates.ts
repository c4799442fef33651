import { Hono } from "hono";
import { decisionFromForm } from "../../src/lib/estimate-page";
import { type EstimateDecisionBody, estimateDecisionSchema } from "../../src/lib/schemas";
import { customerEstimate, type Decision, decide, openEstimate, recordView } from "../domain/estimates/customer";
import { customerPhoto, drawnSignature } from "../domain/estimates/customer-files";
import { estimatePdf, signedEstimatePdf } from "../domain/estimates/documents";
import type { AppEnv } from "../env";
import { readBody } from "../http/body";
import { pdfResponse } from "../http/documents";
import { isBrowserFormPost } from "../http/form-error-page";
import { rateLimit } from "../http/guards";
import { photoResponse } from "../http/photo-response";
import { validJson } from "../http/validation";
import { estimatePage, estimateProblemPage, pageLanguage } from "../pages/estimate-page";

/**
 * /estimates/{token}: the customer's estimate, reached only through its link (no sign-in). The
 * page reads and approves without JavaScript (a form post); its script adds the live total and the
 * drawn signature. Rate-limited like the public API; never cached. A refusal reaches a browser as
 * a page: the estimate again with the problem and what was typed, or a page that says why not.
 */

const revisionOf = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

function decisionOf(body: EstimateDecisionBody): Decision {
  switch (body.action) {
    case "approve":
      return {
        action: "approve",
        selection: { optional: body.optional, choices: body.choices },
        acknowledgments: body.acknowledgments,
        signerName: body.signerName,
        drawnSignaturePng: body.signature ? drawnSignature(body.signature, body.language) : null,
        language: body.language,
      };
    case "decline":
      return { action: "decline", reason: body.reason };
    case "request-changes":
      return { action: "request-changes", request: body.request };
  }
}

export const estimatePageRoutes = new Hono<AppEnv>()
  // Refusals reach a browser as a page in the language it asked for.
  .use(async (c, next) => {
    const language = pageLanguage(c.req.query("lang"), null, c.req.header("Accept-Language"));
    c.set("problemPage", (problem) => estimateProblemPage(problem, language));
    await next();
  })
  .use(rateLimit("estimates"))
  .get("/:token", async (c) => {
    const estimate = await customerEstimate(c.env.DB, c.req.param("token"), revisionOf(c.req.query("revision")));
    // A browser's speculative load is not the customer opening the link.
    if (!c.req.header("Sec-Purpose")?.includes("prefetch")) await recordView(c.env.DB, estimate);
    const language = pageLanguage(c.req.query("lang"), estimate.document.language, null);
    const page = estimatePage(estimate, { language });
    return c.html(page.html, 200, page.headers);
  })
  .post(
    "/:token/decision",
    readBody({ jsonBytes: 512 * 1024, multipart: { bytes: 64 * 1024, toPayload: async (form) => decisionFromForm(form) } }),
    // A refused form post shows the estimate again, with the problem beside what the customer typed.
    async (c, next) => {
      const typed = (await c.req.json().catch(() => ({}))) as Partial<EstimateDecisionBody>;
      const language = pageLanguage(typed.language, null, c.req.header("Accept-Language"));
      c.set("problemPage", async (problem) => {
        const estimate = await customerEstimate(c.env.DB, c.req.param("token"), revisionOf(String(typed.revision))).catch(
          () => null,
        );
        return estimate ? estimatePage(estimate, { language, problem, typed }) : estimateProblemPage(problem, language);
      });
      await next();
    },
    validJson(estimateDecisionSchema),
    async (c) => {
      const body = c.req.valid("json");
      const token = c.req.param("token");
      const decided = await decide(
        { db: c.env.DB, bucket: c.env.PHOTOS, queue: c.env.ESTIMATE_MAIL },
        token,
        body.revision,
        decisionOf(body),
        { ip: c.req.header("CF-Connecting-IP") ?? null, userAgent: c.req.header("User-Agent") ?? null },
      );
      if (isBrowserFormPost(c)) return c.redirect(`/estimates/${token}?revision=${body.revision}&lang=${body.language}`, 303);
      return c.json(decided);
    },
  )
  .get("/:token/pdf", async (c) => {
    const { loaded } = await openEstimate(c.env.DB, c.req.param("token"), revisionOf(c.req.query("revision")));
    const document =
      c.req.query("signed") === "1"
        ? await signedEstimatePdf(c.env.DB, c.env.PHOTOS, loaded)
        : await estimatePdf(c.env.DB, c.env.PHOTOS, loaded);
    return pdfResponse(document, { download: c.req.query("download") === "1" });
  })
  .get("/:token/photos/:photoId", async (c) =>
    photoResponse(
      await customerPhoto(
        { db: c.env.DB, bucket: c.env.PHOTOS },
        c.req.param("token"),
        revisionOf(c.req.query("revision")),
        c.req.param("photoId"),
      ),
    ),
  );
