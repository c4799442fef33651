import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "The property manager of a suburban office building called after several employees in one suite complained of a musty smell and stuffiness that came and went. There was no visible mold, and two rounds of carpet cleaning had not helped.",
    "Our assessor started with moisture, not samples. Thermal imaging and moisture readings found damp ceiling tiles and a wet wall cavity below the condensate drain line of a rooftop HVAC unit, which leaked only when the unit was cooling. That explained why the smell came and went.",
    "Spore-trap air samples in the suite, a comparison sample in an unaffected suite and an outdoor baseline showed elevated counts of water-damage indicator types in the affected area only. A wall-cavity sample taken through a small hole confirmed growth inside the wall.",
    "The report gave the manager a scope based on IICRC S520: repair the drain line, then remove and replace about 60 square feet of drywall and the affected ceiling tiles under containment. After remediation by the building's contractor, our post-remediation verification passed and the complaints stopped.",
  ],
  facts: [
    { label: "Duration", value: "1 day on site, report in 3 days" },
    { label: "Samples", value: "6 air, 2 surface, 1 wall cavity" },
    { label: "Source", value: "Leaking rooftop unit condensate line" },
    { label: "Outcome", value: "Post-remediation verification passed" },
  ],
  before: {
    src: projectImage("schaumburg-office-mold-assessment", "before"),
    alt: "Office with stained ceiling tiles and a damp discolored wall section near a desk",
  },
  after: {
    src: projectImage("schaumburg-office-mold-assessment", "after"),
    alt: "The same office with clean white ceiling tiles and a repaired, repainted wall",
  },
};
