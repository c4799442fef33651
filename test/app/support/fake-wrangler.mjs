#!/usr/bin/env node
// A stand-in for wrangler's command line, for the test that runs `npm run deploy`'s real process
// spawning: answers each command from the JSON scenario in FAKE_WRANGLER_SCENARIO (see
// wrangler-answers.ts) and appends the command to FAKE_WRANGLER_LOG, which also tells how many
// times it was asked before.
import { appendFileSync, readFileSync } from "node:fs";

const scenario = JSON.parse(readFileSync(process.env.FAKE_WRANGLER_SCENARIO, "utf8"));
const log = process.env.FAKE_WRANGLER_LOG;
const command = process.argv.slice(2).join(" ");
const times = readFileSync(log, { encoding: "utf8", flag: "a+" })
  .split("\n")
  .filter((line) => line === command).length;
appendFileSync(log, `${command}\n`);

const answers = scenario[command];
const answer = Array.isArray(answers) ? (answers[times] ?? answers.at(-1)) : answers;
if (answer) {
  process.stdout.write(answer.stdout ?? "");
  process.stderr.write(answer.stderr ?? "");
  process.exitCode = answer.code ?? 0;
} else {
  process.stderr.write(`the fake account was not asked to answer \`wrangler ${command}\`\n`);
  process.exitCode = 1;
}
