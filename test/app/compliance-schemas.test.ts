import { describe, expect, test } from "vitest";
import { checkStart } from "../../src/lib/compliance/evaluate";
import type { Rule } from "../../src/lib/compliance/rule-shape";
import { activeRules, federalRules, localRules } from "../../src/lib/compliance/rules";
import {
  itemRecordSchema,
  localRuleSchema,
  requirementRecordSchema,
  ruleSchema,
  siteFactsSchema,
} from "../../src/lib/compliance/schemas";
import { jobInput, load, neshapFacts, notice, siteFacts } from "./compliance-fixtures";

/** Rules as data: the shipped ones pass the schema the Worker stores edited rules with, and a bad edit is refused in words. */

const chicagoPermit = localRules.find((rule) => rule.id === "chicago-asbestos-permit") as Rule;
type Json = Record<string, unknown>;
/** The rule as an admin's edit arrives: JSON, changed. */
const permitJson = () => JSON.parse(JSON.stringify(chicagoPermit)) as Json & { ways: Json[] };
const edited = (changes: Json): unknown => ({ ...permitJson(), ...changes });
const editedWay = (changes: Json, ruleChanges: Json = {}): unknown => ({
  ...permitJson(),
  ways: [{ ...permitJson().ways[0], ...changes }],
  ...ruleChanges,
});
const tenWorkingDaysBefore = { days: 10, count: "working", when: "before", of: "start" };
const refusal = (input: unknown) => {
  const result = localRuleSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe("the shipped rules are valid data", () => {
  test.each([...federalRules, ...localRules].map((rule) => [rule.id, rule] as const))("%s parses to itself", (_, rule) => {
    expect(ruleSchema.parse(JSON.parse(JSON.stringify(rule)))).toEqual(rule);
  });

  test("the local rules are valid as admin edits too", () => {
    for (const rule of localRules) expect(refusal(rule), rule.id).toBeNull();
  });
});

describe("an admin-edited local rule", () => {
  test("a changed deadline is a data change: validated, stored, and the engine counts with it", () => {
    const input = editedWay(
      { due: [{ ...tenWorkingDaysBefore, days: 5 }] },
      { version: 2, title: "Chicago asbestos permit (CDPH)" },
    );
    const rule: Rule = localRuleSchema.parse(input);
    expect(rule.version).toBe(2);
    const chicagoJob = jobInput({
      rules: activeRules([{ rule, enabled: true }]),
      facts: { ...neshapFacts, municipality: "Chicago" },
      today: "2026-11-30",
      records: [notice("2026-11-30", "2026-12-14")],
    });
    const check = checkStart(chicagoJob, "2026-12-04");
    // The permit alone would allow December 7 (5 working days); the federal notice sent today holds it to December 14.
    expect(check.firstAllowedDay).toBe("2026-12-14");
    expect(check.blocking.map((blocker) => blocker.title)).toEqual(["Asbestos notice", "Chicago asbestos permit (CDPH)"]);
    const permitOnly = checkStart({ ...chicagoJob, rules: [rule], records: [] }, "2026-12-04");
    expect(permitOnly.firstAllowedDay).toBe("2026-12-07");
  });

  test("a changed threshold is a data change too", () => {
    const rule: Rule = localRuleSchema.parse(edited({ appliesWhen: { fact: "asbestos.otherSquareFeet", atLeast: 3 } }));
    const judgeAt = (squareFeet: number) =>
      checkStart(
        jobInput({ rules: [rule], facts: siteFacts({ municipality: "Chicago", asbestos: { otherSquareFeet: squareFeet } }) }),
        "2026-12-01",
      ).firstAllowedDay;
    expect(judgeAt(2)).toBeNull();
    expect(judgeAt(3)).toBe("2026-12-14");
  });

  test.each<[string, unknown, string]>([
    [
      "a federal rule's id",
      edited({ id: "asbestos-notice" }),
      "“asbestos-notice” is a federal rule's id; give the local rule its own.",
    ],
    ["no municipality", edited({ municipality: null }), "A rule an admin edits is a local rule: name its municipality."],
    [
      "a fact that does not exist",
      edited({ appliesWhen: { fact: "asbestos.tons", atLeast: 1 } }),
      "There is no fact “asbestos.tons” to test.",
    ],
    [
      "a number test on a choice",
      edited({ appliesWhen: { fact: "buildingType", atLeast: 3 } }),
      "Test “buildingType” with oneOf.",
    ],
    [
      "a building type that does not exist",
      edited({ appliesWhen: { fact: "buildingType", oneOf: ["castle"] } }),
      "Choose “buildingType” values among: single-family, 2-4-units, 5-plus-units, commercial-public, school.",
    ],
    [
      "an unknown year left unsaid",
      edited({ appliesWhen: { fact: "yearBuilt", below: 1978 } }),
      "“yearBuilt” may be unknown: say whether an unknown value counts (ifUnknown).",
    ],
    [
      "two tests in one",
      edited({ appliesWhen: { fact: "mold.squareFeet", above: 0, atMost: 9 } }),
      "Give exactly one test of “mold.squareFeet”.",
    ],
    ["an empty group", edited({ appliesWhen: { any: [] } }), "“All” and “any” take 1 to 20 parts."],
    [
      "a condition nested too deep",
      edited({ appliesWhen: { not: { not: { not: { not: { not: { not: { fact: "privatelyOwned", is: true } } } } } } } }),
      "A condition can nest at most 6 levels deep.",
    ],
    ["a negative deadline", editedWay({ due: [{ ...tenWorkingDaysBefore, days: -1 }] }), "Deadlines count 0 to 365 days."],
    ["no deadline", editedWay({ due: [] }), "Give each way 1 to 4 deadlines."],
    ["no way and no items", edited({ ways: [] }), "A rule has ways to meet it or items to track, one or the other."],
    [
      "two ways with one id",
      edited({ ways: [...permitJson().ways, ...permitJson().ways] }),
      "Each way of a rule needs its own id.",
    ],
    [
      "an announcing way with no deadline before the start",
      editedWay({ announcesStart: true, due: [{ days: 0, count: "calendar", when: "after", of: "end" }] }),
      "A record that gives the agency the start needs a deadline before the start.",
    ],
    [
      "an empty note to verify",
      edited({ verifyNote: "  " }),
      "The note on what to verify with the agency is required, at most 1000 characters.",
    ],
    ["version 0", edited({ version: 0 }), "The version is a whole number, 1 or more."],
  ])("%s is refused, in words", (_, input, sentence) => {
    expect(refusal(input)).toContain(sentence);
  });

  test("a field the rule shape does not have is refused", () => {
    expect(refusal(edited({ fee: 200 }))).toEqual(["There is no field “fee” here: leave it out."]);
  });
});

describe("a job's facts and records as the Worker receives them", () => {
  test("facts parse; a negative amount or an unknown building type is refused in words", () => {
    expect(siteFactsSchema.parse({ ...neshapFacts, municipality: "  " })).toEqual({ ...neshapFacts, municipality: null });
    const negative = siteFactsSchema.safeParse({ ...neshapFacts, asbestos: { ...neshapFacts.asbestos, pipeLinearFeet: -1 } });
    expect(negative.error?.issues.map((issue) => issue.message)).toEqual(["Give quantities as numbers, 0 or more."]);
    const castle = siteFactsSchema.safeParse({ ...neshapFacts, buildingType: "castle" });
    expect(castle.error?.issues.map((issue) => issue.message)).toEqual(["Choose a building type from the list."]);
  });

  test("a record needs real days; a load cannot come back before it left", () => {
    expect(requirementRecordSchema.parse({ ...notice("2026-11-25", "2026-12-09"), reference: "" }).reference).toBeNull();
    expect(requirementRecordSchema.safeParse({ ...notice("2026-02-30", "2026-12-09") }).error?.issues[0]?.message).toBe(
      "Use a date like 2026-03-14.",
    );
    expect(itemRecordSchema.safeParse(load("2026-03-02")).success).toBe(true);
    expect(itemRecordSchema.safeParse(load("2026-03-02", { settledOn: "2026-03-01" })).error?.issues[0]?.message).toBe(
      "A load cannot come back or be followed up before it was shipped.",
    );
  });
});
