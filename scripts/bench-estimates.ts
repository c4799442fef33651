import sharp from "sharp";
import { business } from "../src/config/business";
import { blankSiteFacts } from "../src/lib/compliance/facts";
import type { EstimateDetail } from "../src/lib/estimate-desk";
import { estimateTotals } from "../src/lib/estimate-money";
import { requiredAcknowledgments } from "../src/lib/estimates";
import type { JobDetail, JobList } from "../src/lib/job-desk";
import { addDays, zonedDate } from "../src/lib/zoned-time";
import { timeEach, timeRequests } from "./bench-timing";
import { type LocalServer, startLocalServer } from "./local-server";

/**
 * `npm run bench -- estimates` (scripts/bench.ts): the customer's estimate page (GET /estimates/{token};
 * an opening is logged at most once per link per 30 minutes), the PDF step (a 30-line draft rendered
 * afresh by GET /api/admin/estimates/:id/pdf, as sending renders the as-sent copy once), and the two
 * heaviest requests the jobs added: the customer's approval, which renders the signed copy and makes
 * the job in the request, and closing the job, which renders its closeout packet in the request.
 * One request at a time, with p50/p95 and workerd's CPU per request. `npm run bench -- estimates
 * approval` times only the approval and the closing.
 */

const requests = Number(process.env.BENCH_ESTIMATE_REQUESTS ?? 100);
/** Each approval and each closing needs an estimate sent, and a job brought to "work done", of its own. */
const decisions = Number(process.env.BENCH_DECISION_REQUESTS ?? 20);

type Call = <T>(path: string, method?: string, body?: unknown) => Promise<T>;

function caller(server: LocalServer): Call {
  return async <T>(path: string, method = "GET", body?: unknown): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { Origin: server.baseUrl, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<T>;
  };
}

/** A lead's estimate of 30 lines (every tenth optional), saved as a draft for a home built in 1956. */
async function thirtyLineDraft(call: Call, leadRequest: unknown): Promise<EstimateDetail> {
  const { id: leadId } = await call<{ id: string }>("/api/quote-requests", "POST", leadRequest);
  const { estimate } = await call<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
  const lines = Array.from({ length: 30 }, (_, index) => ({
    kind: index % 10 === 9 ? "optional" : "required",
    group: null,
    groupLabel: null,
    section: ["Basement", "Kitchen", "Exterior"][index % 3],
    description: `Line ${index + 1}: remove and dispose of material under containment, with air monitoring`,
    unit: "sq ft",
    quantityThousandths: 125_500 + index * 1000,
    unitPriceCents: 650 + index * 25,
    taxBps: index % 4 === 0 ? 1025 : 0,
    preselected: false,
    priceItemId: null,
  }));
  const { estimate: draft } = await call<{ estimate: EstimateDetail }>(`/api/admin/estimates/${estimate.id}`, "PUT", {
    version: estimate.version,
    title: estimate.title,
    introduction: "Benchmark estimate.",
    language: "en",
    customer: estimate.customer,
    service: estimate.service,
    yearBuilt: 1956,
    expiresOn: estimate.expiresOn,
    discount: { kind: "percent", bps: 500 },
    deposit: { kind: "percent", bps: 3000 },
    terms: estimate.terms,
    lines,
    photoIds: [],
  });
  return draft;
}

/** A drawn signature as the customer page's pad sends it: a PNG data URL of a few strokes. */
async function drawnSignature(): Promise<string> {
  const strokes =
    "M40 220 C 90 80, 140 80, 170 200 S 260 300, 300 150 S 380 60, 420 210 M 460 120 C 520 260, 600 40, 660 200 S 760 240, 860 140";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><path d="${strokes}" fill="none" stroke="#000" stroke-width="5" stroke-linecap="round"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64")}`;
}

/** The customer's approval of every optional line, with each acknowledgment asked for, the typed name and a drawing. */
function approvalOf(estimate: EstimateDetail, signature: string) {
  const selection = { optional: estimate.lines.filter((line) => line.kind === "optional").map((line) => line.id), choices: {} };
  const totalCents = estimateTotals(estimate.lines, selection, estimate.discount, estimate.deposit).totalCents;
  return {
    action: "approve",
    revision: estimate.revision,
    language: "en",
    ...selection,
    acknowledgments: requiredAcknowledgments({ totalCents, yearBuilt: estimate.yearBuilt }),
    signerName: "Bench Customer",
    shownTotalCents: totalCents,
    signature,
  };
}

const post = (server: LocalServer, path: string, body: unknown) => () =>
  fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { Origin: server.baseUrl, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });

/** The approval of `decisions` sent estimates, then the closing of the jobs they made. */
async function benchApprovalAndClosing(server: LocalServer, call: Call, leadRequest: unknown) {
  console.log(`\nSetting up ${decisions} sent 30-line estimates (not timed)…`);
  const sent: Array<{ estimate: EstimateDetail; token: string }> = [];
  for (let i = 0; i < decisions; i++) {
    const draft = await thirtyLineDraft(call, leadRequest);
    const { estimate, link } = await call<{ estimate: EstimateDetail; link: string }>(
      `/api/admin/estimates/${draft.id}/send`,
      "POST",
      { version: draft.version },
    );
    sent.push({ estimate, token: new URL(link).pathname.split("/").at(-1) as string });
  }
  // The sending's e-mails leave through the queue about a second later: let them go before timing.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const signature = await drawnSignature();
  await timeEach(
    server,
    "approval: signed copy + job made".padEnd(40),
    sent.map(({ estimate, token }) => post(server, `/estimates/${token}/decision`, approvalOf(estimate, signature))),
  );

  console.log(`Bringing the ${decisions} jobs to "work done" (not timed)…`);
  const today = zonedDate(new Date(), business.timeZone);
  const facts = { ...blankSiteFacts, yearBuilt: 1990, municipality: "Evanston" };
  const jobs: JobDetail[] = [];
  for (const { estimate } of sent) {
    const { jobs: found } = await call<JobList>(`/api/admin/jobs?leadId=${encodeURIComponent(estimate.leadId)}`);
    const id = found[0]?.id;
    if (!id) throw new Error(`The approval of ${estimate.id} made no job.`);
    const current = async () => (await call<{ job: JobDetail }>(`/api/admin/jobs/${id}`)).job;
    await call(`/api/admin/jobs/${id}/schedule`, "PUT", {
      version: (await current()).version,
      startOn: today,
      endOn: addDays(today, 2),
      crew: [],
    });
    await call(`/api/admin/jobs/${id}/facts`, "PUT", { version: (await current()).version, facts });
    for (const to of ["in_progress", "work_done"])
      await call(`/api/admin/jobs/${id}/state`, "POST", { version: (await current()).version, to, reason: null });
    jobs.push(await current());
  }
  await timeEach(
    server,
    "closing a job: closeout packet rendered".padEnd(40),
    jobs.map((job) => post(server, `/api/admin/jobs/${job.id}/state`, { version: job.version, to: "closed", reason: null })),
  );
}

export async function benchEstimates(leadRequest: unknown, only: "approval" | null) {
  const staff = "bench@lakeshore.example";
  const server = await startLocalServer({
    persistTo: ".wrangler/bench-estimates-state",
    removeStateOnStop: true,
    vars: {
      DEV_STAFF_EMAIL: staff,
      FIRST_ADMIN_EMAIL: staff,
      RATE_LIMIT_DISABLED: "true",
      CUSTOMER_LINK_SECRET: "bench-customer-link-secret",
    },
  });
  const call = caller(server);
  try {
    if (only !== "approval") {
      const draft = await thirtyLineDraft(call, leadRequest);
      await timeRequests(
        server,
        "PDF step: 30-line estimate rendered".padEnd(40),
        () => `/api/admin/estimates/${draft.id}/pdf`,
        requests,
      );
      const { link } = await call<{ link: string }>(`/api/admin/estimates/${draft.id}/send`, "POST", { version: draft.version });
      const page = new URL(link).pathname;
      await timeRequests(server, "customer page".padEnd(40), () => page, requests);
    }
    await benchApprovalAndClosing(server, call, leadRequest);
  } finally {
    await server.stop();
  }
}
