import { business } from "../src/config/business";
import { zonedDate } from "../src/lib/zoned-time";
import { dueItemsSql, dueUntil, jobListSql } from "../worker/domain/jobs/list";
import { seedJobs } from "./seed-jobs";
import { sqlLiteral } from "./sql";

/** The jobs' share of `npm run bench -- desk` (scripts/bench.ts): 5,000 seeded jobs and the plans of their queries. */

type Query = <Row>(persistTo: string, sql: string) => Promise<Row[]>;

export const jobsToBench = 5_000;

/** Seeds jobs into the bench's database until it holds 5,000. */
export async function prepareJobs(persistTo: string, query: Query) {
  let jobs = 0;
  try {
    jobs = Number((await query<{ n: number }>(persistTo, "SELECT COUNT(*) AS n FROM jobs"))[0]?.n ?? 0);
  } catch {
    // no database, or not migrated, there yet
  }
  if (jobs >= jobsToBench) return;
  console.log(`${persistTo} holds ${jobs} jobs; seeding ${jobsToBench - jobs} more…`);
  await seedJobs({ persistTo, count: jobsToBench - jobs });
}

/** EXPLAIN QUERY PLAN of the jobs list and of what is due across jobs (worker/domain/jobs/list.ts). */
export async function printJobPlans(persistTo: string, query: Query) {
  const today = zonedDate(new Date(), business.timeZone);
  const statements: Array<[string, { sql: string; params: unknown[] }]> = [
    ["jobs list", jobListSql({}, today)],
    ["jobs list, something overdue", jobListSql({ due: "overdue" }, today)],
    ["jobs list, search", jobListSql({ q: "kowalski" }, today)],
    ["what is due: overdue", { sql: dueItemsSql.overdue, params: [today] }],
    ["what is due: due soon", { sql: dueItemsSql.soon, params: [today, dueUntil(today)] }],
    ["what is due: how many", { sql: dueItemsSql.counts, params: [today, today, dueUntil(today)] }],
  ];
  console.log("\nEXPLAIN QUERY PLAN (jobs)");
  for (const [label, { sql, params }] of statements) {
    // Only our own constants are inlined here.
    let index = 0;
    const inlined = sql.replace(/\?/g, () => sqlLiteral(params[index++] as string | number | null));
    const steps = await query<{ detail: string }>(persistTo, `EXPLAIN QUERY PLAN ${inlined}`);
    console.log(`  ${label}:\n    ${steps.map((step) => step.detail).join("\n    ")}`);
  }
}
