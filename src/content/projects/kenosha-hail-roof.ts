import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "A May hailstorm left dented gutters and downspouts across the neighborhood. The owner of this ranch home saw granules washing out of the downspouts and asked for an inspection before signing with any of the crews knocking on doors.",
    "On the roof we found soft, bruised spots on every slope, cracked vent caps and dented flashing. We documented it with marked photos and measurements, met the insurance adjuster on site and walked the slopes together. The claim was approved for a full replacement.",
    "Tear-off revealed two soft sections of deck around a plumbing vent that had been leaking slowly for years, and no ice barrier at the eaves. We replaced the damaged sheathing, installed ice and water barrier along every eave and valley, synthetic underlayment, new drip edge, step flashing and pipe boots, and added ridge ventilation balanced with the existing soffit intake.",
    "The new architectural shingle roof went on in a single long day, the yard was magnet-swept twice, and the manufacturer's system warranty was registered in the owner's name.",
  ],
  facts: [
    { label: "Duration", value: "1 day" },
    { label: "Roof area", value: "About 2,300 sq ft (23 squares)" },
    { label: "Material", value: "Architectural asphalt shingles, full system" },
    { label: "Deck repairs", value: "4 sheets of sheathing replaced" },
    { label: "Insurance", value: "Claim documented and approved" },
  ],
  before: {
    src: projectImage("kenosha-hail-roof", "before"),
    alt: "Ranch house roof with patchy, missing and bruised shingles and a dented gutter",
  },
  after: {
    src: projectImage("kenosha-hail-roof", "after"),
    alt: "The same ranch house with an even new shingle roof and straight gutters",
  },
};
