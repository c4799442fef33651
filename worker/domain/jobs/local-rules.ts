import type { Rule, StoredRule } from "../../../src/lib/compliance/rule-shape";
import { localRules } from "../../../src/lib/compliance/rules";
import { localRuleSchema } from "../../../src/lib/compliance/schemas";
import type { LocalRuleSetting } from "../../../src/lib/job-desk";
import type { LocalRuleSave } from "../../../src/lib/job-schemas";
import { jobDeskMessages } from "../../../src/lib/jobs";
import { conflict, notFound, stale } from "../refusal";

/**
 * Local rules (permits per municipality) as admins keep them: every built-in local rule, off and as
 * shipped until an admin saves it, and any an admin adds. Each is the engine's rule shape, checked
 * with its schema when saved and again when read (a row that no longer passes is left out, loudly).
 */

type LocalRuleRow = { id: string; rule: string; enabled: number; version: number; updated_by: string; updated_at: string };

function parsedRule(row: LocalRuleRow): Rule | null {
  const parsed = localRuleSchema.safeParse(JSON.parse(row.rule));
  if (parsed.success) return parsed.data as Rule;
  console.error(`Local rule ${row.id} no longer passes the rule schema and is not applied:`, parsed.error.issues);
  return null;
}

/** Every local rule, built-in ones first in their shipped order, then the admins' own by id. */
export async function listLocalRules(db: D1Database): Promise<LocalRuleSetting[]> {
  const { results } = await db.prepare("SELECT * FROM compliance_local_rules ORDER BY id").all<LocalRuleRow>();
  const saved = new Map(results.map((row) => [row.id, row]));
  const setting = (row: LocalRuleRow | undefined, shipped: Rule | undefined): LocalRuleSetting | null => {
    const rule = row ? parsedRule(row) : null;
    if (!rule && !shipped) return null;
    return {
      rule: rule ?? (shipped as Rule),
      enabled: rule !== null && row?.enabled === 1,
      builtIn: shipped !== undefined,
      version: row?.version ?? 0,
      updatedBy: row?.updated_by ?? null,
      updatedAt: row?.updated_at ?? null,
    };
  };
  const builtIn = localRules.map((shipped) => setting(saved.get(shipped.id), shipped));
  const own = results.filter((row) => !localRules.some((shipped) => shipped.id === row.id)).map((row) => setting(row, undefined));
  return [...builtIn, ...own].filter((entry): entry is LocalRuleSetting => entry !== null);
}

/** The local rules as the engine's activeRules takes them. */
export async function storedLocalRules(db: D1Database): Promise<StoredRule[]> {
  return (await listLocalRules(db)).map(({ rule, enabled }) => ({ rule, enabled }));
}

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
  return (await listLocalRules(db)).find((entry) => entry.rule.id === rule.id) as LocalRuleSetting;
}
