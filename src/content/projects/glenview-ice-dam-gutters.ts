import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "Every February the north eave of this 1970s two-story grew a ridge of ice and a curtain of icicles. Two winters in a row the weight pulled the old 5-inch gutters off the fascia, and meltwater found its way into the wall above the family room window.",
    "Replacing the gutters alone would have meant doing it again next year, so we started in the attic. Unsealed ceiling penetrations over the bathroom and a disconnected fan duct were warming the roof deck, melting snow that refroze at the cold overhang. We sealed the bypasses, ducted the fan through the roof and topped up the insulation along the eave.",
    "Outside, rotted fascia boards came off and were replaced. We formed new 6-inch seamless aluminum gutters on site, hung them on hidden hangers at close spacing for snow load, upsized the downspouts to 3x4 inches and ran self-regulating heat cable along the north eave on a dedicated GFCI circuit.",
    "The rest of the winter passed with clean eaves and no ice at the window. The owners now clean the gutters twice a year instead of chipping ice out of them.",
  ],
  facts: [
    { label: "Duration", value: "2 days" },
    { label: "Gutter run", value: "164 linear feet, 6-inch seamless" },
    { label: "Downspouts", value: "5 at 3x4 inches with extensions" },
    { label: "Extras", value: "Fascia replacement, heat cable, attic air sealing" },
  ],
  before: {
    src: projectImage("glenview-ice-dam-gutters", "before"),
    alt: "House eave with a sagging gutter, a thick ice ridge and long icicles over a stained window",
  },
  after: {
    src: projectImage("glenview-ice-dam-gutters", "after"),
    alt: "The same eave with a straight new seamless gutter, clean roof edge and downspout",
  },
};
