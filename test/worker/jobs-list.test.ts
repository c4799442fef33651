import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { firstEventDayAllowed } from "../../src/lib/compliance/deadlines";
import { federalRules } from "../../src/lib/compliance/rules";
import type { JobList } from "../../src/lib/job-desk";
import { addDays } from "../../src/lib/zoned-time";
import { refreshDueItems } from "../../worker/domain/jobs/compliance";
import { desk } from "./support/desk-leads";
import { json } from "./support/http";
import { approvedJob, facilityFacts, move, schedule, setFacts, today, unregulatedFacts } from "./support/jobs";

/**
 * The desk's jobs list filtered by state (`?state=`) and by what is due (`?due=overdue|soon|none`),
 * over jobs seeded in each situation. The files share one D1: every request also searches for this
 * test's own word, so only its jobs are counted.
 */

const notice = federalRules.find((rule) => rule.id === "asbestos-notice")?.ways[0]?.due[0];
if (!notice) throw new Error("The engine has no asbestos notice deadline.");

const word = `Filterwood${crypto.randomUUID().slice(0, 6)}`;

async function seed(name: string) {
  const { jobId } = await approvedJob({ name: `${name} ${word}` });
  return jobId;
}

/** The names (without the test's word) of the jobs the list answers for this query, sorted. */
async function listed(query: string) {
  const response = await desk(`/api/admin/jobs?q=${word}${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const { jobs } = await json<JobList>(response);
  return jobs.map((job) => job.customerName.replace(` ${word}`, "")).sort();
}

describe("the jobs list", () => {
  it("filters by state and by what is due, alone and together", async () => {
    // Nothing due: an unregulated home, still to schedule; another on hold; a third cancelled.
    const unscheduled = await seed("Ada Unscheduled");
    await setFacts(unscheduled, unregulatedFacts());
    const held = await seed("Ben Held");
    await setFacts(held, unregulatedFacts());
    expect((await move(held, "on_hold", "Waiting for the insurer")).response.status).toBe(200);
    const cancelled = await seed("Cy Cancelled");
    await setFacts(cancelled, facilityFacts());
    expect((await move(cancelled, "cancelled", "Customer sold the building")).response.status).toBe(200);

    // Due soon: an asbestos job starting the first day the notice allows, whose notice is due today.
    const noticeToday = await seed("Dee Notice");
    await setFacts(noticeToday, facilityFacts());
    const firstAllowed = firstEventDayAllowed(notice, today());
    expect((await schedule(noticeToday, firstAllowed, addDays(firstAllowed, 2))).response.status).toBe(200);
    // Due later than the 10 working days "soon" reaches: the same, starting two months later.
    const noticeLater = await seed("Eve Later");
    await setFacts(noticeLater, facilityFacts());
    const later = addDays(firstAllowed, 60);
    expect((await schedule(noticeLater, later, addDays(later, 2))).response.status).toBe(200);

    // Overdue: a mold job whose work was done a week ago, with no clearance yet.
    const mold = await seed("Flo Mold");
    await setFacts(mold, unregulatedFacts({ mold: { squareFeet: 80 } }));
    await env.DB.prepare(
      "UPDATE jobs SET state = 'work_done', start_on = ?, started_on = ?, end_on = ?, work_done_on = ? WHERE id = ?",
    )
      .bind(addDays(today(), -10), addDays(today(), -10), addDays(today(), -7), addDays(today(), -7), mold)
      .run();
    await refreshDueItems(env.DB, mold, new Date());

    const everyone = ["Ada Unscheduled", "Ben Held", "Cy Cancelled", "Dee Notice", "Eve Later", "Flo Mold"];
    expect(await listed("")).toEqual(everyone);
    // An unknown filter value is ignored, not refused: the whole list.
    expect(await listed("&state=lost&due=someday")).toEqual(everyone);

    expect(await listed("&state=to_schedule")).toEqual(["Ada Unscheduled"]);
    expect(await listed("&state=on_hold")).toEqual(["Ben Held"]);
    expect(await listed("&state=cancelled")).toEqual(["Cy Cancelled"]);
    expect(await listed("&state=scheduled")).toEqual(["Dee Notice", "Eve Later"]);
    expect(await listed("&state=work_done")).toEqual(["Flo Mold"]);
    expect(await listed("&state=closed")).toEqual([]);

    expect(await listed("&due=overdue")).toEqual(["Flo Mold"]);
    expect(await listed("&due=soon")).toEqual(["Dee Notice"]);
    expect(await listed("&due=none")).toEqual(["Ada Unscheduled", "Ben Held", "Cy Cancelled"]);

    expect(await listed("&state=scheduled&due=soon")).toEqual(["Dee Notice"]);
    expect(await listed("&state=scheduled&due=overdue")).toEqual([]);
    expect(await listed("&state=work_done&due=overdue")).toEqual(["Flo Mold"]);
  });
});
