import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "The owner of this brick two-flat received a notice after routine testing showed a tenant's toddler had an elevated blood lead level. The risk assessment that followed found lead-based paint on the original windows, the rear porch, the back stairs and several door frames, plus lead dust on window sills and floors.",
    "We worked from the abatement plan unit by unit, with the upstairs family relocated for the interior work. The original windows, the worst friction surfaces in the building, were replaced with new vinyl units. Door jambs were stripped with chemical paste and wet-scraped, stair treads were covered with new treads and risers, and the rear porch railings and spindles were replaced.",
    "Every work area was sealed with polyethylene and kept separate from occupied space. Cleanup meant HEPA vacuuming, wet washing and HEPA vacuuming again, top to bottom.",
    "An independent licensed lead inspector took dust-wipe clearance samples in both units and on the porch. Everything passed on the first round, and the family moved back in the same week.",
  ],
  facts: [
    { label: "Duration", value: "3 weeks, unit by unit" },
    { label: "Scope", value: "14 windows, 2 stairways, rear porch, door frames" },
    { label: "Methods", value: "Component replacement, enclosure, wet chemical stripping" },
    { label: "Clearance result", value: "Dust-wipe clearance passed first round" },
  ],
  before: {
    src: projectImage("berwyn-two-flat-lead-abatement", "before"),
    alt: "Brick two-flat with peeling paint on the window frames, porch and railings",
  },
  after: {
    src: projectImage("berwyn-two-flat-lead-abatement", "after"),
    alt: "The same two-flat with new windows, fresh porch railings and clean trim",
  },
};
