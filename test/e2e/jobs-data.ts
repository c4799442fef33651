import type { EstimateDraft } from "../../src/lib/desk-schemas/estimates";
import { estimateTotals } from "../../src/lib/estimate-money";
import type { JobDetail, JobList } from "../../src/lib/job-desk";
import { tileLines } from "../support/estimate-drafts";
import { deskApi as desk, newLead } from "./browser";
import { postDecision, sendNewEstimate } from "./desk-estimate-support";

/**
 * Jobs for the browser tests, made as a customer makes them: a lead from the quote API, an estimate
 * built and sent in the desk's API, approved on the customer's link. Answers the job as the desk reads it.
 */

let count = 0;

export async function approvedJob(name: string, changes: Partial<EstimateDraft> = {}) {
  count += 1;
  const leadId = await newLead(
    { name, email: `job.customer.${process.pid}.${count}@example.com` },
    `198.51.100.${((process.pid + count) % 100) + 50}`,
  );
  const sent = await sendNewEstimate(leadId, { lines: tileLines(), yearBuilt: 1990, ...changes });
  const lines = sent.estimate.lines;
  const optional = lines.filter((line) => line.kind === "optional").map((line) => line.id);
  const vinyl = lines.find((line) => line.description === "Luxury vinyl plank")?.id ?? "";
  const selection = { optional, choices: { finish: vinyl } };
  const response = await postDecision(sent.link, {
    action: "approve",
    revision: 1,
    language: "en",
    ...selection,
    acknowledgments: ["terms", "il-home-repair", "epa-renovate-right"],
    signerName: name,
    shownTotalCents: estimateTotals(lines, selection, sent.estimate.discount, sent.estimate.deposit).totalCents,
  });
  if (!response.ok) throw new Error(`The approval answered ${response.status}: ${await response.text()}`);
  const { jobs } = await desk<JobList>(`/api/admin/jobs?leadId=${leadId}`);
  const [job] = jobs;
  if (!job) throw new Error("The approval made no job.");
  return { leadId, jobId: job.id, number: job.number, link: new URL(sent.link).pathname };
}

export const readJob = (jobId: string) => desk<{ job: JobDetail }>(`/api/admin/jobs/${jobId}`).then((answer) => answer.job);
