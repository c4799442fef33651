/**
 * Fills the LOCAL D1 database and R2 bucket with realistic leads for trying the desk and
 * benchmarking it: 100,000 by default, spread over the three years before now, with their timeline
 * events, photos (small generated images, in local R2 under each photo record's key), staff members,
 * every status on the pipeline board, and a week of the site's web vitals (scripts/seed-rows.ts).
 *
 *   npm run seed                                   # into .wrangler/state (what `npm start` serves)
 *   npm run seed -- --persist-to .wrangler/other --count 20000
 *
 * SEED_PERSIST_TO and SEED_COUNT do the same as the flags. It applies the migrations first and adds
 * to whatever is there. Run it while no `wrangler dev` serves that folder.
 */
import { parseArgs } from "node:util";
import { seedLocalState } from "./seed-local-state";

const { values: flags } = parseArgs({
  options: { "persist-to": { type: "string" }, count: { type: "string" } },
});
const persistTo = flags["persist-to"] ?? process.env.SEED_PERSIST_TO ?? ".wrangler/state";
const leadCount = Number(flags.count ?? process.env.SEED_COUNT ?? 100_000);

const startedAt = performance.now();
console.log(`Seeding ${leadCount.toLocaleString("en-US")} leads into ${persistTo} …`);
await seedLocalState({ persistTo, leadCount, log: console.log });
console.log(`Done in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
