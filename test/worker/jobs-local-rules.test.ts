import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localRules } from "../../src/lib/compliance/rules";
import type { LocalRuleSetting } from "../../src/lib/job-desk";
import { jobDeskMessages } from "../../src/lib/jobs";
import { desk } from "./support/desk-leads";
import { json } from "./support/http";
import { approvedJob, facilityFacts, readJob, schedule, setFacts, workingDaysFromToday } from "./support/jobs";

/**
 * Local permits as rules an admin switches on per municipality and edits, checked with the rules
 * engine's schema; a job in that municipality gets the requirement, one elsewhere does not.
 * (Only an admin may save: test/worker/access.test.ts.)
 */

const chicago = localRules.find((rule) => rule.id === "chicago-asbestos-permit");
if (!chicago) throw new Error("The engine ships no Chicago permit rule.");

const settings = async () => (await json<{ rules: LocalRuleSetting[] }>(await desk("/api/admin/compliance/local-rules"))).rules;
const save = (body: unknown) => desk("/api/admin/compliance/local-rules", { method: "PUT", body });
const dueItem = (jobId: string) =>
  env.DB.prepare("SELECT * FROM job_due_items WHERE job_id = ? AND rule_id = ?").bind(jobId, chicago.id).first();
const requirement = async (jobId: string, ruleId: string) =>
  (await readJob(jobId)).checklist.find((entry) => entry.ruleId === ruleId);

describe("local permit rules", () => {
  it("ship switched off; switched on, they apply to jobs in their municipality only; an edit raises the rule's version", async () => {
    const shipped = (await settings()).find((setting) => setting.rule.id === chicago.id);
    expect(shipped).toMatchObject({ enabled: false, builtIn: true, version: 0 });
    const [inChicago, inEvanston] = [await approvedJob(), await approvedJob()];
    await setFacts(inChicago.jobId, facilityFacts({ municipality: "City of Chicago" }));
    await setFacts(inEvanston.jobId, facilityFacts({ municipality: "Evanston" }));
    expect(await requirement(inChicago.jobId, chicago.id)).toBeUndefined();
    const start = workingDaysFromToday(15);
    expect((await schedule(inChicago.jobId, start, start)).response.status).toBe(200);
    expect(await dueItem(inChicago.jobId)).toBeNull();

    const on = await save({ version: 0, enabled: true, rule: chicago });
    expect(on.status, await on.clone().text()).toBe(200);
    expect((await requirement(inChicago.jobId, chicago.id))?.status).toBe("to-do");
    // What is due across jobs follows the switch at once, without waiting for a change of the job.
    expect(await dueItem(inChicago.jobId)).toMatchObject({ rule_id: chicago.id });
    expect((await requirement(inEvanston.jobId, chicago.id))?.status).toBe("not-applicable");

    const edited = { ...chicago, title: "Chicago asbestos abatement permit (CDPH)" };
    const response = await save({ version: 1, enabled: true, rule: edited });
    const { setting } = await json<{ setting: LocalRuleSetting }>(response);
    expect(setting).toMatchObject({ enabled: true, version: 2, rule: { title: edited.title, version: chicago.version + 1 } });
    expect((await requirement(inChicago.jobId, chicago.id))?.title).toBe(edited.title);

    const stale = await save({ version: 1, enabled: false, rule: edited });
    expect(stale.status).toBe(409);
    expect((await json<{ error: string }>(stale)).error).toBe(jobDeskMessages.staleLocalRule);
    // Off again: the other files' jobs (in this same database) are checked against the federal rules only.
    expect((await save({ version: 2, enabled: false, rule: edited })).status).toBe(200);
    expect(await requirement(inChicago.jobId, chicago.id)).toBeUndefined();
    expect(await dueItem(inChicago.jobId)).toBeNull();
  });

  it("are refused with the engine's own sentences when the rule is not one the engine can read", async () => {
    const broken = {
      ...chicago,
      id: "evanston-asbestos-permit",
      municipality: "Evanston",
      appliesWhen: { fact: "asbestos.squareMiles", atLeast: 1 },
      ways: [{ ...chicago.ways[0], due: [] }],
    };
    const response = await save({ version: null, enabled: true, rule: broken });
    expect(response.status).toBe(400);
    const problem = await json<{ fields: Record<string, string> }>(response);
    expect(Object.keys(problem.fields)).toEqual(expect.arrayContaining(["rule.appliesWhen", "rule.ways.0.due"]));
    const federal = await save({ version: null, enabled: true, rule: { ...chicago, id: "asbestos-notice" } });
    expect(federal.status).toBe(400);
    const everywhere = await save({
      version: null,
      enabled: true,
      rule: { ...chicago, id: "no-town-permit", municipality: null },
    });
    expect(everywhere.status).toBe(400);
  });

  it("may be added for another municipality, once per id", async () => {
    // A town of this test's own: the other files' jobs share this database.
    const town = `Wilmette ${crypto.randomUUID().slice(0, 8)}`;
    const evanston = {
      ...chicago,
      id: `wilmette-permit-${crypto.randomUUID().slice(0, 8)}`,
      title: "Wilmette asbestos permit",
      municipality: town,
    };
    const added = await save({ version: null, enabled: true, rule: evanston });
    expect(added.status, await added.clone().text()).toBe(200);
    const { jobId } = await approvedJob();
    await setFacts(jobId, facilityFacts({ municipality: town }));
    expect((await requirement(jobId, evanston.id))?.status).toBe("to-do");
    const again = await save({ version: null, enabled: true, rule: evanston });
    expect(again.status).toBe(409);
    expect((await json<{ error: string }>(again)).error).toBe(jobDeskMessages.localRuleIdTaken(evanston.id));
  });
});
