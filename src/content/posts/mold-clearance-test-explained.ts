import type { Section } from "../types";

export const sections: Section[] = [
  {
    heading: "Why clearance matters",
    paragraphs: [
      "After a mold cleanup, the walls are about to be closed up with new insulation and drywall. Clearance, properly called post-remediation verification, is the last chance to confirm that the growth was removed, the dust was cleaned up, and the materials are dry, before they disappear behind finishes for the next twenty years.",
      "The ANSI/IICRC S520 standard describes the goal as returning the area to Condition 1, its normal fungal ecology. Mold spores are everywhere outdoors, so the target is not zero mold. It is a space that looks, measures and samples like a normal, undamaged building.",
    ],
  },
  {
    heading: "The four parts of a good verification",
    paragraphs: [],
    bullets: [
      "Visual inspection: no visible growth, no dust or debris inside the containment, including on ledges, top plates and the floor",
      "Moisture readings: framing and remaining materials at normal moisture content, confirmed against dry reference readings in the same building",
      "Source check: the leak, drainage or humidity problem that caused the growth has been fixed",
      "Sampling, when appropriate: air samples inside the work area compared with an outdoor sample taken at the same time, and sometimes surface samples",
    ],
  },
  {
    heading: "Reading the air results",
    paragraphs: [
      "A spore-trap report lists spore types and counts per cubic meter of air for each sample. There is no federal or Illinois pass-fail number, so the results are read by comparison. Indoor totals should generally be lower than outdoors, and the mix of types indoors should resemble the outdoor mix.",
      "Red flags are indoor counts well above outdoor, or the presence of types associated with long-term water damage, such as Stachybotrys or Chaetomium, inside when they are absent outside. A single Cladosporium-heavy sample on a summer day usually reflects the outdoor air, not a problem.",
    ],
  },
  {
    heading: "What a clearance test does not tell you",
    paragraphs: [
      "Air sampling is a snapshot of a few minutes of air at one moment. Spore counts swing with weather, activity and time of day. A passing sample does not prove there is no mold anywhere else in the building; it tells you about the area that was remediated. It does not measure mycotoxins or bacteria, and it cannot compensate for a visual inspection that was skipped.",
      "That is why a verification that consists only of air samples, with no inspection and no moisture readings, is not much of a verification.",
    ],
  },
  {
    heading: "Who should do it",
    paragraphs: [
      "For routine residential jobs, a remediation contractor's own verification with accredited laboratory results is common and usually fine. For larger losses, commercial buildings, health-sensitive occupants or any dispute with an insurer, landlord or tenant, an independent indoor environmental professional gives everyone more confidence. We are happy to work with one, and our containment stays up until the area passes, whoever tests it.",
    ],
  },
];
