import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decide } from "../../worker/domain/estimates/decisions";
import { deliverEstimateEmail } from "../../worker/domain/estimates/mail";
import { printedDates } from "../support/estimate-documents";
import { approval, lineIds, recordingQueue, sentEstimate } from "./support/estimates";
import { send } from "./support/http";

/**
 * One way to print a date per language (src/lib/long-dates.ts): the estimate page and its e-mail
 * print the last day and the time of signing exactly as the PDFs do (test/app/estimate-pdf-text.test.ts
 * reads the same `printedDates` off the PDFs).
 */
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

describe.each(["en", "es", "fr"] as const)("in %s", (language) => {
  it("the page and the e-mail print the last day, and the page the time of signing, as the PDFs do", async () => {
    const { day, instant } = printedDates[language];
    const { estimate, token } = await sentEstimate({}, { language, expiresOn: printedDates.day });

    // No e-mail channel in tests: the e-mail's text is logged instead of sent.
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const email = await env.DB.prepare("SELECT id FROM estimate_emails WHERE estimate_id = ?")
      .bind(estimate.id)
      .first<{ id: string }>();
    expect(
      await deliverEstimateEmail(
        { db: env.DB, bucket: env.PHOTOS },
        { CUSTOMER_LINK_SECRET: env.CUSTOMER_LINK_SECRET },
        email?.id as string,
        1,
      ),
    ).toBe("done");
    expect(log.mock.calls.map(([text]) => String(text)).join("\n")).toContain(day);

    const page = async () => (await send(`/estimates/${token}`, { method: "GET", headers: { Accept: "text/html" } })).text();
    // The facts under the title ("Valid until"), and the sentence that says when it was approved.
    const facts = (html: string) => html.match(/<dl class="meta">.*?<\/dl>/s)?.[0];
    const approvedBy = (html: string) => html.match(/<p>[^<]*Maria Kowalski[^<]*<\/p>/)?.[0];
    expect(facts(await page())).toContain(day);

    const ids = lineIds(estimate);
    await decide(
      { db: env.DB, bucket: env.PHOTOS, queue: recordingQueue().queue },
      token,
      undefined,
      {
        action: "approve",
        selection: { optional: [], choices: { finish: ids.vinyl as string } },
        acknowledgments: ["terms", "il-home-repair", "epa-renovate-right"],
        signerName: "Maria Kowalski",
        drawnSignaturePng: null,
        shownTotalCents: approval(estimate, { optional: [] }).shownTotalCents,
        language,
      },
      { ip: null, userAgent: null, now: new Date(printedDates.instant) },
    );
    expect(approvedBy(await page())).toContain(instant);
  });
});
