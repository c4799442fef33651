import { sameMunicipality } from "../../../src/lib/compliance/facts";
import type { Rule } from "../../../src/lib/compliance/rule-shape";
import type { LocalRuleSetting } from "../../../src/lib/job-desk";
import type { LocalRuleSave } from "../../../src/lib/job-schemas";
import { jobDeskMessages } from "../../../src/lib/jobs";
import { conflict, notFound, stale } from "../refusal";
import { refreshDueItems } from "./compliance";
import { listLocalRules } from "./local-rules";

/**
 * An admin's change to a local rule: saved against the version loaded, and what is due on the open
 * jobs of the municipalities it covers evaluated again at once.
 */

const sameMeaning = (a: Rule, b: Rule) => JSON.stringify({ ...a, version: 0 }) === JSON.stringify({ ...b, version: 0 });

/**
 * Saves an admin's local rule against the version loaded (null: a new one). A change of the rule's
 * meaning raises its own version by one, so records made under the old wording say which it was.
 */
export async function saveLocalRule(db: D1Database, save: LocalRuleSave, actor: string, now = new Date()) {
  const current = (await listLocalRules(db)).find((entry) => entry.rule.id === save.rule.id);
  if (save.version === null && current && (current.version > 0 || !current.builtIn))
    throw conflict(jobDeskMessages.localRuleIdTaken(save.rule.id));
  if (save.version !== null && (!current || current.version !== save.version))
    throw current ? stale(jobDeskMessages.staleLocalRule, { setting: current }) : notFound(jobDeskMessages.localRuleNotFound);
  const submitted = save.rule as Rule;
  const rule: Rule =
    current && !sameMeaning(current.rule, submitted) ? { ...submitted, version: current.rule.version + 1 } : submitted;
  const at = now.toISOString();
  const result = await db
    .prepare(
      `INSERT INTO compliance_local_rules (id, rule, enabled, version, updated_by, updated_at) VALUES (?, ?, ?, 1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET rule = excluded.rule, enabled = excluded.enabled, version = version + 1,
         updated_by = excluded.updated_by, updated_at = excluded.updated_at
       WHERE compliance_local_rules.version = ?
       RETURNING version`,
    )
    .bind(rule.id, JSON.stringify(rule), save.enabled ? 1 : 0, actor, at, save.version ?? 0)
    .first<{ version: number }>();
  if (!result) throw stale(jobDeskMessages.staleLocalRule, { setting: current });
  await refreshJobsIn(db, [rule.municipality, current?.rule.municipality ?? null], now);
  return (await listLocalRules(db)).find((entry) => entry.rule.id === rule.id) as LocalRuleSetting;
}

/** What is due on the open jobs of the municipalities a rule covered or now covers follows the change at once. */
async function refreshJobsIn(db: D1Database, municipalities: ReadonlyArray<string | null>, now: Date) {
  const { results } = await db
    .prepare(
      `SELECT jobs.id, job_site_facts.municipality FROM jobs JOIN job_site_facts ON job_site_facts.job_id = jobs.id
       WHERE jobs.state NOT IN ('closed', 'cancelled') AND job_site_facts.municipality IS NOT NULL`,
    )
    .all<{ id: string; municipality: string }>();
  const covered = results.filter((job) =>
    municipalities.some((town) => town !== null && sameMunicipality(job.municipality, town)),
  );
  for (const job of covered) await refreshDueItems(db, job.id, now);
}
