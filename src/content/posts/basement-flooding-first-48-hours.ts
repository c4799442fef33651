import { business, hours } from "../../config/business";
import type { Section } from "../types";

export const sections: Section[] = [
  {
    heading: "Safety first",
    paragraphs: [
      "Don't wade into a flooded basement until you are sure the power to that area is off; outlets, furnaces, water heaters and extension cords can energize standing water. If you can't reach the panel without stepping in water, call the utility or an electrician. Gas appliances that were submerged should be checked before they are relit.",
      "Treat sewer backup water as contaminated. The IICRC's water damage standard classifies sewage as Category 3 water: wear boots and gloves, keep children and pets out, and wash thoroughly after any contact.",
    ],
  },
  {
    heading: "Document before you discard",
    paragraphs: [
      "Take photos and video of the water level, the source if you can see it, and every damaged item before anything is thrown out. Write down serial numbers of appliances and keep a sample of carpet and pad. Call your insurer early to open the claim and ask whether your policy includes sewer backup or sump overflow coverage, which many policies exclude unless it was added as an endorsement.",
      "Documentation matters, but don't wait days for an adjuster to start drying. Most policies expect you to take reasonable steps to prevent further damage.",
    ],
  },
  {
    heading: "Get the water out and the air dry",
    paragraphs: [
      "Mold can start growing on wet drywall, carpet pad and wood within 24 to 48 hours. The priorities are extracting standing water, removing what can't be dried, and running dehumidification.",
    ],
    bullets: [
      "Carpet pad soaked by any flood, and all porous materials touched by sewage, should be removed",
      "Cut drywall above the wet line; don't wait for it to dry in place behind baseboards",
      "Pull wet fiberglass insulation out of wall cavities",
      "Run dehumidifiers with the basement closed off; open windows only help when the outdoor air is drier",
      "In homes built before 1981, don't tear out old floor tile, pipe insulation or plaster until it has been tested for asbestos",
    ],
  },
  {
    heading: "What not to do",
    paragraphs: [
      "Don't paint over stains or spray bleach on drywall and call it done; bleach doesn't reach mold inside porous materials, and paint just hides it. Don't run the furnace blower with the return air pulling from a contaminated basement. And don't close walls back up until moisture readings confirm the framing is dry.",
    ],
  },
  {
    heading: "Preventing the next one",
    paragraphs: [
      "In the Chicago area the usual culprits are combined sewers overwhelmed by heavy storms, failed sump pumps and downspouts dumping water next to the foundation. A battery backup for the sump pump with a high-water alarm, a backflow prevention valve or overhead sewer installed by a licensed plumber, and downspouts extended well away from the house solve most of it. Many municipalities in the area offer cost-sharing programs for flood-control plumbing, so check with your village or city before you start.",
      `If water is already in your basement, we respond around the clock: ${hours.emergency}. Call ${business.phone.display}.`,
    ],
  },
];
