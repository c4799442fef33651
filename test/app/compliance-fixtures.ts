import { evaluateJob, type Requirement } from "../../src/lib/compliance/evaluate";
import { blankSiteFacts, type SiteFacts } from "../../src/lib/compliance/facts";
import {
  type ComplianceInput,
  type ItemRecord,
  type JobSchedule,
  type RequirementRecord,
  unscheduled,
} from "../../src/lib/compliance/job-input";
import type { Rule } from "../../src/lib/compliance/rule-shape";
import { activeRules, localRules } from "../../src/lib/compliance/rules";

/** Site facts from the blank ones, each material's block merged field by field. */
export function siteFacts(
  changes: Partial<Omit<SiteFacts, "asbestos" | "lead" | "mold">> & {
    asbestos?: Partial<SiteFacts["asbestos"]>;
    lead?: Partial<SiteFacts["lead"]>;
    mold?: Partial<SiteFacts["mold"]>;
  },
): SiteFacts {
  return {
    ...blankSiteFacts,
    ...changes,
    asbestos: { ...blankSiteFacts.asbestos, ...changes.asbestos },
    lead: { ...blankSiteFacts.lead, ...changes.lead },
    mold: { ...blankSiteFacts.mold, ...changes.mold },
  };
}

/** A building of 5 units with 300 linear feet of friable pipe insulation, outside Chicago: the asbestos NESHAP applies. */
export const neshapFacts = siteFacts({
  buildingType: "5-plus-units",
  yearBuilt: 1990,
  municipality: "Evanston",
  asbestos: { friable: true, pipeLinearFeet: 300 },
});

/** A 1950 home with 40 square feet of lead paint disturbed inside: the lead rules apply. */
export const leadFacts = siteFacts({ yearBuilt: 1950, lead: { interiorSquareFeet: 40 } });

/** Every federal rule and the City of Chicago's permit switched on. */
export const allRules: Rule[] = activeRules(localRules.map((rule) => ({ rule, enabled: true })));

export function jobInput(
  changes: Partial<Omit<ComplianceInput, "schedule">> & { schedule?: Partial<JobSchedule> } = {},
): ComplianceInput {
  return {
    rules: allRules,
    facts: blankSiteFacts,
    today: "2026-11-30",
    records: [],
    items: [],
    ...changes,
    schedule: { ...unscheduled, ...changes.schedule },
  };
}

export function requirement(input: ComplianceInput, ruleId: string): Requirement {
  const found = evaluateJob(input).requirements.find((candidate) => candidate.ruleId === ruleId);
  if (!found) throw new Error(`No requirement for ${ruleId}.`);
  return found;
}

export const applies = (ruleId: string, facts: SiteFacts) => requirement(jobInput({ facts }), ruleId).status !== "not-applicable";

export function record(
  ruleId: string,
  wayId: string,
  doneOn: string,
  changes: Partial<RequirementRecord> = {},
): RequirementRecord {
  return {
    ruleId,
    wayId,
    doneOn,
    reference: "ref-1",
    evidence: { id: `file-${doneOn}`, kind: "pdf" },
    announcedStart: null,
    ...changes,
  };
}

/** The written asbestos notice, postmarked on `doneOn`, giving `announcedStart` as the start. */
export const notice = (doneOn: string, announcedStart: string) => record("asbestos-notice", "notice", doneOn, { announcedStart });

export function load(startedOn: string, changes: Partial<ItemRecord> = {}): ItemRecord {
  return {
    ruleId: "asbestos-waste-records",
    id: `load-${startedOn}`,
    startedOn,
    fields: { transporter: "Prairie Haulers", disposalSite: "Countryside Landfill", recordNumber: "WSR-1001" },
    settledOn: null,
    evidence: null,
    followUpsDone: {},
    ...changes,
  };
}
