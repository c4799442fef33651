import type { Section } from "../types";

export const sections: Section[] = [
  {
    heading: "The short answer: probably, somewhere",
    paragraphs: [
      "Lead-based paint was banned for residential use in 1978, and the older the house, the more likely it is to have some. A national HUD survey of housing found lead-based paint in about 87 percent of homes built before 1940, 69 percent of those built from 1940 to 1959, and 24 percent of those built from 1960 to 1977. Much of Chicago's housing stock, from greystones and two-flats to brick bungalows, falls in the oldest group.",
      "Having lead paint is not the same as having a lead hazard. Intact paint under newer layers, on a wall no one sands, poses little immediate risk. The hazard is lead dust and chips.",
    ],
  },
  {
    heading: "Where lead hazards show up",
    paragraphs: ["Lead dust comes from surfaces that rub, get hit or weather:"],
    bullets: [
      "Windows: sashes grinding in their tracks leave dust on sills and in wells, the most common source we find",
      "Doors and door frames that rub or get kicked",
      "Stairs, railings and porches, especially old painted porches exposed to weather",
      "Exterior siding and trim with peeling paint, which contaminates the soil below",
      "Any renovation that cuts, scrapes or sands old paint without lead-safe controls",
    ],
  },
  {
    heading: "How to find out for sure",
    paragraphs: [
      "A lead inspection by a licensed inspector tests each painted surface, usually with an XRF analyzer that reads lead through the paint layers in seconds without damaging them. A risk assessment goes further: it adds dust-wipe and soil samples and tells you which hazards to fix first. Both produce documentation you can use with buyers, tenants and health departments.",
      "Home swab kits can help before a small project, but they only test the spot and layers you cut through, and a result from a kit is not a documented inspection.",
    ],
  },
  {
    heading: "Protecting children comes first",
    paragraphs: [
      "Children under six are at greatest risk, because they put their hands and toys in their mouths and their developing brains absorb lead readily. Ask your pediatrician about blood lead testing at the ages they recommend; Illinois treats many ZIP codes, including all of Chicago, as high-risk. Day to day, wet-wipe window sills and floors regularly, wash hands and toys, use doormats and keep children away from peeling paint.",
      "Paint is not the only source in older Chicago homes. Many still have lead water service lines; using a certified filter for drinking and cooking water and running the tap before use helps until the line is replaced.",
    ],
  },
  {
    heading: "Before you renovate",
    paragraphs: [
      "Any contractor paid to disturb paint in a pre-1978 home must be an EPA-certified firm and follow the RRP rule: containment, no dry sanding or open-flame burning, careful cleanup and cleaning verification. Replacing windows always counts. If a child already has an elevated blood lead level, or you want lead hazards permanently eliminated, you need lead abatement by a contractor licensed for abatement, with clearance testing by an independent inspector.",
    ],
  },
];
