import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "asbestos inspection Chicago",
    "asbestos testing",
    "asbestos survey",
    "pre-renovation asbestos survey",
    "AHERA inspection",
    "asbestos testing Illinois",
  ],
  headline: "Know exactly what is in your building before a single wall is opened.",
  imageAlt:
    "An inspector in protective gear with a clipboard in a basement, a magnifier over insulated pipes and sample containers on the floor",
  whatItIs: {
    heading: "What an asbestos inspection is",
    paragraphs: [
      "An asbestos inspection is a room-by-room survey of the building materials that could contain asbestos: pipe and boiler insulation, floor tiles and the mastic beneath them, plaster, drywall joint compound, textured ceilings, duct wrap, roofing, siding and window glazing. A licensed inspector groups those materials, takes small samples using wet methods, seals every sample spot and sends the samples to an accredited laboratory.",
      "Asbestos cannot be identified by eye. Samples are analyzed by polarized light microscopy (PLM), and a material is regulated as asbestos-containing when it holds more than 1 percent asbestos. For vinyl floor tile, mastic and other non-friable organically bound materials, where PLM can miss very fine fibers, we recommend confirming a negative result by transmission electron microscopy (TEM).",
      "What you receive is a written report: which materials contain asbestos, where they are, roughly how much there is, what condition they are in and whether your planned work will disturb them. It is the document your contractor, your municipality and, for larger projects, the state expect to see before renovation or demolition starts.",
    ],
  },
  whenNeeded: {
    heading: "When you need an inspection",
    paragraphs: [
      "OSHA treats pipe insulation and sprayed or troweled surfacing in any building put up before 1981 as presumed asbestos until testing proves otherwise. Asbestos products stayed on the market after that, so a newer building is not automatically clear either. Much of the Chicago area's housing stock, from the bungalow belt to the inner-ring suburbs, was built in the decades when asbestos was in common use.",
    ],
    bullets: [
      "You are planning a kitchen, bath or basement remodel in a home built before 1980",
      "A commercial renovation or any demolition is scheduled: federal rules require a thorough inspection first",
      "You are buying an older home and see white pipe wrap, 9x9 floor tiles, popcorn ceilings or pebbly vermiculite attic insulation",
      "A suspect material is crumbling, water-damaged or was disturbed by a previous contractor",
      "A school, daycare or public building is due for its AHERA inspection or three-year reinspection",
      "Your insurer, lender, landlord or a buyer has asked for documentation",
    ],
  },
  process: [
    {
      title: "Scope the survey to your plans",
      text: "We start by asking what you intend to do: remodel, sell, replace a boiler or demolish. That decides what must be sampled. A kitchen remodel survey covers the kitchen, the floor layers under it and the walls being opened; a demolition survey covers the whole building, roof included.",
    },
    {
      title: "Identify every homogeneous material",
      text: "The inspector walks the property and groups materials that look alike and were installed at the same time. The same floor tile in three rooms is one material; the black mastic under it is another; the patch where a radiator used to be may be a third.",
    },
    {
      title: "Collect samples without spreading fibers",
      text: "Each material is misted before a small core is cut into a sealed container, and the spot is patched or encapsulated straight away. Occupants stay out of the immediate area while we sample. A typical house takes one to three hours.",
    },
    {
      title: "Accredited laboratory analysis",
      text: "Samples travel under chain-of-custody forms to a laboratory accredited for asbestos analysis under NIST's NVLAP program. Standard turnaround is three to five business days, with 24-hour rush service available when a project is waiting.",
    },
    {
      title: "Report and plain-language advice",
      text: "Your report lists each asbestos-containing material with photos, location, approximate quantity and condition, plus our recommendation: leave it in place, encapsulate it, or remove it before work begins. If removal is needed, the report becomes the scope of work for the abatement bid.",
    },
  ],
  regulations: {
    heading: "Regulations and licensing",
    paragraphs: [
      "The EPA's asbestos NESHAP (40 CFR Part 61, Subpart M) requires the owner or operator of a regulated facility to have it thoroughly inspected for asbestos before any renovation or demolition. Commercial, public, industrial and institutional buildings are covered, as are apartment buildings with more than four units. Single-family homes are generally outside NESHAP, but not outside OSHA's worker protections or local permit rules.",
      "In Illinois, asbestos inspectors are licensed by the Illinois Department of Public Health (IDPH) under the Asbestos Abatement Act, which covers schools, and the Commercial and Public Building Asbestos Abatement Act. Across the state line, Indiana licenses inspectors through the Indiana Department of Environmental Management (IDEM) and Wisconsin certifies them through its Department of Health Services (DHS).",
      "Schools follow AHERA (40 CFR Part 763, Subpart E): every K-12 school keeps an asbestos management plan, is reinspected by accredited inspectors every three years, receives periodic surveillance every six months and notifies parents and staff of asbestos activities each year.",
    ],
    bullets: [
      "EPA asbestos NESHAP: 40 CFR Part 61, Subpart M",
      "OSHA construction asbestos standard: 29 CFR 1926.1101 (presumed asbestos-containing material)",
      "AHERA for K-12 schools: 40 CFR Part 763, Subpart E",
      "IDPH licensing in Illinois; IDEM in Indiana; Wisconsin DHS certification",
      "City of Chicago and Cook County asbestos notification programs for abatement work",
    ],
  },
  faqs: [
    {
      question: "What does an asbestos inspection cost?",
      answer:
        "The price depends on how many distinct materials need sampling, not on square footage alone. A pre-remodel survey of one area of a house often needs five to fifteen samples; a whole-building demolition survey needs many more. We quote a fixed price before we visit, and the estimate itself is free.",
    },
    {
      question: "Can I take a sample myself and mail it to a lab?",
      answer:
        "Some homeowners do, but cutting into a suspect material without wetting it, containing it and sealing the spot can release fibers into the house, and it is easy to sample the wrong layer. Homeowner samples are also not accepted for commercial projects or NESHAP purposes. A licensed inspector's visit costs little compared with a remodel that has to stop halfway.",
    },
    {
      question: "How quickly will I get results?",
      answer:
        "Standard laboratory turnaround is three to five business days after sampling, and we send your report as soon as results are in. If your contractor is waiting, 24-hour rush analysis is available for an additional lab fee.",
    },
    {
      question: "You also remove asbestos. Isn't that a conflict of interest?",
      answer:
        "The results come from an independent accredited laboratory, not from us, and the report shows the lab data for every sample. Having one company inspect and abate usually saves a week of scheduling. If you would rather hire an independent inspector, we are happy to bid the removal from their report.",
    },
  ],
};
