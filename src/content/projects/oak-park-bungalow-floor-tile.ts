import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "The owners of this 1926 brick bungalow were finishing the basement and planned to level the floor before installing luxury vinyl plank. Their flooring installer noticed the old nine-inch checkerboard tiles and black adhesive and would not grind until they were tested.",
    "Samples showed the tile and the black mastic both contained asbestos. Because the leveling compound required a bare, sound slab, sealing the mastic in place was not an option, so we planned full removal.",
    "We sealed the stairwell and floor drains, put the basement under HEPA-filtered negative air and lifted the tiles wet and intact with hand scrapers. The mastic was softened with a low-odor remover and scraped wet, never ground or sanded. The slab was then HEPA-vacuumed and wet-cleaned twice.",
    "Clearance air samples passed, and the installer started leveling the following week on a clean slab. The owners kept the clearance report and disposal records with their house papers for the day they sell.",
  ],
  facts: [
    { label: "Duration", value: "1.5 days" },
    { label: "Area", value: "About 720 sq ft" },
    { label: "Material", value: "9x9 vinyl asbestos tile and black cutback mastic" },
    { label: "Clearance result", value: "Passed" },
  ],
  before: {
    src: projectImage("oak-park-bungalow-floor-tile", "before"),
    alt: "Basement floor of cracked checkerboard nine-inch tiles with black adhesive showing through gaps",
  },
  after: {
    src: projectImage("oak-park-bungalow-floor-tile", "after"),
    alt: "The same basement with a clean, smooth concrete slab ready for new flooring",
  },
};
