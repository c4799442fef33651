import { describe, expect, test } from "vitest";
import { evaluateJob } from "../../src/lib/compliance/evaluate";
import type { BuildingType } from "../../src/lib/compliance/facts";
import { activeRules, federalRules, localRules } from "../../src/lib/compliance/rules";
import { applies, jobInput, leadFacts, neshapFacts, requirement, siteFacts } from "./compliance-fixtures";

/** Each rule's applicability at its thresholds, and the reason it gives, computed from the facts. */

const asbestosRules = ["asbestos-notice", "asbestos-waste-records"] as const;
const leadRules = ["lead-pamphlet", "lead-cleaning-verification", "lead-records-to-owner"] as const;

describe.each(asbestosRules)("%s (40 CFR 61.145(a)(4): regulated asbestos at a threshold, in a facility)", (ruleId) => {
  test.each([
    ["pipes", { pipeLinearFeet: 259 }, { pipeLinearFeet: 260 }],
    ["other components", { otherSquareFeet: 159 }, { otherSquareFeet: 160 }],
    ["by volume", { cubicFeet: 34 }, { cubicFeet: 35 }],
  ])("%s: not under the threshold, from it on", (_, under, at) => {
    const facts = (amounts: object) => siteFacts({ buildingType: "5-plus-units", asbestos: { friable: true, ...amounts } });
    expect(applies(ruleId, facts(under))).toBe(false);
    expect(applies(ruleId, facts(at))).toBe(true);
  });

  test("the thresholds are per kind of component, never added together", () => {
    const justUnderEach = siteFacts({
      buildingType: "5-plus-units",
      asbestos: { friable: true, pipeLinearFeet: 259, otherSquareFeet: 159, cubicFeet: 34 },
    });
    expect(applies(ruleId, justUnderEach)).toBe(false);
  });

  test("only regulated (friable) asbestos counts", () => {
    expect(applies(ruleId, siteFacts({ buildingType: "5-plus-units", asbestos: { friable: false, pipeLinearFeet: 5000 } }))).toBe(
      false,
    );
  });

  test.each<[BuildingType, boolean, boolean]>([
    ["single-family", true, false],
    ["2-4-units", true, false],
    ["5-plus-units", true, true],
    ["commercial-public", true, true],
    ["school", true, true],
    // A home of 4 or fewer units that is not privately owned (taken for a public project) is a facility.
    ["single-family", false, true],
    ["2-4-units", false, true],
  ])("a %s building, privately owned %s: applies %s", (buildingType, privatelyOwned, expected) => {
    expect(applies(ruleId, siteFacts({ buildingType, privatelyOwned, asbestos: { friable: true, pipeLinearFeet: 260 } }))).toBe(
      expected,
    );
  });
});

describe("the asbestos rules say why", () => {
  test("a privately owned home is not a facility", () => {
    const facts = siteFacts({ asbestos: { friable: true, pipeLinearFeet: 300 } });
    expect(requirement(jobInput({ facts }), "asbestos-notice").reason).toBe(
      "Not required: the building is a single-family home; it is privately owned.",
    );
  });

  test("under every threshold, each amount is named with its threshold", () => {
    const facts = siteFacts({
      buildingType: "5-plus-units",
      asbestos: { friable: true, pipeLinearFeet: 259, otherSquareFeet: 12.5 },
    });
    expect(requirement(jobInput({ facts }), "asbestos-notice").reason).toBe(
      "Not required: asbestos on pipes is 259 linear feet (not 260 or more); asbestos on other components is 12.5 square feet (not 160 or more); asbestos off components (by volume) is 0 cubic feet (not 35 or more).",
    );
  });

  test("when it applies, the facts that make it apply", () => {
    expect(requirement(jobInput({ facts: neshapFacts }), "asbestos-notice").reason).toBe(
      "Required: asbestos on pipes is 300 linear feet (260 or more); the asbestos is regulated (friable, or made friable by the work); the building has 5 or more units.",
    );
  });
});

describe.each(leadRules)("%s (40 CFR 745.82-745.84: renovation of pre-1978 housing or a child-occupied facility)", (ruleId) => {
  test("built 1977 applies, built 1978 does not, an unknown year counts as before 1978", () => {
    expect(applies(ruleId, { ...leadFacts, yearBuilt: 1977 })).toBe(true);
    expect(applies(ruleId, { ...leadFacts, yearBuilt: 1978 })).toBe(false);
    expect(applies(ruleId, { ...leadFacts, yearBuilt: null })).toBe(true);
  });

  test("minor repair: 6 square feet inside or 20 outside is not covered, one more is", () => {
    const lead = (amounts: object) => siteFacts({ yearBuilt: 1950, lead: amounts });
    expect(applies(ruleId, lead({ interiorSquareFeet: 6, exteriorSquareFeet: 20 }))).toBe(false);
    expect(applies(ruleId, lead({ interiorSquareFeet: 7 }))).toBe(true);
    expect(applies(ruleId, lead({ exteriorSquareFeet: 21 }))).toBe(true);
    expect(applies(ruleId, lead({ interiorSquareFeet: 6.5 }))).toBe(true);
  });

  test("window replacement or demolition of painted surface is never minor repair", () => {
    expect(applies(ruleId, siteFacts({ yearBuilt: 1950, lead: { interiorSquareFeet: 2, windowsOrDemolition: true } }))).toBe(
      true,
    );
  });

  test.each<[BuildingType, boolean, boolean]>([
    ["single-family", false, true],
    ["2-4-units", false, true],
    ["5-plus-units", false, true],
    // Not housing: only as a child-occupied facility, where children under 6 are regularly.
    ["commercial-public", false, false],
    ["commercial-public", true, true],
    ["school", false, false],
    ["school", true, true],
  ])("a %s building, children under 6 %s: applies %s", (buildingType, childrenUnder6, expected) => {
    expect(applies(ruleId, { ...leadFacts, buildingType, childrenUnder6 })).toBe(expected);
  });
});

describe("the lead rules say why", () => {
  test("built in 1978", () => {
    expect(requirement(jobInput({ facts: { ...leadFacts, yearBuilt: 1978 } }), "lead-pamphlet").reason).toBe(
      "Not required: it was built in 1978 (not before 1978).",
    );
  });

  test("an unknown year, and an interior total held to the per-room limit, each said to be the safe side", () => {
    expect(requirement(jobInput({ facts: { ...leadFacts, yearBuilt: null } }), "lead-pamphlet").reason).toBe(
      "Required: the year it was built is unknown (counted as before 1978, to be safe); the building is a single-family home; " +
        "lead-painted surface disturbed inside is 40 square feet (more than 6), a total for all rooms, held to the per-room limit as if it were all in one room, to be safe (record the largest room's figure if it is smaller).",
    );
  });

  test("minor repair", () => {
    const facts = siteFacts({ yearBuilt: 1950, lead: { interiorSquareFeet: 6, exteriorSquareFeet: 20 } });
    expect(requirement(jobInput({ facts }), "lead-pamphlet").reason).toBe(
      "Not required: lead-painted surface disturbed inside is 6 square feet (not more than 6); lead-painted surface disturbed outside is 20 square feet (not more than 20); the work neither replaces windows nor demolishes painted surface.",
    );
  });

  test("an office with no young children is not a child-occupied facility", () => {
    const facts = { ...leadFacts, buildingType: "commercial-public" as const };
    expect(requirement(jobInput({ facts }), "lead-pamphlet").reason).toBe(
      "Not required: the building is commercial or public; no child under 6 lives there or uses it.",
    );
  });
});

describe("mold-clearance", () => {
  test("applies to any mold-affected area, none for none", () => {
    expect(applies("mold-clearance", siteFacts({ mold: { squareFeet: 0 } }))).toBe(false);
    expect(applies("mold-clearance", siteFacts({ mold: { squareFeet: 0.5 } }))).toBe(true);
    expect(requirement(jobInput({ facts: siteFacts({}) }), "mold-clearance").reason).toBe(
      "Not required: the mold-affected area is 0 square feet (not more than 0).",
    );
  });
});

describe("chicago-asbestos-permit (a local rule)", () => {
  const chicagoJob = siteFacts({ buildingType: "2-4-units", municipality: "Chicago", asbestos: { otherSquareFeet: 1 } });

  test("applies in Chicago to any asbestos, friable or not, except in a single-family home", () => {
    expect(applies("chicago-asbestos-permit", chicagoJob)).toBe(true);
    expect(applies("chicago-asbestos-permit", { ...chicagoJob, asbestos: { ...chicagoJob.asbestos, otherSquareFeet: 0 } })).toBe(
      false,
    );
    expect(applies("chicago-asbestos-permit", { ...chicagoJob, buildingType: "single-family" })).toBe(false);
  });

  test("only in its municipality, however the name is written; an unrecorded one counts as it, to be safe", () => {
    expect(applies("chicago-asbestos-permit", { ...chicagoJob, municipality: "City of  chicago " })).toBe(true);
    expect(requirement(jobInput({ facts: { ...chicagoJob, municipality: "Evanston" } }), "chicago-asbestos-permit").reason).toBe(
      "Not required: the site is in Evanston, and this rule is for Chicago.",
    );
    const unrecorded = requirement(jobInput({ facts: { ...chicagoJob, municipality: null } }), "chicago-asbestos-permit");
    expect(unrecorded.status).toBe("to-do");
    expect(unrecorded.reason).toMatch(/^Required: the site's municipality is not recorded \(counted as Chicago, to be safe\); /);
  });

  test("is off until an admin switches it on", () => {
    const ruleIds = (rules: ReturnType<typeof activeRules>) =>
      evaluateJob(jobInput({ rules, facts: chicagoJob })).requirements.map((requirement) => requirement.ruleId);
    expect(ruleIds(activeRules([]))).not.toContain("chicago-asbestos-permit");
    expect(ruleIds(activeRules(localRules.map((rule) => ({ rule, enabled: false }))))).not.toContain("chicago-asbestos-permit");
    expect(ruleIds(activeRules(localRules.map((rule) => ({ rule, enabled: true }))))).toContain("chicago-asbestos-permit");
  });
});

describe("the rule table", () => {
  test("every rule has a citation and a note on what to verify with the agency, and ids are unique", () => {
    const rules = [...federalRules, ...localRules];
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.citation, rule.id).not.toBe("");
      expect(rule.verifyNote, rule.id).toMatch(/Verify with/);
    }
  });

  test("records are kept 2 years for waste shipments and 3 years for lead-safe work", () => {
    const years = Object.fromEntries(federalRules.map((rule) => [rule.id, rule.keepRecordsYears]));
    expect(years["asbestos-waste-records"]).toBe(2);
    expect([years["lead-pamphlet"], years["lead-cleaning-verification"], years["lead-records-to-owner"]]).toEqual([3, 3, 3]);
  });
});
