import { business } from "../../../src/config/business";
import { type BuildingType, blankSiteFacts, type SiteFacts } from "../../../src/lib/compliance/facts";
import { federalRules } from "../../../src/lib/compliance/rules";
import { chosenLines, type Selection } from "../../../src/lib/estimate-money";
import type { AckId, EstimateLine } from "../../../src/lib/estimates";
import type { ScopeLine } from "../../../src/lib/job-desk";
import { jobNumber } from "../../../src/lib/jobs";
import { zonedDate } from "../../../src/lib/zoned-time";
import type { EstimateRecord } from "../estimates/records";
import { type Guard, timelineStatement } from "../timeline";
import { factColumns, factValues, prefilledBy } from "./rows";

/**
 * A job is made from an approved estimate in the approval's own D1 batch (decisions.ts, `approve`):
 * its statements run only when the approval's change applied (the `wrote` guard), and the UNIQUE
 * estimate number of jobs makes a second job for one number impossible, however often anything runs.
 * The site facts are prefilled from the estimate and the lead, and the customer's acknowledgment of
 * the Renovate Right pamphlet on the approval is recorded as the pamphlet requirement's first record.
 */

type LeadFacts = { property_type: string | null; city: string | null };

const pamphlet = federalRules.find((rule) => rule.id === "lead-pamphlet");
const acknowledgmentWay = pamphlet?.ways.find((way) => way.id === "acknowledgment");

/** The kind of building, from the lead's property type; staff confirm it on the job. */
function buildingTypeOf(propertyType: string | null): BuildingType {
  if (!propertyType) return "single-family";
  if (/single family/i.test(propertyType)) return "single-family";
  if (/multi family/i.test(propertyType)) return "2-4-units";
  // A condominium or townhouse row is usually a building of five units or more: a facility under the NESHAP.
  if (/condo|townhouse/i.test(propertyType)) return "5-plus-units";
  if (/educational/i.test(propertyType)) return "school";
  return "commercial-public";
}

type Measure = "square" | "linear" | "cubic";

function measureOf(unit: string): Measure | null {
  const normal = unit
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .trim();
  if (/^(sq|square)\b|ft²|sf$/.test(normal)) return "square";
  if (/^(lin|linear|lf)\b/.test(normal)) return "linear";
  if (/^(cu|cubic)\b|ft³|cy$/.test(normal)) return "cubic";
  return null;
}

/** The quantity in `measure` of the lines whose description names the material (a new floor is not asbestos). */
const totalOf = (lines: readonly ScopeLine[], material: RegExp, measure: Measure) =>
  lines
    .filter((line) => material.test(line.description) && measureOf(line.unit) === measure)
    .reduce((sum, line) => sum + line.quantityThousandths, 0) / 1000;

const materials = { asbestos: /asbestos|\bacm\b/i, lead: /lead/i, mold: /mold|mould/i };

/**
 * The site facts an estimate suggests: the year built, the building from the lead's property type,
 * the municipality from its city, and per material (by the service) the quantities of the approved
 * lines that name it, in square, linear or cubic feet. Asbestos is taken as friable until staff say
 * otherwise. Staff confirm the facts before work starts (states.ts).
 */
export function prefillFacts(
  estimate: Pick<EstimateRecord, "service" | "year_built">,
  lead: LeadFacts | null,
  scope: readonly ScopeLine[],
): SiteFacts {
  const service = estimate.service.toLowerCase();
  const facts: SiteFacts = structuredClone(blankSiteFacts);
  facts.yearBuilt = estimate.year_built;
  facts.buildingType = buildingTypeOf(lead?.property_type ?? null);
  facts.municipality = lead?.city?.trim() || null;
  if (service.includes("asbestos")) {
    facts.asbestos = {
      friable: true,
      pipeLinearFeet: totalOf(scope, materials.asbestos, "linear"),
      otherSquareFeet: totalOf(scope, materials.asbestos, "square"),
      cubicFeet: totalOf(scope, materials.asbestos, "cubic"),
    };
  }
  if (service.includes("lead")) facts.lead.interiorSquareFeet = totalOf(scope, materials.lead, "square");
  if (service.includes("window") || scope.some((line) => /window/i.test(line.description))) facts.lead.windowsOrDemolition = true;
  if (service.includes("mold")) facts.mold.squareFeet = totalOf(scope, materials.mold, "square");
  return facts;
}

const scopeFrom = (lines: EstimateLine[], selection: Selection): ScopeLine[] =>
  chosenLines(lines, selection).map((line) => ({
    description: line.description,
    section: line.section,
    quantityThousandths: line.quantityThousandths,
    unit: line.unit,
  }));

/** The lead's facts the prefill reads, before the approval's batch. */
export const leadFactsOf = (db: D1Database, leadId: string) =>
  db.prepare("SELECT property_type, city FROM leads WHERE id = ?").bind(leadId).first<LeadFacts>();

/**
 * The statements that make the job of an approval, for its batch: the job, its site facts, the
 * pamphlet acknowledgment (when the customer ticked it) and the lead's timeline entry. Every one
 * applies only if `guard` holds and the job row was written by this batch.
 */
export function jobCreationStatements(
  db: D1Database,
  {
    estimate,
    lines,
    selection,
    totalCents,
    acknowledged,
    lead,
    signerName,
    at,
    guard,
  }: {
    estimate: EstimateRecord;
    lines: EstimateLine[];
    selection: Selection;
    totalCents: number;
    acknowledged: readonly AckId[];
    lead: LeadFacts | null;
    signerName: string;
    at: string;
    guard: Guard;
  },
): D1PreparedStatement[] {
  const id = crypto.randomUUID();
  const number = jobNumber(estimate.number_year, estimate.number_seq);
  const scope = scopeFrom(lines, selection);
  const facts = prefillFacts(estimate, lead, scope);
  const made: Guard = { sql: "EXISTS (SELECT 1 FROM jobs WHERE id = ? AND created_at = ?)", params: [id, at] };
  const statements = [
    db
      .prepare(
        `INSERT INTO jobs (id, number_year, number_seq, lead_id, estimate_id, title, service, language, scope, total_cents,
           customer_name, customer_email, customer_phone, site_address, created_at, updated_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}
         ON CONFLICT DO NOTHING`,
      )
      .bind(
        id,
        estimate.number_year,
        estimate.number_seq,
        estimate.lead_id,
        estimate.id,
        estimate.title,
        estimate.service,
        estimate.language,
        JSON.stringify(scope),
        totalCents,
        estimate.customer_name,
        estimate.sent_to ?? estimate.customer_email,
        estimate.customer_phone,
        estimate.property_address,
        at,
        at,
        ...guard.params,
      ),
    db
      .prepare(
        `INSERT INTO job_site_facts (job_id, ${factColumns}, updated_by, updated_at)
         SELECT ?, ${factValues(facts)
           .map(() => "?")
           .join(", ")}, ?, ? WHERE ${made.sql}`,
      )
      .bind(id, ...factValues(facts), prefilledBy, at, ...made.params),
    timelineStatement(
      db,
      estimate.lead_id,
      [{ kind: "job_created", detail: `${number} made from the approved estimate: to schedule`, actor: "system", jobId: id }],
      at,
      { guard: made },
    ),
  ];
  if (pamphlet && acknowledgmentWay && acknowledged.includes("epa-renovate-right")) {
    statements.push(
      db
        .prepare(
          `INSERT INTO job_records (id, job_id, rule_id, rule_version, way_id, done_on, reference, recorded_by, recorded_at)
           SELECT ?, ?, ?, ?, ?, ?, ?, 'customer', ? WHERE ${made.sql}`,
        )
        .bind(
          crypto.randomUUID(),
          id,
          pamphlet.id,
          pamphlet.version,
          acknowledgmentWay.id,
          zonedDate(new Date(at), business.timeZone),
          `Acknowledged on the approval of ${number.replace("J-", "E-")} by ${signerName}`,
          at,
          ...made.params,
        ),
    );
  }
  return statements;
}
