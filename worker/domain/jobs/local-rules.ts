import type { Rule, StoredRule } from "../../../src/lib/compliance/rule-shape";
import { localRules } from "../../../src/lib/compliance/rules";
import { localRuleSchema } from "../../../src/lib/compliance/schemas";
import type { LocalRuleSetting } from "../../../src/lib/job-desk";

/**
 * Local rules (permits per municipality) as admins keep them (their edits: local-rule-edits.ts): every built-in local rule, off and as
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
