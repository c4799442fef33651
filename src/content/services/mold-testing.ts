import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "mold testing Chicago",
    "mold inspection",
    "air quality testing mold",
    "post-remediation verification",
    "musty smell basement",
  ],
  headline: "Find the moisture, measure the mold, and get an honest answer about what needs to happen next.",
  imageAlt: "An air sampling pump on a tripod, a moisture meter and a thermal camera beside a wall with a small patch of mold",
  whatItIs: {
    heading: "What mold testing is, and what it is not",
    paragraphs: [
      "Mold testing is an investigation, not just a sample. Mold needs moisture to grow, so a useful assessment starts by finding the water: a visual inspection, moisture meter readings and thermal imaging to locate damp drywall, wet framing and hidden leaks.",
      "Sampling then answers specific questions. Spore-trap air samples taken indoors are compared with an outdoor sample taken the same day, to show whether the indoor air carries an unusual load or unusual types. Tape-lift and swab samples identify growth on a surface. All samples are analyzed by a laboratory accredited under the AIHA Environmental Microbiology Laboratory Accreditation Program.",
      "Testing is not always necessary. If you can see mold and you know why it grew, sampling rarely changes the plan, and the EPA says as much. We will tell you when testing is worth paying for and when it isn't.",
    ],
  },
  whenNeeded: {
    heading: "When testing is worth it",
    paragraphs: ["Testing earns its cost when there is a question that sampling can actually answer:"],
    bullets: [
      "A persistent musty smell with no visible source",
      "After a leak or flood, to define how far the damage reaches before tearing anything out",
      "Before buying or leasing a property with a history of water problems",
      "When a physician has asked about mold exposure in the home or workplace",
      "To document conditions for a landlord, tenant, insurer or attorney",
      "After remediation, to verify that the area was properly cleaned before walls are closed",
    ],
  },
  process: [
    {
      title: "History and questions",
      text: "We start with the building's story: leaks, floods, renovations, when the smell started, who is affected. That tells us what to look at and what to sample.",
    },
    {
      title: "Visual and moisture survey",
      text: "The assessor inspects the affected areas, attic, basement and mechanical systems, measuring moisture in drywall, wood and concrete and scanning with a thermal camera for hidden damp spots behind finished surfaces.",
    },
    {
      title: "Targeted sampling",
      text: "Air samples are taken in the affected rooms, in an unaffected room for comparison, and outdoors as a baseline. Surface samples are taken where there is suspected growth. Where a wall cavity is suspect, a small hole lets us sample inside without opening the wall.",
    },
    {
      title: "Accredited lab analysis",
      text: "Samples go to an AIHA-LAP accredited microbiology laboratory. Results usually come back in two to three business days, with faster service available.",
    },
    {
      title: "A report you can act on",
      text: "Your report explains the results in plain language, shows where moisture was found and why, and, if remediation is needed, gives a scope based on IICRC S520 that any qualified contractor could price.",
    },
  ],
  regulations: {
    heading: "Standards and guidance",
    paragraphs: [
      "There is no federal or Illinois standard for an acceptable level of mold in indoor air, and Illinois, Indiana and Wisconsin do not license mold assessors the way they license asbestos and lead professionals. That makes method and credentials important. Results are interpreted by comparison with outdoor air and unaffected areas, and against industry guidance rather than a single pass/fail number.",
      "We follow the EPA's guidance documents on mold (including Mold Remediation in Schools and Commercial Buildings), the ANSI/IICRC S520 Standard for Professional Mold Remediation, which defines Condition 1 (normal), Condition 2 (settled spores) and Condition 3 (actual growth), and ASTM D7338 for assessing fungal growth in buildings. Laboratories are accredited under AIHA-LAP's EMLAP program.",
    ],
    bullets: [
      "EPA mold guidance for homes, schools and commercial buildings",
      "ANSI/IICRC S520 Standard for Professional Mold Remediation",
      "ASTM D7338 Standard Guide for Assessment of Fungal Growth in Buildings",
      "AIHA-LAP Environmental Microbiology Laboratory Accreditation Program",
    ],
  },
  faqs: [
    {
      question: "Do I need a mold test if I can already see mold?",
      answer:
        "Usually not. Visible growth needs to be removed and its moisture source fixed whatever species it is. Testing is useful when the extent is unclear, when something is hidden, when there is a dispute, or to verify the cleanup afterwards.",
    },
    {
      question: "Are home mold test kits reliable?",
      answer:
        "Settle-plate kits left open on a counter will grow mold in almost any home, because mold spores are a normal part of outdoor and indoor air. Without an outdoor comparison and a controlled air volume, the result says very little. Professional sampling measures a known volume of air against a same-day outdoor baseline.",
    },
    {
      question: "Is black mold more dangerous than other mold?",
      answer:
        "Color tells you nothing about the species. Stachybotrys, the mold usually meant by 'black mold', grows on wet cellulose like drywall paper after long-term water damage, but many harmless molds are black too. Any significant indoor growth should be removed, whatever its color.",
    },
    {
      question: "What is post-remediation verification?",
      answer:
        "It is the clearance step after a mold cleanup: a visual inspection for remaining growth and dust, moisture readings to confirm materials are dry, and usually air samples compared with outdoors. Walls should not be closed until the area passes.",
    },
  ],
};
