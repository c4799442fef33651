import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "mold remediation Chicago",
    "mold removal",
    "basement mold",
    "attic mold removal",
    "IICRC S520",
    "water damage mold",
  ],
  headline: "Remove the mold, fix the moisture, and prove the space is clean before it is closed up.",
  imageAlt:
    "A wall opened to the studs where moldy drywall was removed, beside a plastic containment with a zipper door, an air scrubber and a dehumidifier",
  whatItIs: {
    heading: "What mold remediation is",
    paragraphs: [
      "Mold remediation is the physical removal of mold growth and contaminated materials, carried out so that spores and fragments do not spread to clean parts of the building, together with correcting the moisture that let the mold grow. Killing mold is not enough: dead spores are still allergenic, which is why professional remediation removes growth rather than spraying over it.",
      "Chicago-area mold has familiar causes: basements that take on water when a sump pump fails or the sewer backs up during a heavy storm, attics where bathroom fans vent into the insulation instead of outdoors, ice dams that leak into exterior walls, and condensation on cold surfaces in winter.",
      "Most residential projects take one to five days, depending on how much material has to come out and how long drying takes.",
    ],
  },
  whenNeeded: {
    heading: "When to call a professional",
    paragraphs: [
      "The EPA suggests a homeowner can generally clean an area of up to about ten square feet. Beyond that, or when the growth is hidden or linked to sewage or contaminated water, professional remediation is the safer route.",
    ],
    bullets: [
      "Visible growth covering more than a few square feet of drywall, framing or sheathing",
      "Drywall, carpet or insulation stayed wet for more than 24 to 48 hours after a leak or flood",
      "Frost, dark staining or a musty smell in the attic, especially above bathrooms",
      "A sewer backup or floodwater entered the basement",
      "Mold in HVAC ductwork or around the furnace and air handler",
      "Growth keeps coming back after bleach or store-bought cleaners",
    ],
  },
  process: [
    {
      title: "Find and stop the moisture",
      text: "We map moisture with meters and thermal imaging and identify the source: plumbing, grading, a failed sump, a roof leak, condensation or ventilation. Remediation without a moisture fix is just a future callback.",
    },
    {
      title: "Contain and put under negative air",
      text: "The affected area is sealed with polyethylene and zipper doors, HVAC is isolated, and HEPA air scrubbers keep the space under negative pressure so spores released during removal cannot drift into the rest of the building.",
    },
    {
      title: "Remove what can't be cleaned",
      text: "Porous materials with growth such as drywall, insulation, carpet pad and ceiling tile are cut out and bagged inside the containment. If the building predates 1981, joint compound and plaster are tested for asbestos before we cut.",
    },
    {
      title: "Clean structural materials",
      text: "Framing, joists and sheathing are cleaned by HEPA vacuuming, wire brushing or sanding under extraction, or soda or dry-ice blasting on large attic surfaces, then damp-wiped. Antimicrobials are used only where they add something, not as a substitute for removal.",
    },
    {
      title: "Dry to standard",
      text: "Dehumidifiers and air movers bring materials back to normal moisture content, which we confirm with readings against unaffected materials in the same building.",
    },
    {
      title: "Verify, then rebuild",
      text: "A post-remediation verification inspects for residue, checks moisture and usually compares indoor air samples with outdoors. Once the area passes, the containment comes down and the space can be insulated, drywalled and finished.",
    },
  ],
  regulations: {
    heading: "Standards we follow",
    paragraphs: [
      "No federal law and no Illinois, Indiana or Wisconsin statute licenses mold remediation contractors, so the working standard is the ANSI/IICRC S520 Standard for Professional Mold Remediation together with the EPA's guidance, Mold Remediation in Schools and Commercial Buildings and A Brief Guide to Mold, Moisture and Your Home. S520 defines the goal: return affected areas to Condition 1, normal fungal ecology.",
      "Our crews are protected under OSHA's respiratory protection standard (29 CFR 1910.134) and general safety rules. Rebuilding after remediation, such as new drywall, insulation, sump pumps or structural repairs, falls under local building codes and permits, and water damage insurance claims have their own documentation needs. We photograph, measure and log the job so your adjuster has what they need.",
    ],
    bullets: [
      "ANSI/IICRC S520 Standard for Professional Mold Remediation",
      "EPA mold remediation guidance (EPA 402-K-01-001 and home guidance)",
      "OSHA respiratory protection: 29 CFR 1910.134",
      "Local building permits for rebuild work",
    ],
  },
  faqs: [
    {
      question: "How long does mold remediation take?",
      answer:
        "Most residential jobs take one to five days: a day to set up containment and remove damaged materials, one or more days of cleaning and drying, and the verification visit. Large attics, crawlspaces and commercial spaces take longer, and rebuilding is scheduled after clearance.",
    },
    {
      question: "Can't I just spray it with bleach?",
      answer:
        "Bleach can lighten surface growth on hard, non-porous surfaces, but it does not penetrate drywall or wood, and the water it contains can feed regrowth. Dead mold still triggers allergies. The EPA does not recommend routine use of biocides as a substitute for removing growth and fixing the moisture.",
    },
    {
      question: "Does homeowners insurance cover mold remediation?",
      answer:
        "It depends on the cause. Mold resulting from a sudden, covered water event, like a burst pipe, is often covered within policy limits, while mold from long-term leaks or humidity usually is not. We document the source and the damage and can work directly with your adjuster.",
    },
    {
      question: "Will the mold come back?",
      answer:
        "Not if the moisture problem is solved. That is why every remediation scope starts with the source and ends with drying and verification. Typical fixes include regrading, sump pump and backup upgrades, bathroom fan ducting to the outdoors, and attic ventilation.",
    },
  ],
};
