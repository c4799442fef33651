import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { business } from "../src/config/business";
import { addDays, zonedDate } from "../src/lib/zoned-time";
import { localWrangler } from "./local-server";
import { insertStatements, sqlRow } from "./sql";

/**
 * Jobs for `npm run bench -- desk`: `count` jobs in every state, with site facts, a crew and, for
 * the open ones, compliance items due from a month ago to a month ahead (job_due_items, the table
 * the dashboard's "what is due" reads), written straight into the local D1 database. Their numbers
 * start after the largest one there, so it adds to what is there. Nothing may serve `persistTo` meanwhile.
 */

const states = [
  "to_schedule",
  "scheduled",
  "in_progress",
  "work_done",
  "closed",
  "closed",
  "closed",
  "on_hold",
  "cancelled",
] as const;
const surnames = ["Kowalski", "Garcia", "Nowak", "Murphy", "Patel", "Nguyen", "Rossi", "Walsh", "Okafor", "Chen"];
const streets = ["W Roscoe St", "N Kenilworth Ave", "S Halsted St", "W Fulton Market", "N Clark St", "W Armitage Ave"];
const towns = ["Chicago", "Evanston", "Oak Park", "Skokie", "Naperville", "Berwyn"];
const dueRules = [
  ["asbestos-notice", "Asbestos notice", "Send the written notice of the asbestos removal to the Illinois EPA"],
  ["asbestos-waste-records", "Asbestos waste shipment records", "Record each load of asbestos waste as it leaves the site"],
  ["mold-clearance", "Mold clearance", "Have an independent assessor verify the remediation and attach their report"],
] as const;

function jobsSql(first: number, count: number, now: Date) {
  const today = zonedDate(now, business.timeZone);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const jobs: string[] = [];
  const facts: string[] = [];
  const crew: string[] = [];
  const due: string[] = [];
  for (let index = 0; index < count; index++) {
    const sequence = first + index;
    const id = `seed-job-${sequence}`;
    const state = states[sequence % states.length] as (typeof states)[number];
    const start = addDays(today, (sequence % 120) - 60);
    const end = addDays(start, (sequence % 5) + 1);
    const name = `${["Maria", "James", "Ana", "Wei", "Tomasz"][sequence % 5]} ${surnames[sequence % surnames.length]}`;
    const address = `${100 + (sequence % 9000)} ${streets[sequence % streets.length]}, ${towns[sequence % towns.length]}, IL`;
    const open = state !== "closed" && state !== "cancelled";
    const dueOn = open ? addDays(today, (sequence % 61) - 30) : null;
    const updated = at(sequence % 700);
    jobs.push(
      sqlRow([
        id,
        2026 - (sequence % 2),
        100_000 + sequence,
        state,
        state === "on_hold" ? "scheduled" : null,
        state === "on_hold" || state === "cancelled" ? "Customer asked to wait" : null,
        "Basement asbestos tile abatement",
        "Asbestos Removal",
        "en",
        JSON.stringify([
          { description: "Remove asbestos floor tile", section: "Basement", quantityThousandths: 450_000, unit: "sq ft" },
        ]),
        650_000,
        name,
        `${name.toLowerCase().replace(" ", ".")}@example.com`,
        address,
        state === "to_schedule" ? null : start,
        state === "to_schedule" ? null : end,
        ["in_progress", "work_done", "closed"].includes(state) ? start : null,
        ["work_done", "closed"].includes(state) ? end : null,
        state === "closed" ? end : null,
        dueOn,
        updated,
        updated,
      ]),
    );
    facts.push(
      sqlRow([
        id,
        sequence % 3 === 0 ? "5-plus-units" : "single-family",
        1,
        1956,
        0,
        towns[sequence % towns.length] ?? null,
        1,
        0,
        450,
        0,
        0,
        0,
        0,
        0,
        "seed",
        updated,
      ]),
    );
    crew.push(sqlRow([id, `crew${sequence % 12}@lakeshore.example`]));
    if (dueOn) {
      const [ruleId, title, action] = dueRules[sequence % dueRules.length] as (typeof dueRules)[number];
      due.push(sqlRow([id, ruleId, title, dueOn, `${action} by ${dueOn}.`]));
    }
  }
  return [
    insertStatements(
      `INSERT INTO jobs (id, number_year, number_seq, state, held_from, state_reason, title, service, language, scope, total_cents,
         customer_name, customer_email, site_address, start_on, end_on, started_on, work_done_on, closed_on, next_due_on, created_at, updated_at) VALUES`,
      jobs,
    ),
    insertStatements(
      `INSERT INTO job_site_facts (job_id, building_type, privately_owned, year_built, children_under_6, municipality, asbestos_friable,
         asbestos_pipe_linear_feet, asbestos_other_square_feet, asbestos_cubic_feet, lead_interior_square_feet, lead_exterior_square_feet,
         lead_windows_or_demolition, mold_square_feet, updated_by, updated_at) VALUES`,
      facts,
    ),
    insertStatements("INSERT INTO job_crew (job_id, email) VALUES", crew),
    insertStatements("INSERT INTO job_due_items (job_id, rule_id, title, due_on, todo) VALUES", due),
  ].join("\n");
}

export async function seedJobs({
  persistTo,
  count,
  log = () => {},
}: {
  persistTo: string;
  count: number;
  log?: (line: string) => void;
}) {
  const run = localWrangler(persistTo);
  await run("d1", "migrations", "apply", "DB");
  const { stdout } = await run("d1", "execute", "DB", "--json", "--command", "SELECT COUNT(*) AS n FROM jobs");
  const first = Number(JSON.parse(stdout)[0]?.results?.[0]?.n ?? 0);
  const workDir = await mkdtemp(join(tmpdir(), "lakeshore-seed-jobs-"));
  try {
    const file = join(workDir, "jobs.sql");
    await writeFile(file, jobsSql(first, count, new Date()));
    await run("d1", "execute", "DB", "--file", file);
    log(`  ${count.toLocaleString("en-US")} jobs added`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
