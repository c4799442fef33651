import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "The owners were replacing a 60-year-old boiler, and their HVAC contractor stopped at the basement stairs: every steam and return pipe was wrapped in white corrugated aircell insulation, much of it torn, and the boiler jacket was coated in a cement-like lagging that was flaking onto the floor.",
    "Our inspection confirmed chrysotile asbestos in both materials. We sealed the basement off from the house with two layers of polyethylene, built a three-stage decontamination unit at the basement door and put the space under negative pressure with HEPA air machines exhausting through a basement window.",
    "Working wet, the crew stripped about 180 linear feet of pipe insulation, using glove bags on the runs that passed through the finished laundry area, and removed the lagging from the boiler so it could be cut up and hauled out. Every bag was sealed, goosenecked, wiped and double-bagged before it left through the decontamination unit.",
    "After a HEPA vacuum and wet wipe of every surface, an independent air-sampling professional collected clearance samples, which passed the same afternoon. The HVAC contractor started on the new boiler the next morning, and the owners received a closeout binder with the air results and disposal records.",
  ],
  facts: [
    { label: "Duration", value: "2 days plus clearance" },
    { label: "Quantity", value: "About 180 linear feet of pipe insulation and one boiler" },
    { label: "Material", value: "Aircell pipe wrap and boiler lagging (chrysotile)" },
    { label: "Containment", value: "Full negative-pressure enclosure with decontamination unit" },
    { label: "Clearance result", value: "Passed on first air test" },
  ],
  before: {
    src: projectImage("evanston-basement-pipe-insulation", "before"),
    alt: "Basement with an old boiler and overhead pipes wrapped in torn white insulation, debris on the floor",
  },
  after: {
    src: projectImage("evanston-basement-pipe-insulation", "after"),
    alt: "The same basement with bare clean pipes, a compact new boiler and a clean floor",
  },
};
