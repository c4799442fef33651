import type { CloseoutDocument } from "../../worker/domain/jobs/closeout-pdf";

/** A closeout packet as the PDF renders it: Ana Peña's basement abatement, with its records and one waste load. */
export const closeoutDocument = (changes: Partial<CloseoutDocument> = {}): CloseoutDocument => ({
  number: "J-2026-0042",
  estimateNumber: "E-2026-0042 rev 2",
  language: "en",
  customerName: "Ana Peña",
  siteAddress: "2150 W Roscoe St, Chicago",
  startedOn: "2026-11-02",
  workDoneOn: "2026-11-06",
  closedOn: "2026-11-20",
  closedAt: "2026-11-20T22:15:00.000Z",
  scope: [
    {
      description: "Remove asbestos floor tile under containment",
      section: "Basement",
      quantityThousandths: 450_000,
      unit: "sq ft",
    },
  ],
  records: [
    { title: "Asbestos notice", way: "Written notice", doneOn: "2026-10-19", reference: "IEPA-2026-118" },
    { title: "Mold clearance", way: "Post-remediation verification", doneOn: "2026-11-06", reference: "Lakeview Indoor Air" },
  ],
  loads: [
    {
      shippedOn: "2026-11-06",
      transporter: "Midwest Haulers",
      disposalSite: "Countryside Landfill",
      recordNumber: "WSR-0042",
      returnedOn: "2026-11-18",
    },
  ],
  ...changes,
});
