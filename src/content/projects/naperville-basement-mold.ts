import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "A July thunderstorm knocked out power overnight and the sump pump stopped with it. By morning two inches of water covered the finished basement, and by the time the family returned from a week away, the bottom of the drywall was spotted with mold and the room smelled of it.",
    "We mapped moisture through every wall with meters and a thermal camera, which showed wicking up to 30 inches in places and dry walls elsewhere. Because the house dates from 1994, asbestos in the joint compound was not a concern. We built a polyethylene containment with a zipper door, sealed the return vents and ran two HEPA air scrubbers to keep the basement under negative pressure.",
    "The crew cut the drywall two feet above the highest moisture reading, removed wet insulation and carpet pad, HEPA-vacuumed and cleaned the studs and bottom plates, and ran dehumidifiers until the framing matched dry reference readings. A post-remediation verification showed no visible residue and indoor air comparable with the outdoor sample.",
    "We documented everything for the insurance adjuster, then installed a battery backup sump pump and a high-water alarm before the rebuild. The basement was re-drywalled and back in use within three weeks.",
  ],
  facts: [
    { label: "Duration", value: "4 days to clearance" },
    { label: "Area", value: "Approximately 850 sq ft" },
    { label: "Materials removed", value: "Lower drywall, batt insulation, carpet pad" },
    { label: "Clearance result", value: "Passed post-remediation verification" },
    { label: "Moisture fix", value: "Battery backup sump pump and alarm" },
  ],
  before: {
    src: projectImage("naperville-basement-mold", "before"),
    alt: "Basement wall with dark mold spreading up from the floor and a water line on the drywall",
  },
  after: {
    src: projectImage("naperville-basement-mold", "after"),
    alt: "The same basement wall with fresh drywall, new baseboard and a dry floor",
  },
};
