import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "asbestos removal Chicago",
    "asbestos abatement",
    "pipe insulation removal",
    "boiler asbestos removal",
    "popcorn ceiling asbestos",
    "licensed asbestos contractor Illinois",
  ],
  headline: "Licensed crews, sealed work areas and independent air testing, from the first poly sheet to clearance.",
  imageAlt: "Abatement worker in a white suit and respirator inside a plastic-sheeted work area with a HEPA air machine",
  whatItIs: {
    heading: "What asbestos abatement involves",
    paragraphs: [
      "Asbestos abatement is the controlled removal, enclosure or encapsulation of asbestos-containing material so that fibers do not escape into the rest of the building. Removal is the permanent option and the one most projects need, because a remodel, a boiler replacement or a demolition will disturb the material anyway.",
      "The hazard comes from fibers small enough to stay airborne for hours and lodge deep in the lungs, where they can cause mesothelioma, lung cancer and asbestosis decades later. Friable materials, which crumble under hand pressure, such as the corrugated aircell pipe wrap in old Chicago basements, boiler lagging and sprayed fireproofing, release fibers most easily. Non-friable materials such as cement siding and floor tile become hazardous when they are broken, sanded or ground.",
      "Our crews remove these materials inside sealed, negative-pressure containments, keep them wet so fibers stay bound, pack them in sealed and labeled bags for a landfill permitted to accept asbestos, and do not take down the containment until the air inside passes clearance testing.",
    ],
  },
  whenNeeded: {
    heading: "When removal is the right call",
    paragraphs: [
      "Intact asbestos that nobody will touch can often stay where it is. Removal becomes necessary when the material is damaged or when planned work will disturb it.",
    ],
    bullets: [
      "Pipe or boiler insulation that is torn, flaking or dusting the basement floor",
      "You are replacing a boiler, furnace or old steam piping",
      "A remodel will cut into plaster, textured ceilings, duct wrap or joint compound that tested positive",
      "A building is being demolished or gutted",
      "A water leak, fire or storm has damaged asbestos-containing material",
      "A buyer, lender or insurer requires the material removed before closing or renewal",
    ],
  },
  process: [
    {
      title: "Work plan and notifications",
      text: "We review the inspection report, measure quantities, and write a work plan that covers containment, crew size, air monitoring and waste disposal. For regulated projects we file the required 10-working-day notification with the state and, inside the city, with the Chicago Department of Public Health.",
    },
    {
      title: "Seal off the work area",
      text: "HVAC is shut down and vents are sealed. Floors and walls are covered with 6-mil polyethylene, openings get critical barriers, and a decontamination unit with airlocks is built at the entrance so people and waste only pass through controlled chambers.",
    },
    {
      title: "Negative air pressure and monitoring",
      text: "HEPA-filtered air machines exhaust the enclosure to the outdoors, keeping it at lower pressure than the rest of the building so any leak draws air in, not fibers out. A manometer logs the pressure differential and the crew's exposure is measured with personal air samples.",
    },
    {
      title: "Wet removal and sealed packing",
      text: "Material is soaked with amended water and removed in small sections; long pipe runs can be stripped in sealed glove bags. Everything goes into labeled 6-mil bags, twisted and goosenecked, then wet-wiped and bagged again before leaving through the decontamination unit.",
    },
    {
      title: "Clean, inspect and clear",
      text: "Surfaces are HEPA-vacuumed and wet-wiped, inspected visually, and sealed with a lockdown encapsulant. Then clearance air samples are taken. The containment stays up until results meet the clearance standard for the project.",
    },
    {
      title: "Disposal records and closeout",
      text: "Waste travels under a waste shipment record to a landfill permitted for asbestos. You receive a closeout package with the notification, air results, clearance report and waste records to keep with your property documents.",
    },
  ],
  regulations: {
    heading: "Regulations and licensing",
    paragraphs: [
      "Federal rules set the floor. The EPA's asbestos NESHAP (40 CFR Part 61, Subpart M) governs notification, wet removal, the no-visible-emissions rule, waste packaging, labeling and landfill disposal for regulated buildings. OSHA's construction standard, 29 CFR 1926.1101, protects workers: it sets a permissible exposure limit of 0.1 fibers per cubic centimeter over eight hours, classifies work from Class I to Class IV, and requires a competent person on site, negative-pressure enclosures for the highest-risk work, respirators, training and medical surveillance.",
      "In Illinois, asbestos abatement contractors, supervisors and workers are licensed by the Illinois Department of Public Health under the Asbestos Abatement Act and the Commercial and Public Building Asbestos Abatement Act. Illinois EPA receives the NESHAP notifications. Indiana licenses asbestos contractors and workers through IDEM, and Wisconsin certifies them through the Department of Health Services while its Department of Natural Resources handles notifications.",
      "Local requirements add to these. The City of Chicago and Cook County run their own asbestos notification programs, and many suburbs want to see an asbestos survey before issuing a demolition or remodel permit. We handle the filings and give you copies.",
    ],
    bullets: [
      "EPA asbestos NESHAP: 40 CFR Part 61, Subpart M",
      "OSHA asbestos in construction: 29 CFR 1926.1101",
      "IDPH contractor and worker licensing in Illinois",
      "IDEM (Indiana) and DHS / DNR (Wisconsin) licensing and notification",
      "Chicago Department of Public Health and Cook County notifications",
    ],
  },
  faqs: [
    {
      question: "Do I need to leave my home during asbestos removal?",
      answer:
        "Usually not. The work area is sealed, kept under negative pressure and entered only through a decontamination chamber, so the rest of the house stays usable. We do recommend that young children, pregnant household members and anyone with a respiratory condition stay elsewhere on removal days for larger jobs, and if the containment blocks the only kitchen or bathroom you will want to plan around it. We tell you exactly what to expect at the walk-through.",
    },
    {
      question: "How long does asbestos removal take?",
      answer:
        "A few pipe fittings or a short run of insulation is often a one-day job. A full basement of boiler and pipe insulation usually takes two to three days including setup and clearance. Commercial projects are scheduled in phases. Add the notification period for projects that require one.",
    },
    {
      question: "Can asbestos just be left alone?",
      answer:
        "Often, yes. Intact, undamaged material that nothing will disturb is frequently safest left in place, or encapsulated or enclosed. We will tell you when that is the better option and only recommend removal when the material is damaged or your plans will disturb it.",
    },
    {
      question: "What does clearance mean, and who tests it?",
      answer:
        "Clearance is the proof that the work area is clean: a visual inspection for residue, followed by air samples collected while the air is agitated. We use independent air-sampling professionals and an accredited laboratory, and the containment stays up until the results pass.",
    },
  ],
};
