import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "roofing contractor Chicago",
    "roof replacement",
    "roof repair",
    "hail damage roof",
    "flat roof Chicago",
    "ice dam roof",
  ],
  headline: "Roofs built for lake-effect snow, spring hail and summer storms, installed to the manufacturer's specification.",
  imageAlt: "A roofer on the new shingle roof of a ranch house, with a ladder at the eave",
  whatItIs: {
    heading: "What our roofing work covers",
    paragraphs: [
      "We replace and repair pitched roofs in architectural asphalt shingles, and low-slope roofs on two-flats, three-flats, garages and small commercial buildings in modified bitumen, TPO and EPDM. A roof is a system, so every replacement covers the deck, ice and water barrier, underlayment, drip edge, flashing at walls and chimneys, ventilation and the roofing itself.",
      "Chicago-area roofs take a beating: freeze-thaw cycles, snow load, ice dams along the eaves, wind-driven rain and hail. Most of the failures we see start at the details, like unflashed chimneys, missing ice barrier and poor ventilation, rather than the shingles.",
      "Because we are also an environmental contractor, we check for what older roofs can hide: asbestos in old roofing felts, flashing cement and cement shingles, and lead on old painted trim. Commercial roof tear-offs are surveyed before work begins.",
    ],
  },
  whenNeeded: {
    heading: "Signs your roof needs attention",
    paragraphs: [],
    bullets: [
      "Shingles that are curling, cracking, missing or shedding granules into the gutters",
      "Water stains on ceilings or in the attic, especially after a thaw",
      "Icicles and ice ridges along the eaves each winter",
      "Hail or wind damage after a storm: bruised shingles, dented vents and gutters",
      "Ponding, blistering or open seams on a flat roof",
      "A roof approaching 20 to 25 years old, or a second layer already installed",
    ],
  },
  process: [
    {
      title: "Inspection from the attic up",
      text: "We inspect the roof surface, flashing and gutters, and go into the attic to check the deck, ventilation and insulation. You get photos and a written report. After a storm we document damage for your insurance claim.",
    },
    {
      title: "Permits, materials and protection",
      text: "We pull the permit, schedule deliveries, and protect landscaping, windows and siding with tarps. Older commercial roofs are sampled for asbestos before tear-off.",
    },
    {
      title: "Tear-off and deck repair",
      text: "Old roofing is removed to the deck in sections that can be dried-in the same day. Rotted or delaminated sheathing is replaced, and fasteners are checked.",
    },
    {
      title: "Ice barrier, underlayment and flashing",
      text: "Self-adhered ice and water barrier goes along the eaves and in valleys, synthetic underlayment covers the rest, and drip edge, step flashing, counterflashing and pipe boots are installed new.",
    },
    {
      title: "Roofing and balanced ventilation",
      text: "Shingles or membrane are installed per the manufacturer's instructions, including nailing pattern and seam details, and intake and exhaust ventilation are balanced so the attic stays cold in winter and dry year-round.",
    },
    {
      title: "Cleanup, inspection and warranty",
      text: "We magnet-sweep the yard and driveway for nails, schedule the final inspection and register your manufacturer warranty.",
    },
  ],
  regulations: {
    heading: "Licensing, codes and warranties",
    paragraphs: [
      "Illinois requires roofing contractors to be licensed by the Illinois Department of Financial and Professional Regulation under the Roofing Industry Licensing Act and to show the license number on bids and contracts. Check it on any proposal you receive. Home repair contracts over $1,000 must also follow the Illinois Home Repair and Remodeling Act, which requires a written contract and the consumer rights brochure.",
      "Chicago and most suburbs require a permit for re-roofing. Codes require an ice barrier from the eave edge to a point at least 24 inches inside the exterior wall line in cold climates like ours, limit roofs to two layers before a full tear-off is required, and, in Chicago, require reflective roofing on most low-slope roofs.",
      "Manufacturer warranties, including enhanced system warranties, depend on installing the components as the manufacturer specifies. In commercial buildings, the EPA asbestos NESHAP (40 CFR Part 61, Subpart M) requires an asbestos inspection before roof removal.",
    ],
    bullets: [
      "Illinois Roofing Industry Licensing Act (IDFPR)",
      "Illinois Home Repair and Remodeling Act",
      "Local re-roofing permits; ice barrier and two-layer limits in the adopted codes",
      "Chicago reflective roof requirements for low-slope roofs",
      "Manufacturer installation requirements for warranty coverage",
    ],
  },
  faqs: [
    {
      question: "How long does a roof replacement take?",
      answer:
        "Most single-family shingle roofs are torn off and replaced in one to two days; larger or steep roofs and flat roofs on multi-unit buildings take two to four. We only open as much roof as we can dry-in the same day.",
    },
    {
      question: "Will insurance pay for my hail-damaged roof?",
      answer:
        "If hail or wind caused functional damage and your policy covers it, usually yes, less your deductible. We inspect, photograph and measure the damage and can meet your adjuster on the roof. In Illinois, contractors may not offer to pay or waive your deductible, and we don't.",
    },
    {
      question: "Can you roof over my existing shingles?",
      answer:
        "Codes allow a second layer in some cases, but we rarely recommend it. A tear-off lets us inspect and repair the deck, install ice barrier at the eaves and replace flashing, which are the details that actually stop leaks.",
    },
    {
      question: "Do you fix ice dams?",
      answer:
        "We remove ice dams safely with steam, never with hammers or salt pucks, and fix the causes: attic air leaks, insufficient insulation and poor ventilation, plus ice barrier and heat cable where the roof design calls for it.",
    },
  ],
};
