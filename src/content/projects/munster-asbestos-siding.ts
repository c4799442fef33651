import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "This 1950s Cape Cod still wore its original gray cement shingles. Many were cracked, several had fallen off behind the shrubs, and the owners wanted a new look and a tighter house without leaving broken asbestos siding in the yard.",
    "Testing confirmed the shingles were asbestos-cement. Our crew wetted each course, cut the nails and lifted the shingles off whole, stacking them on plastic and wrapping them for disposal at a landfill permitted for asbestos. The broken pieces already in the garden beds were picked up and packed the same way.",
    "With the walls bare we replaced soft sheathing around two windows, installed a new weather-resistive barrier lapped shingle-fashion, and flashed every window, door and the roof-wall intersections. Then we installed pre-finished fiber cement lap siding with matching trim, soffit and fascia.",
    "The project took eight working days from first shingle off to final walkthrough. The owners tell us the house is quieter and less drafty, and the siding carries the manufacturer's warranty.",
  ],
  facts: [
    { label: "Duration", value: "8 working days" },
    { label: "Wall area", value: "About 1,650 sq ft" },
    { label: "Removed", value: "Asbestos-cement shingle siding, removed intact" },
    { label: "Installed", value: "Pre-finished fiber cement lap siding and trim" },
  ],
  before: {
    src: projectImage("munster-asbestos-siding", "before"),
    alt: "Cape Cod house with gray shingle siding, several cracked and missing shingles",
  },
  after: {
    src: projectImage("munster-asbestos-siding", "after"),
    alt: "The same house with teal fiber cement lap siding and white trim",
  },
};
