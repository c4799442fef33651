import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { JobDetail } from "../../src/lib/job-desk";
import type { EstimateMailMessage } from "../../worker/domain/estimates/mail";
import { prefillFacts } from "../../worker/domain/jobs/creation";
import worker from "../../worker/index";
import { approval, customer, sentEstimate } from "./support/estimates";
import { approvedJob, readJob } from "./support/jobs";

/** A job per approved estimate, made with the approval exactly once however often anything runs. */

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n;

/** Delivers the estimate-mail queue's message for an e-mail, as the Queues runtime would. */
async function deliver(emailId: string) {
  const batch = createMessageBatch<EstimateMailMessage>("estimate-mail", [
    { id: `msg-${emailId}-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body: { emailId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe("a job from an approved estimate", () => {
  it("is made once when ten approvals arrive at once and the mail queue's consumer runs twice", async () => {
    const { leadId, estimate, token } = await sentEstimate();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => customer(`/estimates/${token}/decision`, { method: "POST", body: approval(estimate) })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const signedCopy = await env.DB.prepare("SELECT id FROM estimate_emails WHERE estimate_id = ? AND kind = 'signed-copy'")
      .bind(estimate.id)
      .first<{ id: string }>();
    const runs = [await deliver(signedCopy?.id as string), await deliver(signedCopy?.id as string)];
    expect(runs.map((run) => run.explicitAcks.length)).toEqual([1, 1]);

    const number = estimate.number.replace("E-", "").split("-").map(Number) as [number, number];
    expect(await count("SELECT count(*) AS n FROM jobs WHERE number_year = ? AND number_seq = ?", ...number)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM jobs WHERE lead_id = ?", leadId)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM lead_events WHERE lead_id = ? AND kind = 'job_created'", leadId)).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM job_site_facts WHERE job_id IN (SELECT id FROM jobs WHERE lead_id = ?)", leadId),
    ).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM job_records WHERE job_id IN (SELECT id FROM jobs WHERE lead_id = ?)", leadId),
    ).toBe(1);
  });

  it("cannot be made twice for one estimate number, whatever inserts it (the UNIQUE number)", async () => {
    const { jobId } = await approvedJob();
    const job = await env.DB.prepare("SELECT number_year, number_seq FROM jobs WHERE id = ?").bind(jobId).first<{
      number_year: number;
      number_seq: number;
    }>();
    await expect(
      env.DB.prepare(
        `INSERT INTO jobs (id, number_year, number_seq, title, service, language, scope, total_cents, customer_name, created_at, updated_at)
         VALUES (?, ?, ?, 't', 's', 'en', '[]', 0, 'n', 'now', 'now')`,
      )
        .bind(crypto.randomUUID(), job?.number_year, job?.number_seq)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it("carries the approved choices as its scope, the customer and site, and the estimate's number as J-", async () => {
    const { estimate, jobId, leadId } = await approvedJob({
      name: "Ada Okafor",
      city: "Oak Park",
      address: "731 N Kenilworth Ave",
    });
    const job: JobDetail = await readJob(jobId);
    expect(job.number).toBe(estimate.number.replace(/^E-/, "J-"));
    expect(job.estimateNumber).toBe(estimate.number);
    expect(job.state).toBe("to_schedule");
    expect(job.leadId).toBe(leadId);
    expect(job.estimateId).toBe(estimate.id);
    expect(job.customer.name).toBe("Ada Okafor");
    expect(job.customer.address).toBe(estimate.customer.address);
    // The approval chose the optional clearance test and the vinyl plank: the other finishes are not the job.
    expect(job.scope.map((line) => line.description)).toEqual([
      "Remove 9×9 asbestos floor tile and mastic under negative-pressure containment",
      "Independent clearance air test",
      "Luxury vinyl plank",
    ]);
    expect(job.history.map((event) => event.kind)).toEqual(["job_created"]);
  });

  it("has its site facts prefilled from the estimate: year built, the material's quantity by its lines, the city", async () => {
    const { jobId } = await approvedJob({ city: "Oak Park" });
    const job = await readJob(jobId);
    expect(job.factsConfirmed).toBe(false);
    expect(job.facts.yearBuilt).toBe(1956);
    expect(job.facts.municipality).toBe("Oak Park");
    // 450 sq ft of asbestos tile; the new vinyl floor (also in sq ft) is not asbestos.
    expect(job.facts.asbestos).toEqual({ friable: true, pipeLinearFeet: 0, otherSquareFeet: 450, cubicFeet: 0 });
    expect(job.facts.mold.squareFeet).toBe(0);
  });

  it("maps each service to its material, and windows to lead-safe work", () => {
    const line = (description: string, unit: string, quantity: number) => ({
      description,
      unit,
      section: null,
      quantityThousandths: quantity * 1000,
    });
    const mold = prefillFacts({ service: "Mold Remediation", year_built: 2001 }, null, [
      line("Mold remediation, basement", "sq ft", 120),
    ]);
    expect(mold.mold.squareFeet).toBe(120);
    expect(mold.asbestos.otherSquareFeet).toBe(0);
    const pipes = prefillFacts(
      { service: "Asbestos Removal", year_built: null },
      { property_type: "Educational", city: "Skokie" },
      [line("Asbestos pipe insulation, boiler room", "linear ft", 300)],
    );
    expect(pipes).toMatchObject({ buildingType: "school", municipality: "Skokie", asbestos: { pipeLinearFeet: 300 } });
    const windows = prefillFacts({ service: "Window Installation", year_built: 1940 }, null, [
      line("Replacement window", "opening", 6),
    ]);
    expect(windows.lead.windowsOrDemolition).toBe(true);
  });

  it("records the Renovate Right acknowledgment the customer gave with the approval as the pamphlet's first record", async () => {
    const { jobId } = await approvedJob();
    const job = await readJob(jobId);
    expect(job.records).toMatchObject([{ ruleId: "lead-pamphlet", wayId: "acknowledgment", recordedBy: "customer" }]);
    expect(job.records[0]?.reference).toContain("Maria Kowalski");
  });
});
