import type { Condition } from "./conditions";
import type { Deadline, Rule, StoredRule } from "./rule-shape";

/**
 * The compliance rules, as data: change a threshold or a deadline here (and the rule's version,
 * and its test in test/app/compliance-rules.test.ts), never the engine. Federal rules always
 * apply; local rules ship switched off and an admin switches them on (and may edit them) per
 * municipality. Each rule says what to check with the agency: these are summaries of the law,
 * kept current by people, not the law itself.
 */

// --------------------------------------------------------------------------- shared conditions

/**
 * A "facility" under the asbestos NESHAP (40 CFR 61.141): any institutional, commercial, public,
 * industrial or residential building, except a residential building of 4 or fewer dwelling units.
 * EPA counts such a small residential building as a facility when it is not privately owned (a
 * home taken for a highway or urban renewal), so ownership matters only for those.
 */
const asbestosFacility: Condition = {
  any: [
    { fact: "buildingType", oneOf: ["5-plus-units", "commercial-public", "school"] },
    {
      all: [
        { fact: "buildingType", oneOf: ["single-family", "2-4-units"] },
        { fact: "privatelyOwned", is: false },
      ],
    },
  ],
};

/** 40 CFR 61.145(a)(4): regulated asbestos at or over one of the thresholds, in a facility. */
const asbestosNeshapRenovation: Condition = {
  all: [
    {
      any: [
        { fact: "asbestos.pipeLinearFeet", atLeast: 260 },
        { fact: "asbestos.otherSquareFeet", atLeast: 160 },
        { fact: "asbestos.cubicFeet", atLeast: 35 },
      ],
    },
    { fact: "asbestos.friable", is: true },
    asbestosFacility,
  ],
};

/**
 * 40 CFR 745.82-745.83: renovation for pay of target housing (built before 1978; an unknown year
 * counts as before) or of a child-occupied facility (a pre-1978 building where children under 6
 * regularly are), unless it is minor repair: 6 square feet or less per room inside, 20 or less
 * outside, and no window replacement or demolition of painted surface.
 */
const leadSafeRenovation: Condition = {
  all: [
    { fact: "yearBuilt", below: 1978, ifUnknown: true },
    {
      any: [
        { fact: "buildingType", oneOf: ["single-family", "2-4-units", "5-plus-units"] },
        { fact: "childrenUnder6", is: true },
      ],
    },
    {
      any: [
        { fact: "lead.interiorSquareFeet", above: 6 },
        { fact: "lead.exteriorSquareFeet", above: 20 },
        { fact: "lead.windowsOrDemolition", is: true },
      ],
    },
  ],
};

const beforeStart = (days: number, count: Deadline["count"]): Deadline => ({ days, count, when: "before", of: "start" });
const atEnd: Deadline = { days: 0, count: "calendar", when: "after", of: "end" };

// ------------------------------------------------------------------------------ federal rules

export const federalRules: readonly Rule[] = [
  {
    id: "asbestos-notice",
    version: 1,
    title: "Asbestos notice",
    municipality: null,
    appliesWhen: asbestosNeshapRenovation,
    blocks: "start",
    ways: [
      {
        id: "notice",
        label: "Written notice",
        action: "Send the written notice of the asbestos removal to the Illinois EPA, postmarked or delivered,",
        due: [beforeStart(10, "working")],
        opens: null,
        announcesStart: true,
        evidence: {
          date: "Postmark or delivery date",
          reference: { label: "Notification number", required: false },
          file: { label: "Copy of the notice as sent", kinds: ["pdf", "photo"], required: true },
        },
      },
    ],
    items: null,
    citation: "40 CFR 61.145(b)",
    verifyNote:
      "Illinois EPA receives the notices for US EPA in Illinois (with a fee per notice). The thresholds are per kind of component, never added together. A demolition needs a notice whatever the amount; emergency renovations, planned yearly small jobs and a group of homes under one owner have rules of their own. Verify with the agency.",
    keepRecordsYears: null,
  },
  {
    id: "asbestos-waste-records",
    version: 1,
    title: "Asbestos waste shipment records",
    municipality: null,
    appliesWhen: asbestosNeshapRenovation,
    blocks: "close",
    ways: [],
    items: {
      noun: "load",
      action:
        "Record each load of asbestos waste as it leaves the site: date shipped, transporter, disposal site and shipment record number.",
      started: "Date shipped (accepted by the transporter)",
      fields: [
        { id: "transporter", label: "Transporter", required: true },
        { id: "disposalSite", label: "Disposal site", required: true },
        { id: "recordNumber", label: "Shipment record number", required: true },
      ],
      settled: "Date the copy signed by the disposal site came back",
      settledFile: { label: "Shipment record signed by the disposal site", kinds: ["pdf", "photo"], required: true },
      followUps: [
        {
          id: "contact",
          afterDays: 35,
          action: "Contact the transporter and the disposal site to find out where the load is.",
          settles: false,
        },
        {
          id: "report",
          afterDays: 45,
          action:
            "Report in writing to the agency: a copy of the shipment record and a signed cover letter saying what was done to find the load and what was found.",
          settles: true,
        },
      ],
    },
    citation: "40 CFR 61.150(d)",
    verifyNote:
      "The days count from the day the first transporter accepted the load. The report goes to the agency that administers the asbestos NESHAP for the generator (Illinois EPA in Illinois). Verify with the agency.",
    keepRecordsYears: 2,
  },
  {
    id: "lead-pamphlet",
    version: 1,
    title: "Renovate Right pamphlet",
    municipality: null,
    appliesWhen: leadSafeRenovation,
    blocks: "start",
    ways: [
      {
        id: "acknowledgment",
        label: "Owner's written acknowledgment",
        action: "Give the owner the Renovate Right pamphlet and get their written acknowledgment",
        due: [beforeStart(0, "calendar")],
        opens: beforeStart(60, "calendar"),
        announcesStart: false,
        evidence: {
          date: "Date the owner signed",
          reference: { label: "Where it was signed (estimate number)", required: false },
          file: { label: "Signed acknowledgment", kinds: ["pdf", "photo"], required: false },
        },
      },
      {
        id: "mailing",
        label: "Certificate of mailing",
        action: "Mail the pamphlet to the owner with a certificate of mailing",
        due: [beforeStart(7, "calendar")],
        opens: beforeStart(60, "calendar"),
        announcesStart: false,
        evidence: {
          date: "Mailing date",
          reference: null,
          file: { label: "Certificate of mailing", kinds: ["pdf", "photo"], required: true },
        },
      },
    ],
    items: null,
    citation: "40 CFR 745.84(a)",
    verifyNote:
      "Rental units, common areas of multi-unit buildings and child-occupied facilities also need the occupants, the parents or posted signs informed (745.84(a)(2), (b), (c)); housing for the elderly or disabled and zero-bedroom units are not target housing unless a child under 6 lives there. Verify with the agency.",
    keepRecordsYears: 3,
  },
  {
    id: "lead-cleaning-verification",
    version: 1,
    title: "Lead-safe cleaning verification",
    municipality: null,
    appliesWhen: leadSafeRenovation,
    blocks: "close",
    ways: [
      {
        id: "verification",
        label: "Cleaning verification",
        action:
          "Have the certified renovator do the cleaning verification (wipes against the card inside, a visual check outside) and record it",
        due: [atEnd],
        opens: null,
        announcesStart: false,
        evidence: {
          date: "Date verified",
          reference: { label: "Certified renovator", required: true },
          file: { label: "Cleaning verification record", kinds: ["pdf", "photo"], required: true },
        },
      },
    ],
    items: null,
    citation: "40 CFR 745.85(b)",
    verifyNote:
      "A work area that fails the card twice is cleaned and re-verified, or dust clearance testing is done instead. Verify with the agency.",
    keepRecordsYears: 3,
  },
  {
    id: "lead-records-to-owner",
    version: 1,
    title: "Lead-safe work records to the owner",
    municipality: null,
    appliesWhen: leadSafeRenovation,
    blocks: null,
    ways: [
      {
        id: "handover",
        label: "Records handed to the owner",
        action: "Give the owner the records of the lead-safe work practices and the cleaning verification",
        // Whichever comes first: with the final invoice, or within 30 days of completion.
        due: [
          { days: 30, count: "calendar", when: "after", of: "end" },
          { days: 0, count: "calendar", when: "after", of: "finalInvoice" },
        ],
        opens: null,
        announcesStart: false,
        evidence: {
          date: "Date handed over",
          reference: null,
          file: { label: "Copy of what was handed over", kinds: ["pdf", "photo"], required: false },
        },
      },
    ],
    items: null,
    citation: "40 CFR 745.86(c)",
    verifyNote:
      "Due when the final invoice is delivered or within 30 days of completion, whichever is earlier; occupants who are not the owner get them too. Records are kept 3 years after completion (745.86(a)). Verify with the agency.",
    keepRecordsYears: 3,
  },
  {
    id: "mold-clearance",
    version: 1,
    title: "Mold clearance",
    municipality: null,
    appliesWhen: { fact: "mold.squareFeet", above: 0 },
    blocks: "close",
    ways: [
      {
        id: "assessment",
        label: "Post-remediation verification",
        action: "Have an independent assessor verify the remediation and attach their report",
        due: [atEnd],
        opens: null,
        announcesStart: false,
        evidence: {
          date: "Date of the assessor's verification",
          reference: { label: "Assessor", required: true },
          file: { label: "Assessor's report", kinds: ["pdf"], required: true },
        },
      },
    ],
    items: null,
    citation: "Industry practice: IICRC S520; EPA 402-K-01-001 (Mold Remediation in Schools and Commercial Buildings)",
    verifyNote:
      "Neither federal law nor Illinois requires a clearance for mold; the firm's contracts and insurers do. The assessor must not work for the remediation firm. Verify with the client's contract.",
    keepRecordsYears: null,
  },
];

// -------------------------------------------------------------------------------- local rules

/** Shipped switched off: an admin switches each on, and may edit it, for their municipality. */
export const localRules: readonly Rule[] = [
  {
    id: "chicago-asbestos-permit",
    version: 1,
    title: "City of Chicago asbestos abatement permit",
    municipality: "Chicago",
    appliesWhen: {
      all: [
        {
          any: [
            { fact: "asbestos.pipeLinearFeet", above: 0 },
            { fact: "asbestos.otherSquareFeet", above: 0 },
            { fact: "asbestos.cubicFeet", above: 0 },
          ],
        },
        { fact: "buildingType", oneOf: ["2-4-units", "5-plus-units", "commercial-public", "school"] },
      ],
    },
    blocks: "start",
    ways: [
      {
        id: "permit",
        label: "Permit application",
        action: "Apply to the Chicago Department of Public Health for the asbestos abatement permit",
        due: [beforeStart(10, "working")],
        opens: null,
        announcesStart: false,
        evidence: {
          date: "Date applied",
          reference: { label: "Permit number", required: true },
          file: { label: "Permit", kinds: ["pdf"], required: false },
        },
      },
    ],
    items: null,
    citation: "Municipal Code of Chicago, chapter 11-4, article XVIII (asbestos)",
    verifyNote:
      "Shipped as a starting point, not checked against the ordinance: the state's notification form says every asbestos project in Chicago needs the City's notice except residential renovation in buildings of fewer than two dwelling units, and Chicago counts its notice periods in working days. Verify with the Chicago Department of Public Health (which projects, how many days before, fees) before switching it on.",
    keepRecordsYears: null,
  },
];

/** The rules a job is evaluated against: every federal rule, and the local ones an admin switched on. */
export const activeRules = (storedLocalRules: readonly StoredRule[]): Rule[] => [
  ...federalRules,
  ...storedLocalRules.filter((stored) => stored.enabled).map((stored) => stored.rule),
];
