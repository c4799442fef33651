import type { Section } from "../types";

export const sections: Section[] = [
  {
    heading: "How an ice dam forms",
    paragraphs: [
      "An ice dam is a ridge of ice along the lower edge of a roof. It forms when heat from the house warms the roof deck above the living space, snow on that part of the roof melts, and the meltwater runs down to the overhang, which sits outside the heated envelope and stays at outdoor temperature. There it refreezes. Each day of sun and each warm night adds another layer.",
      "Once the ridge is a few inches tall, new meltwater pools behind it. Shingles shed water that runs downhill; they are not designed to hold back standing water, so it backs up under the shingles and into the roof deck, the wall and, often, the ceiling below. That is why ice dam leaks show up as stains along exterior walls and around the tops of windows.",
    ],
  },
  {
    heading: "Gutters don't cause ice dams, but they pay for them",
    paragraphs: [
      "It is common to blame gutters, because that is where the ice is. But ice dams happen on houses with no gutters at all. A full gutter can add mass to the dam and give it a place to anchor, and the weight of ice can pull gutters and fascia right off the house. Replacing gutters without fixing the cause usually means replacing them again.",
      "What gutters can do is survive. Seamless gutters hung on hidden hangers screwed into the rafter tails at close spacing hold far more weight than old spike-and-ferrule gutters, and a clean gutter in November lets autumn meltwater drain instead of freezing in place.",
    ],
  },
  {
    heading: "The fixes that last are in the attic",
    paragraphs: [
      "Stop heat from reaching the roof deck and most ice dams stop. In the older homes we work on around Chicago, the heat usually gets there through air leaks rather than through the insulation itself.",
    ],
    bullets: [
      "Seal attic bypasses: gaps around plumbing stacks, chimney chases, recessed lights, attic hatches and top plates let warm air straight into the attic",
      "Duct bathroom and kitchen fans to the outdoors, never into the attic insulation",
      "Bring insulation up to current levels; energy codes for our climate zone call for roughly R-49 to R-60 in attics",
      "Balance ventilation so cold outside air enters at the soffits and leaves at the ridge, keeping the deck cold",
      "At the next re-roof, make sure self-adhered ice and water barrier runs from the eave to at least 24 inches inside the wall line",
    ],
  },
  {
    heading: "Heat cable: a targeted tool, not a cure",
    paragraphs: [
      "Self-regulating heat cable along an eave and in the gutter keeps a channel open so meltwater can escape. It is a sensible fix for problem spots that can't be solved from inside, such as low-slope porch roofs, valleys that dump onto a walkway, or cathedral ceilings with no attic to insulate. It needs a proper GFCI-protected circuit, and it uses electricity all winter, so use it where it earns its keep.",
    ],
  },
  {
    heading: "If you have an ice dam right now",
    paragraphs: [
      "Don't climb onto an icy roof, and don't attack the dam with a hammer, an axe or a pressure washer. You will damage shingles and gutters and may get hurt. A long-handled roof rake used from the ground to pull the lower few feet of snow off the roof after each storm is the safest thing a homeowner can do. Professional ice dam removal uses low-pressure steam that melts channels through the ice without harming the roof.",
      "Avoid throwing rock salt on the roof; it corrodes metal flashing and gutters and kills the plants below. If water is already coming in, catch it, photograph it for your insurer and call us. We answer emergencies around the clock.",
    ],
  },
];
