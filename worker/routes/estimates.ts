import { Hono } from "hono";
import { decisionFromForm } from "../../src/lib/estimate-page";
import { type EstimateLanguage, estimateTexts } from "../../src/lib/estimate-texts";
import { pamphletAcknowledgmentSchema } from "../../src/lib/job-schemas";
import { jobTexts } from "../../src/lib/job-texts";
import { type EstimateDecisionBody, estimateDecisionSchema } from "../../src/lib/schemas";
import { type CustomerEstimate, customerEstimate, openEstimate, recordView } from "../domain/estimates/customer";
import { customerPhoto, drawnSignature } from "../domain/estimates/customer-files";
import { type Decision, decide } from "../domain/estimates/decisions";
import { storedPdf } from "../domain/estimates/documents";
import { findLink } from "../domain/estimates/links";
import { closeoutPacket } from "../domain/jobs/closeout";
import { acknowledgePamphlet, customerJob, jobOfEstimate } from "../domain/jobs/customer";
import { notFound } from "../domain/refusal";
import type { AppEnv } from "../env";
import { formFields, readBody } from "../http/body";
import { pdfResponse } from "../http/documents";
import { isBrowserFormPost } from "../http/form-error-page";
import { rateLimit } from "../http/guards";
import { photoResponse } from "../http/photo-response";
import { validJson } from "../http/validation";
import { estimatePage, estimateProblemPage, pageLanguage } from "../pages/estimate-page";
import { jobProgress } from "../pages/job-progress";

/**
 * /estimates/{token}: the customer's estimate, reached only through its link (no sign-in). The
 * page reads and approves without JavaScript (a form post); its script adds the live total and the
 * drawn signature. The page and the decision are rate-limited like the public API and never
 * cached; the photos and PDFs of a live link are cached privately and spend no rate limit. A
 * refusal reaches a browser as a page: the estimate again with the problem and what was typed, or
 * a page that says why not. Nothing here lets the token leave as a referrer.
 */

const revisionOf = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

function decisionOf(body: Exclude<EstimateDecisionBody, { action: "update-total" }>): Decision {
  switch (body.action) {
    case "approve":
      return {
        action: "approve",
        selection: { optional: body.optional, choices: body.choices },
        acknowledgments: body.acknowledgments,
        signerName: body.signerName,
        drawnSignaturePng: body.signature ? drawnSignature(body.signature, body.language) : null,
        shownTotalCents: body.shownTotalCents,
        language: body.language,
      };
    case "decline":
      return { action: "decline", reason: body.reason };
    case "request-changes":
      return { action: "request-changes", request: body.request };
  }
}

/** The page shown after a decision (the 303 below, or the page's script): not another opening of the link. */
export const afterDecision = "after=decision";

export const estimatePageRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    // Refusals reach a browser as a page in the language it asked for (or the link's own, when known).
    const language = pageLanguage(c.req.query("lang"), null, c.req.header("Accept-Language"));
    c.set("problemPage", (problem) => estimateProblemPage(problem, problem.language ?? language));
    await next();
    // The token is the key to the estimate: no page, PDF or photo of it names it to another site, or to ours.
    c.res.headers.set("Referrer-Policy", "no-referrer");
    c.res.headers.set("X-Robots-Tag", "noindex");
  })
  // A live link's photos and PDFs are part of reading the page; a guessed token spends the limit.
  .use(rateLimit("estimates", { unless: async (c) => isLiveLinkFile(c.env.DB, c.req.method, c.req.path) }))
  .get("/:token", async (c) => {
    const estimate = await customerEstimate(c.env.DB, c.req.param("token"), revisionOf(c.req.query("revision")));
    // A browser's speculative load, and the page shown right after a decision, are not the customer opening the link.
    const opening = !c.req.header("Sec-Purpose")?.includes("prefetch") && c.req.query("after") !== "decision";
    if (opening) await recordView(c.env.DB, estimate);
    const language = pageLanguage(c.req.query("lang"), estimate.document.language, null);
    const job = await jobSection(c.env.DB, estimate, language);
    const page = estimatePage(estimate, { language, focusDecision: c.req.query("after") === "decision", job });
    return c.html(page.html, 200, page.headers);
  })
  // The customer acknowledges the Renovate Right pamphlet again for the job's start (a form post, or JSON).
  .post(
    "/:token/pamphlet",
    readBody({ jsonBytes: 4 * 1024, multipart: { bytes: 16 * 1024, toPayload: async (form) => formFields(form) } }),
    async (c) => {
      const token = c.req.param("token");
      const typed = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
      const parsed = pamphletAcknowledgmentSchema.safeParse(typed);
      const language = pageLanguage(String(typed.language ?? ""), null, c.req.header("Accept-Language"));
      const estimate = await customerEstimate(c.env.DB, token, parsed.success ? parsed.data.revision : undefined);
      const job = await jobOfEstimate(c.env.DB, estimate.estimateId);
      if (!job) throw notFound(estimateTexts[language].notFound);
      if (!parsed.success) {
        const problem = jobTexts[language].pamphlet.missing;
        const page = estimatePage(estimate, { language, job: await jobSection(c.env.DB, estimate, language, problem) });
        return isBrowserFormPost(c) ? c.html(page.html, 400, page.headers) : c.json({ error: problem }, 400);
      }
      await acknowledgePamphlet(c.env.DB, job, parsed.data.signerName);
      const next = `/estimates/${token}?revision=${estimate.revision}&lang=${language}&${afterDecision}#job`;
      return isBrowserFormPost(c) ? c.redirect(next, 303) : c.json({ status: "acknowledged", next });
    },
  )
  // The closeout packet of the estimate's job, as stored, verified on every read.
  .get("/:token/closeout.pdf", async (c) => {
    const { loaded } = await openEstimate(c.env.DB, c.req.param("token"), undefined);
    const language = pageLanguage(c.req.query("lang"), loaded.row.language, null);
    const job = await jobOfEstimate(c.env.DB, loaded.row.id);
    if (!job) throw notFound(estimateTexts[language].notFound);
    const packet = await closeoutPacket(c.env.PHOTOS, job, {
      missing: estimateTexts[language].documentUnavailable,
      notYet: jobTexts[language].packetPending,
    });
    return pdfResponse(packet, { download: c.req.query("download") === "1", cache: "private" });
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
        return estimate
          ? estimatePage(estimate, { language, problem, typed })
          : estimateProblemPage(problem, problem.language ?? language);
      });
      await next();
    },
    validJson(estimateDecisionSchema),
    async (c) => {
      const body = c.req.valid("json");
      const token = c.req.param("token");
      if (body.action === "update-total") {
        const estimate = await customerEstimate(c.env.DB, token, body.revision);
        const page = estimatePage(estimate, { language: body.language, typed: body });
        return c.html(page.html, 200, page.headers);
      }
      const decided = await decide(
        { db: c.env.DB, bucket: c.env.PHOTOS, queue: c.env.ESTIMATE_MAIL },
        token,
        body.revision,
        decisionOf(body),
        { ip: c.req.header("CF-Connecting-IP") ?? null, userAgent: c.req.header("User-Agent") ?? null },
      );
      const next = `/estimates/${token}?revision=${body.revision}&lang=${body.language}&${afterDecision}`;
      if (isBrowserFormPost(c)) return c.redirect(next, 303);
      return c.json({ ...decided, next });
    },
  )
  .get("/:token/pdf", async (c) => {
    const { loaded } = await openEstimate(c.env.DB, c.req.param("token"), revisionOf(c.req.query("revision")));
    const language = pageLanguage(c.req.query("lang"), loaded.row.language, null);
    const which = c.req.query("signed") === "1" ? "signed" : "sent";
    const document = await storedPdf(c.env.PHOTOS, loaded, which, estimateTexts[language].documentUnavailable);
    return pdfResponse(document, { download: c.req.query("download") === "1", cache: "private" });
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

/** The job of an approved estimate as the customer page shows it; nothing before the approval. */
async function jobSection(db: D1Database, estimate: CustomerEstimate, language: EstimateLanguage, problem: string | null = null) {
  if (estimate.status !== "approved") return null;
  const job = await jobOfEstimate(db, estimate.estimateId);
  if (!job) return null;
  return jobProgress(await customerJob(db, job, language), language, {
    token: estimate.token,
    revision: estimate.revision,
    problem,
  });
}

/** A photo or PDF asked for with a link staff have not revoked (whether its time is over is the route's to say). */
async function isLiveLinkFile(db: D1Database, method: string, path: string) {
  const token = method === "GET" ? /^\/estimates\/([^/]+)\/(?:pdf|closeout\.pdf|photos\/[^/]+)$/.exec(path)?.[1] : undefined;
  const link = token ? await findLink(db, token) : null;
  return link !== null && link.revoked_at === null;
}
