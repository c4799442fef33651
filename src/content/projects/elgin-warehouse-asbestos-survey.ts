import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "A new owner planned to convert this 1960s warehouse and its two-story office wing into a light-manufacturing space. Federal rules require a thorough asbestos inspection before renovation of a commercial building, and the general contractor needed one before pricing demolition.",
    "Our licensed inspectors spent two days identifying every homogeneous material, from floor tiles, mastics and ceiling tile in the offices to pipe insulation, roof flashing cement and transite panels in the warehouse. We collected 64 samples, including roof cores, and had the floor materials confirmed by TEM.",
    "The laboratory found asbestos in three materials: pipe fitting insulation in the boiler room, a black mastic under carpet in the office wing, and the roof flashing cement at the parapets. Everything else, including the warehouse's sprayed ceiling texture, was negative.",
    "Our report gave the owner quantities, locations and photos for each positive material, which became the scope for abatement. Because the survey was done first, the asbestos was removed before demolition started and the construction schedule held.",
  ],
  facts: [
    { label: "Building size", value: "About 48,000 sq ft" },
    { label: "Samples", value: "64, with TEM confirmation on floor materials" },
    { label: "Positive materials", value: "3 of 22 homogeneous materials" },
    { label: "Report turnaround", value: "6 business days from sampling" },
  ],
  before: {
    src: projectImage("elgin-warehouse-asbestos-survey", "before"),
    alt: "Dim warehouse interior with old pipe insulation, stained ceiling panels and worn floor",
  },
  after: {
    src: projectImage("elgin-warehouse-asbestos-survey", "after"),
    alt: "The same warehouse bright and renovated, with clean pipes, new lights and a sealed floor",
  },
};
