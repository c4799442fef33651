import { type ChoiceFactId, type FlagFactId, factCatalogue, isFactId, type NumberFactId, type SiteFacts } from "./facts";
import { complianceMessages as say } from "./messages";

/**
 * What triggers a rule, as data: a small tree of tests on the site facts, read by one
 * interpreter (no function per rule), so a threshold is changed in the rule table, not in code.
 *
 *   { all: [...] }  every part holds         { any: [...] }  at least one part holds
 *   { not: ... }    the part does not hold
 *   { fact: "asbestos.pipeLinearFeet", atLeast: 260 }      also above, atMost, below
 *   { fact: "yearBuilt", below: 1978, ifUnknown: true }    a fact that may be unknown says how that counts
 *   { fact: "buildingType", oneOf: ["school"] }             { fact: "childrenUnder6", is: true }
 *
 * The interpreter also says why, in sentences for staff: the facts that decided it.
 */

export const comparisons = ["atLeast", "above", "atMost", "below"] as const;
export type Comparison = (typeof comparisons)[number];

export type NumberTest = { fact: NumberFactId; ifUnknown?: boolean } & { [C in Comparison]: { [K in C]: number } }[Comparison];
export type ChoiceTest = { fact: ChoiceFactId; oneOf: string[] };
export type FlagTest = { fact: FlagFactId; is: boolean };

export type Condition = { all: Condition[] } | { any: Condition[] } | { not: Condition } | NumberTest | ChoiceTest | FlagTest;

export type Verdict = {
  holds: boolean;
  /** The facts that decided it, each a clause ("it was built in 1977 (before 1978)"). */
  because: string[];
};

function comparisonOf(test: NumberTest): [Comparison, number] {
  for (const comparison of comparisons) {
    const threshold = (test as Partial<Record<Comparison, number>>)[comparison];
    if (threshold !== undefined) return [comparison, threshold];
  }
  throw new TypeError(`The test of ${test.fact} compares with nothing.`);
}

function compare(comparison: Comparison, value: number, threshold: number): boolean {
  switch (comparison) {
    case "atLeast":
      return value >= threshold;
    case "above":
      return value > threshold;
    case "atMost":
      return value <= threshold;
    case "below":
      return value < threshold;
  }
}

function numberVerdict(test: NumberTest, facts: SiteFacts): Verdict {
  const fact = factCatalogue[test.fact];
  const [comparison, threshold] = comparisonOf(test);
  const value = fact.read(facts);
  const words = say.comparison[comparison](threshold, fact.unit);
  if (value === null) {
    const holds = test.ifUnknown === true;
    return { holds, because: [`${say.fact(test.fact, null)} ${say.unknownCountsAs(holds, words)}`] };
  }
  const holds = compare(comparison, value, threshold);
  const asTotal = holds && fact.totalOfParts && (comparison === "atLeast" || comparison === "above");
  const clause = `${say.fact(test.fact, value)} (${holds ? words : `not ${words}`})`;
  return { holds, because: [asTotal ? `${clause}, ${say.totalCountedAsOnePart}` : clause] };
}

/** Whether the condition holds for these facts, and which facts decided it. */
export function judge(condition: Condition, facts: SiteFacts): Verdict {
  if ("all" in condition) {
    const parts = condition.all.map((part) => judge(part, facts));
    // Every part when all hold; else the first that fails, the simplest true reason.
    const failed = parts.find((part) => !part.holds);
    return failed ? { holds: false, because: failed.because } : { holds: true, because: parts.flatMap((part) => part.because) };
  }
  if ("any" in condition) {
    const parts = condition.any.map((part) => judge(part, facts));
    const held = parts.find((part) => part.holds);
    return held ? { holds: true, because: held.because } : { holds: false, because: parts.flatMap((part) => part.because) };
  }
  if ("not" in condition) {
    const part = judge(condition.not, facts);
    return { holds: !part.holds, because: part.because };
  }
  if ("oneOf" in condition) {
    const value = factCatalogue[condition.fact].read(facts);
    return { holds: condition.oneOf.includes(value), because: [say.fact(condition.fact, value)] };
  }
  if ("is" in condition) {
    const value = factCatalogue[condition.fact].read(facts);
    return { holds: value === condition.is, because: [say.fact(condition.fact, value)] };
  }
  return numberVerdict(condition, facts);
}

/** Deep enough for any rule a regulator writes; a deeper tree is a mistake in an edit. */
export const conditionLimits = { depth: 6, parts: 20 } as const;

/**
 * What is wrong with a condition that arrived as data (an admin's edit), as a sentence; null if
 * nothing. The shape (one test per node) is the schema's job; this checks the meaning: the fact
 * exists, the test fits its kind, a choice is one of its values, an unknown value is provided for.
 */
export function conditionProblem(condition: unknown, depth = 1): string | null {
  if (depth > conditionLimits.depth) return say.rules.conditionTooDeep(conditionLimits.depth);
  if (typeof condition !== "object" || condition === null) return say.rules.conditionShape;
  const node = condition as Record<string, unknown>;
  const isGroup = "all" in node || "any" in node || "not" in node;
  if (isGroup && Object.keys(node).length !== 1) return say.rules.conditionShape;
  for (const group of ["all", "any"] as const) {
    if (group in node) {
      const parts = node[group];
      if (!Array.isArray(parts) || parts.length === 0 || parts.length > conditionLimits.parts) {
        return say.rules.groupSize(conditionLimits.parts);
      }
      for (const part of parts) {
        const problem = conditionProblem(part, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
  }
  if ("not" in node) return conditionProblem(node.not, depth + 1);
  const id = String(node.fact);
  if (!isFactId(id)) return say.rules.unknownFact(id);
  const fact = factCatalogue[id];
  const tests = Object.keys(node).filter((key) => key !== "fact" && key !== "ifUnknown");
  if (tests.length !== 1) return say.rules.oneTestPerFact(id);
  const [test] = tests as [string];
  if (fact.kind === "number") {
    if (!(comparisons as readonly string[]).includes(test)) return say.rules.wrongTest(id, "atLeast, above, atMost or below");
    if (typeof node[test] !== "number" || !Number.isFinite(node[test])) return say.rules.numberNeeded(id);
    if (fact.nullable && typeof node.ifUnknown !== "boolean") return say.rules.unknownNeeded(id);
    return null;
  }
  if ("ifUnknown" in node) return say.rules.neverUnknown(id);
  if (fact.kind === "flag")
    return test === "is" && typeof node.is === "boolean" ? null : say.rules.wrongTest(id, "is (true or false)");
  if (test !== "oneOf") return say.rules.wrongTest(id, "oneOf");
  const values = node.oneOf;
  if (!Array.isArray(values) || values.length === 0) return say.rules.chooseValues(id, fact.values);
  const stray = values.find((value) => !fact.values.includes(value));
  return stray === undefined ? null : say.rules.chooseValues(id, fact.values);
}
