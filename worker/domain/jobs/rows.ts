import type { BuildingType, SiteFacts } from "../../../src/lib/compliance/facts";
import type { JobSummary, ScopeLine } from "../../../src/lib/job-desk";
import { type HoldableState, type JobState, jobDeskMessages, jobNumber } from "../../../src/lib/jobs";
import { notFound } from "../refusal";

/** Jobs as D1 holds them, and the one mapping of each row to what the desk and the engine read. No HTTP here. */

export type JobRow = {
  id: string;
  number_year: number;
  number_seq: number;
  lead_id: string | null;
  estimate_id: string | null;
  state: JobState;
  held_from: HoldableState | null;
  state_reason: string | null;
  title: string;
  service: string;
  language: "en" | "es" | "fr";
  scope: string;
  total_cents: number;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  site_address: string | null;
  start_on: string | null;
  end_on: string | null;
  started_on: string | null;
  work_done_on: string | null;
  closed_on: string | null;
  closed_at: string | null;
  cancelled_at: string | null;
  final_invoice_on: string | null;
  next_due_on: string | null;
  review_request: number;
  closeout_pdf_key: string | null;
  closeout_pdf_sha256: string | null;
  personal_erased_at: string | null;
  records_kept_until: string | null;
  version: number;
  last_write: string | null;
  created_at: string;
  updated_at: string;
};

export type FactsRow = {
  job_id: string;
  building_type: BuildingType;
  privately_owned: number;
  year_built: number | null;
  children_under_6: number;
  municipality: string | null;
  asbestos_friable: number;
  asbestos_pipe_linear_feet: number;
  asbestos_other_square_feet: number;
  asbestos_cubic_feet: number;
  lead_interior_square_feet: number;
  lead_exterior_square_feet: number;
  lead_windows_or_demolition: number;
  mold_square_feet: number;
  updated_by: string;
  updated_at: string;
};

/** Who "confirmed" the facts while they are the estimate's prefill. */
export const prefilledBy = "estimate";

export const numberOfJob = (row: Pick<JobRow, "number_year" | "number_seq">) => jobNumber(row.number_year, row.number_seq);

export const toJobSummary = (row: JobRow): JobSummary => ({
  id: row.id,
  number: numberOfJob(row),
  state: row.state,
  stateReason: row.state_reason,
  title: row.title,
  service: row.service,
  customerName: row.customer_name,
  siteAddress: row.site_address,
  startOn: row.start_on,
  endOn: row.end_on,
  nextDueOn: row.next_due_on,
  leadId: row.lead_id,
  estimateId: row.estimate_id,
  updatedAt: row.updated_at,
  version: row.version,
});

export const scopeOf = (row: Pick<JobRow, "scope">) => JSON.parse(row.scope) as ScopeLine[];

export const toFacts = (row: FactsRow): SiteFacts => ({
  buildingType: row.building_type,
  privatelyOwned: row.privately_owned === 1,
  yearBuilt: row.year_built,
  childrenUnder6: row.children_under_6 === 1,
  municipality: row.municipality,
  asbestos: {
    friable: row.asbestos_friable === 1,
    pipeLinearFeet: row.asbestos_pipe_linear_feet,
    otherSquareFeet: row.asbestos_other_square_feet,
    cubicFeet: row.asbestos_cubic_feet,
  },
  lead: {
    interiorSquareFeet: row.lead_interior_square_feet,
    exteriorSquareFeet: row.lead_exterior_square_feet,
    windowsOrDemolition: row.lead_windows_or_demolition === 1,
  },
  mold: { squareFeet: row.mold_square_feet },
});

/** The facts as the columns of job_site_facts, in the order factColumns names them. */
export const factValues = (facts: SiteFacts) => [
  facts.buildingType,
  facts.privatelyOwned ? 1 : 0,
  facts.yearBuilt,
  facts.childrenUnder6 ? 1 : 0,
  facts.municipality,
  facts.asbestos.friable ? 1 : 0,
  facts.asbestos.pipeLinearFeet,
  facts.asbestos.otherSquareFeet,
  facts.asbestos.cubicFeet,
  facts.lead.interiorSquareFeet,
  facts.lead.exteriorSquareFeet,
  facts.lead.windowsOrDemolition ? 1 : 0,
  facts.mold.squareFeet,
];

export const factColumns = `building_type, privately_owned, year_built, children_under_6, municipality, asbestos_friable,
  asbestos_pipe_linear_feet, asbestos_other_square_feet, asbestos_cubic_feet, lead_interior_square_feet,
  lead_exterior_square_feet, lead_windows_or_demolition, mold_square_feet`;

export async function readJobRow(db: D1Database, id: string): Promise<JobRow> {
  const row = await db.prepare("SELECT * FROM jobs WHERE id = ?").bind(id).first<JobRow>();
  if (!row) throw notFound(jobDeskMessages.notFound);
  return row;
}
