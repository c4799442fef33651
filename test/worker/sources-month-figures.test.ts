import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { zonedDate } from "../../src/lib/zoned-time";
import { crons } from "../../worker/crons";
import { addMonths, fillSourceMonthFigures, monthsPerRun } from "../../worker/domain/sources/month-figures";
import worker from "../../worker/index";
import {
  chicago,
  emptyStore,
  figureRows,
  fillStore,
  groupings,
  leadStatement,
  report,
  seedSources,
  storedMonths,
} from "./support/sources";

/**
 * The Sources figures of closed months, stored by the hourly job (worker/domain/sources/month-figures.ts),
 * against leads, taps and rollups seeded here from September 2022 to April 2023 (no other file writes
 * then), January left empty: the report answers the same from stored months as computed live.
 */

/** May 10, 2023: September to April are closed, May is under way. */
const now = new Date("2023-05-10T17:00:00.000Z");
/** Before any month of the data closed: the report then computes every range live in one piece, as it did before months were stored. */
const beforeAnyMonthClosed = new Date("2022-01-15T17:00:00.000Z");
const monthsBetween = (first: string, last: string) => {
  let count = 1;
  for (let month = first; month < last; month = addMonths(month, 1)) count++;
  return count;
};
const seededMonths = ["2022-09", "2022-10", "2022-11", "2022-12", "2023-01", "2023-02", "2023-03", "2023-04"];

beforeAll(async () => {
  await seedSources({ from: "2022-09-01", to: "2023-04-30", seed: 26, skipped: ["2023-01"] });
});

const ranges: Array<[string, string, string]> = [
  ["whole months", "2022-10-01", "2022-12-31"],
  ["one whole month", "2022-11-01", "2022-11-30"],
  ["partial months at both ends", "2022-09-15", "2023-02-10"],
  ["days inside one month", "2022-11-03", "2022-11-20"],
  ["a month's last day", "2022-11-30", "2022-11-30"],
  ["across the autumn's daylight-saving change, partial months", "2022-10-20", "2022-11-10"],
  ["across the spring's daylight-saving change, whole months", "2023-02-01", "2023-03-31"],
  ["from a month's first day to the middle of one", "2022-10-01", "2023-01-15"],
  ["whole months and the month under way", "2022-12-01", "2023-05-09"],
  ["past the data at both ends", "2022-08-01", "2023-05-31"],
];

describe("the report from stored months", () => {
  it("answers the same as computed live, for every range and every grouping", async () => {
    const cases = ranges.flatMap(([label, from, to]) =>
      groupings.map((grouping) => ({
        name: `${label}, by ${grouping.by}, ${grouping.touch} touch`,
        range: { from, to },
        grouping,
      })),
    );
    await emptyStore();
    const inOnePiece = [];
    const notStored = [];
    for (const { range, grouping } of cases) {
      inOnePiece.push(await report(range, grouping, beforeAnyMonthClosed));
      notStored.push(await report(range, grouping, now));
    }
    await fillStore(now);
    expect(Object.keys(await storedMonths())).toEqual(expect.arrayContaining(seededMonths));
    for (const [index, { name, range, grouping }] of cases.entries()) {
      expect(notStored[index], `not stored: ${name}`).toEqual(inOnePiece[index]);
      expect(await report(range, grouping, now), `stored: ${name}`).toEqual(inOnePiece[index]);
    }
    // The comparison means something only if the data has every figure, and groups not recorded.
    const { total, rows } = await report({ from: "2022-09-01", to: "2023-04-30" }, { by: "landing", touch: "first" }, now);
    for (const figure of ["leads", "visits", "pageViews", "calls", "emails", "estimatesSent", "jobsWon", "wonCents"] as const)
      expect(total[figure], figure).toBeGreaterThan(0);
    expect(rows.some((row) => row.key === null && row.leads > 0)).toBe(true);
  });

  it("reads a stored month's figures for the closed months a range covers whole, and only for those", async () => {
    await emptyStore();
    await fillStore(now);
    const byChannel = { by: "channel", touch: "last" } as const;
    const november = { from: "2022-11-01", to: "2022-11-30" };
    const allButItsFirstDay = { from: "2022-11-02", to: "2022-11-30" };
    const whileUnderWay = new Date("2022-11-20T17:00:00.000Z");
    const before = [
      await report(november, byChannel, now),
      await report(allButItsFirstDay, byChannel, now),
      await report(november, byChannel, whileUnderWay),
    ];
    // Not through the leads (their triggers would delete the month): the stored figures themselves.
    await env.DB.prepare(
      `UPDATE source_month_figures SET leads = leads + 1000 WHERE rowid =
         (SELECT rowid FROM source_month_figures WHERE month = '2022-11' AND grouping = 'last_channel' AND leads > 0 LIMIT 1)`,
    ).run();
    const [whole, partial, underWay] = [
      await report(november, byChannel, now),
      await report(allButItsFirstDay, byChannel, now),
      await report(november, byChannel, whileUnderWay),
    ];
    expect(whole.total.leads).toBe((before[0]?.total.leads ?? 0) + 1000);
    expect(partial).toEqual(before[1]);
    expect(underWay).toEqual(before[2]);
    await emptyStore();
  });
});

describe("the hourly job", () => {
  it("stores closed months newest first, a year a run, one with nothing to count too, never the month under way", async () => {
    await emptyStore();
    expect(await fillStore(now)).toBeGreaterThan(0);
    const months = Object.keys(await storedMonths());
    expect(months).toEqual(expect.arrayContaining(seededMonths));
    expect(months).not.toContain("2023-05");
    // January had nothing: stored with no figures, so it is not taken for a month still to compute.
    expect(await figureRows("2023-01")).toBe(0);
    expect(await figureRows("2022-11")).toBeGreaterThan(0);
    // From April back, at most a year of them, never before the first month with data (this file's, or an
    // earlier file's in this workerd) nor before the 25 closed months kept.
    const firsts = await env.DB.prepare(
      `SELECT (SELECT MIN(created_at) FROM leads WHERE is_spam = 0) AS lead, (SELECT MIN(day) FROM visit_rollups) AS day,
         (SELECT MIN(created_at) FROM contact_taps) AS tap`,
    ).first<{ lead: string; day: string; tap: string }>();
    const monthOf = (at = "") => zonedDate(new Date(at), "America/Chicago").slice(0, 7);
    const firstWithData = [monthOf(firsts?.lead), firsts?.day.slice(0, 7) ?? "", monthOf(firsts?.tap)].sort()[0] as string;
    const oldest = [firstWithData, "2021-04"].sort()[1] as string;
    const expected: string[] = [];
    for (let month = "2023-04"; month >= oldest && expected.length < monthsPerRun; month = addMonths(month, -1))
      expected.unshift(month);
    expect(months).toEqual(expected);
    // The next runs go on with older months until none is left.
    while ((await fillStore(now)) > 0);
    const all = Object.keys(await storedMonths());
    expect(all[0]).toBe(oldest);
    expect(all).toHaveLength(monthsBetween(oldest, "2023-04"));
  });

  it("does not compute a stored month again; a month changed since is stored anew", async () => {
    await emptyStore();
    while ((await fillStore(now)) > 0);
    const first = await storedMonths();
    await leadStatement(chicago("2022-11-15", "12:00")).run();
    const anHourLater = new Date(now.getTime() + 3_600_000);
    await fillStore(anHourLater);
    const second = await storedMonths();
    expect(second["2022-11"]).toBe(anHourLater.toISOString());
    expect({ ...second, "2022-11": "" }).toEqual({ ...first, "2022-11": "" });
  });

  it("leaves a month it could not store for the next hour, and says so", async () => {
    await emptyStore();
    let batches = 0;
    // D1 fails the job's second batch: the newest month's.
    const failingOnce = new Proxy(env.DB, {
      get(target, name) {
        if (name === "batch")
          return (statements: D1PreparedStatement[]) =>
            ++batches === 2 ? Promise.reject(new Error("D1 was overloaded")) : target.batch(statements);
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(fillSourceMonthFigures(failingOnce, now)).rejects.toThrow(
      "The Sources figures of 2023-04 were not stored; the next hour tries again.",
    );
    const afterFailure = Object.keys(await storedMonths());
    expect(afterFailure).not.toContain("2023-04");
    expect(afterFailure).toContain("2023-03");
    await fillStore(new Date(now.getTime() + 3_600_000));
    expect(Object.keys(await storedMonths())).toContain("2023-04");
  });

  // Last in this file: the hourly cron also prunes rollups two years old, this file's among them.
  it("is part of the hourly cron", async () => {
    await emptyStore();
    const at = Date.now();
    await worker.scheduled(createScheduledController({ scheduledTime: at, cron: crons.hourly }), env, createExecutionContext());
    const lastMonth = addMonths(zonedDate(new Date(at), "America/Chicago").slice(0, 7), -1);
    expect(Object.keys(await storedMonths())).toContain(lastMonth);
  });
});
