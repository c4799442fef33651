import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "siding contractor Chicago",
    "fiber cement siding",
    "vinyl siding replacement",
    "asbestos siding removal",
    "James Hardie installer Illinois",
  ],
  headline: "New siding over a properly flashed, weather-tight wall, and safe removal of whatever was there before.",
  imageAlt:
    "A Cape Cod house being re-sided: new teal lap siding on most of the front, old gray shingle siding still on one side",
  whatItIs: {
    heading: "What a siding project includes",
    paragraphs: [
      "New siding is a weather system, not a surface. We remove the old cladding, repair sheathing, install a weather-resistive barrier, and flash windows, doors, roof-wall intersections and penetrations before any siding goes up. Then we install fiber cement, vinyl, engineered wood or aluminum lap, shingle and panel siding, with matching soffit, fascia and trim.",
      "Many older homes in the area wear siding that needs care to remove. Asbestos-cement shingles were common on mid-century homes and garages, and original wood clapboard under aluminum or vinyl is almost always coated in lead paint. We test first and remove both under the same rules our environmental crews follow.",
      "In the city, fiber cement and other non-combustible products are often the practical choice, because Chicago's building code limits combustible exterior wall coverings on many buildings.",
    ],
  },
  whenNeeded: {
    heading: "When to replace siding",
    paragraphs: [],
    bullets: [
      "Warped, buckled, cracked or loose panels after storms or years of sun",
      "Soft or rotted wood, or paint that fails within a few years of repainting",
      "Moisture stains on interior walls, or peeling paint inside exterior walls",
      "Cracked or broken asbestos-cement shingles that need to come off safely",
      "Hail damage to vinyl or aluminum siding",
      "You want to add continuous insulation to the walls during the project",
    ],
  },
  process: [
    {
      title: "Assess the wall and test old materials",
      text: "We inspect the siding, sheathing and flashing and sample suspect materials. Cement shingles are tested for asbestos and painted wood for lead, so removal is planned correctly from day one.",
    },
    {
      title: "Remove old siding the right way",
      text: "Asbestos-cement siding is wetted and removed intact, nails cut or pulled without breaking the shingles, and packed for disposal as asbestos waste. Lead-painted siding is removed over ground sheeting with lead-safe practices. Ordinary siding is stripped and hauled away.",
    },
    {
      title: "Repair sheathing and install the weather barrier",
      text: "Damaged sheathing is replaced, a weather-resistive barrier is lapped shingle-style, and windows, doors and penetrations are flashed so water runs out and down.",
    },
    {
      title: "Install siding to the manufacturer's spec",
      text: "Siding goes on with the fasteners, spacing, clearances and joint treatment the manufacturer requires: room for vinyl to expand, clearances above roofs and grade for fiber cement, and sealed, primed cut edges.",
    },
    {
      title: "Trim, cleanup and walkthrough",
      text: "Soffit, fascia and trim are finished, the site is magnet-swept and cleaned, and we walk the house with you before registering the product warranty.",
    },
  ],
  regulations: {
    heading: "Codes, rules and warranties",
    paragraphs: [
      "Exterior wall coverings and weather-resistive barriers are governed by the locally adopted building code, such as the International Residential Code's wall covering chapter in many suburbs and the Chicago Building Code in the city, where combustibility and fire separation rules can restrict vinyl on closely spaced buildings. Most municipalities require a permit for re-siding.",
      "Removing asbestos-cement siding falls under OSHA's asbestos standard (29 CFR 1926.1101) for the workers doing it, under IDPH licensing in Illinois, and under the EPA NESHAP (40 CFR Part 61, Subpart M) on commercial and larger residential buildings. Disturbing painted siding on pre-1978 homes falls under the EPA RRP rule (40 CFR Part 745).",
      "Siding manufacturers tie their warranties to their installation instructions. Home repair contracts over $1,000 in Illinois follow the Home Repair and Remodeling Act.",
    ],
    bullets: [
      "Local building codes and re-siding permits (Chicago Building Code in the city)",
      "OSHA 29 CFR 1926.1101 and EPA NESHAP for asbestos-cement siding",
      "EPA RRP rule for painted siding on pre-1978 homes",
      "Manufacturer installation instructions and warranties",
      "Illinois Home Repair and Remodeling Act",
    ],
  },
  faqs: [
    {
      question: "Can you side over my old asbestos siding?",
      answer:
        "Sometimes covering intact asbestos-cement siding is allowed and can be the lower-cost option, but fastening through it breaks the shingles, and it leaves the problem for the next owner. We'll explain both options, and the costs, after testing.",
    },
    {
      question: "Fiber cement or vinyl?",
      answer:
        "Fiber cement is non-combustible, holds paint well, resists hail and woodpeckers and is often required in Chicago. Vinyl costs less, needs no painting and is widely used in the suburbs. Engineered wood sits between them. We'll recommend what your code, budget and house style support.",
    },
    {
      question: "How long does re-siding take?",
      answer:
        "A typical single-family home takes one to two weeks, depending on the size, the amount of trim and whether old siding needs abatement first.",
    },
    {
      question: "Do you replace soffits, fascia and trim too?",
      answer:
        "Yes. Soffit and fascia are usually replaced with the siding so ventilation, colors and warranties match, and it is the right moment to fix any rotted fascia behind the gutters.",
    },
  ],
};
