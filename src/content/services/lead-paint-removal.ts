import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "lead paint removal Chicago",
    "lead abatement",
    "lead-safe renovation",
    "EPA RRP contractor",
    "pre-1978 home lead paint",
  ],
  headline: "Lead-safe work for the homes where children grow up, verified by dust testing before we leave.",
  imageAlt: "Old window frame with peeling paint being scraped inside plastic sheeting next to a HEPA vacuum",
  whatItIs: {
    heading: "What lead paint removal means",
    paragraphs: [
      "Lead was banned from residential paint in 1978, but most homes in Chicago and its older suburbs were painted long before that, often many times over. Intact lead paint under newer coats is not an immediate danger. The hazard is dust: windows that grind paint every time they open, doors that rub, porches and stairs that wear, and any renovation that scrapes or sands old paint.",
      "Lead dust is invisible and it is most dangerous to children under six, who ingest it through normal hand-to-mouth contact. There is no safe blood lead level in children; the effects on learning and behavior are permanent.",
      "We offer two kinds of work. Lead-safe renovation, repair and painting under the EPA RRP rule controls dust while we repair, repaint or replace components. Lead abatement is designed to permanently eliminate lead hazards by replacing components, enclosing surfaces, encapsulating or removing paint. It is often what a landlord needs after a health department notice.",
    ],
  },
  whenNeeded: {
    heading: "When you need it",
    paragraphs: [
      "If the building was built before 1978, assume lead until a licensed inspector says otherwise, and take these situations seriously:",
    ],
    bullets: [
      "A child's blood test showed an elevated lead level, or the health department has issued a notice",
      "Paint is peeling, chipping or chalking, especially on windows, porches, doors and stairs",
      "Old wood windows stick, rub or leave paint grit on the sills",
      "You are planning to remodel, replace windows or repaint a pre-1978 home",
      "You rent out a pre-1978 unit and want to reduce risk and liability",
      "A daycare, preschool or school building needs lead-safe repairs",
    ],
  },
  process: [
    {
      title: "Test before we touch it",
      text: "A licensed lead inspector or risk assessor tests painted surfaces with an XRF analyzer or paint-chip samples and, for a risk assessment, takes dust wipes. You learn which components carry lead and which hazards matter most.",
    },
    {
      title: "Contain the work area",
      text: "Before any paint is disturbed, we post warning signs, close and cover HVAC vents, and lay plastic sheeting on the floor extending well beyond the work area indoors, or on the ground around the house outdoors, so dust and chips never reach the rest of the property.",
    },
    {
      title: "Remove or replace with dust-controlled methods",
      text: "We use wet scraping, chemical strippers, HEPA-shrouded tools and, where it makes more sense, replace the component altogether. Prohibited practices are never used: no open-flame burning, no uncontained power sanding and no high-temperature heat guns.",
    },
    {
      title: "Clean like it matters",
      text: "The work area is HEPA-vacuumed top to bottom, wet-wiped and HEPA-vacuumed again. Waste is bagged and sealed on site so it never crosses your living space uncontained.",
    },
    {
      title: "Verify and repaint",
      text: "For renovation work we perform the RRP cleaning verification; for abatement an independent licensed inspector takes dust-wipe clearance samples. Surfaces are primed and repainted once the area passes, and you receive the records.",
    },
  ],
  regulations: {
    heading: "Regulations and licensing",
    paragraphs: [
      "The EPA Renovation, Repair and Painting (RRP) rule, 40 CFR Part 745, Subpart E, applies to paid work in housing and child-occupied facilities built before 1978 that disturbs more than six square feet of paint per room inside, more than twenty square feet outside, or that replaces any window. It requires an EPA-certified firm, a certified renovator on the job, lead-safe work practices, cleaning verification and records kept for three years. Before work starts you receive the EPA's Renovate Right pamphlet. In Illinois and Indiana the EPA administers RRP directly; Wisconsin runs its own program through the Department of Health Services.",
      "Abatement is a separate, stricter activity. In Illinois it is regulated under the Lead Poisoning Prevention Act (410 ILCS 45) and the Illinois Department of Public Health's Lead Poisoning Prevention Code, which license lead abatement contractors, workers, supervisors, inspectors and risk assessors and set the clearance process. The EPA tightened its dust-lead standards in 2024, and we clear to the levels in force at the time of the job.",
      "Workers are protected under OSHA's lead in construction standard, 29 CFR 1926.62. Landlords and sellers of pre-1978 housing must also make the federal lead disclosure and provide the Protect Your Family From Lead in Your Home pamphlet.",
    ],
    bullets: [
      "EPA RRP rule: 40 CFR Part 745, Subpart E",
      "Lead-based paint activities and abatement: 40 CFR Part 745, Subpart L",
      "Illinois Lead Poisoning Prevention Act (410 ILCS 45) and IDPH licensing",
      "OSHA lead in construction: 29 CFR 1926.62",
      "Federal lead disclosure for sales and rentals of pre-1978 housing",
    ],
  },
  faqs: [
    {
      question: "How do I know if my paint has lead?",
      answer:
        "Assume it does if the home was built before 1978. Swab kits only test the spot and the layers you cut through, and they give no documentation a buyer, tenant or health department will accept. An XRF inspection by a licensed inspector reads each painted surface in seconds without damaging it and gives you a definitive, documented answer.",
    },
    {
      question: "Can my family stay home during lead work?",
      answer:
        "For exterior work and contained interior work in one room, usually yes, as long as children and pregnant household members stay out of the work area until it has passed cleaning verification or clearance. For whole-unit abatement we recommend staying elsewhere, and for abatement after a child's elevated blood test it is often required.",
    },
    {
      question: "Is encapsulation as good as removal?",
      answer:
        "For intact surfaces that are not rubbed or chewed, a properly applied encapsulant rated for lead can be an effective, less disruptive option. It is not suitable for friction and impact surfaces like window sashes and stair treads. There, replacing the component or removing the paint is the lasting fix.",
    },
    {
      question: "Do I need lead-safe work if I'm only replacing windows?",
      answer:
        "Yes. Under the RRP rule any window replacement in pre-1978 housing counts as renovation, no matter how small, because removing old sashes and frames releases a lot of paint dust. Our window crews are certified and follow the same lead-safe setup.",
    },
  ],
};
