import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: ["seamless gutters Chicago", "gutter installation", "gutter guards", "downspouts", "ice dams gutters"],
  headline: "Gutters sized for real Midwest downpours, hung to carry snow and pitched to drain.",
  imageAlt: "A seamless aluminum gutter and downspout at a roof edge carrying rainwater away from the house",
  whatItIs: {
    heading: "What our gutter work covers",
    paragraphs: [
      "Gutters have one job: collect roof water and discharge it far enough from the house that it doesn't end up in the basement. We install seamless aluminum K-style gutters formed on site to the exact length of each run, in 5-inch and 6-inch profiles, plus half-round and copper systems for historic homes.",
      "Sizing matters here. Heavy summer thunderstorms can overwhelm undersized gutters on large or steep roofs, so we size gutters and downspouts to the roof area and pitch, often moving up to 6-inch gutters with 3x4-inch downspouts on bigger roofs.",
      "We also install guards, heat cable for problem eaves, downspout extensions and underground drains, and repair the fascia behind old gutters, which is often rotted.",
    ],
  },
  whenNeeded: {
    heading: "Signs your gutters aren't doing their job",
    paragraphs: [],
    bullets: [
      "Water spilling over the front edge during storms",
      "Sagging sections, pulled hangers or leaking seams and corners",
      "Icicles and ice dams along the eaves in winter",
      "Peeling paint or rot on the fascia behind the gutter",
      "Water in the basement, eroded mulch beds or splash marks on the foundation",
      "A new roof, where new gutters are the natural next step",
    ],
  },
  process: [
    {
      title: "Measure the roof and the drainage",
      text: "We measure roof areas and pitches, note valleys that concentrate water, and check where each downspout can discharge safely, away from foundations, walkways and neighbors.",
    },
    {
      title: "Remove old gutters and repair fascia",
      text: "Old gutters come off, and any rotted fascia or rafter tails are replaced. Painted fascia on pre-1978 homes is handled lead-safe.",
    },
    {
      title: "Form seamless runs on site",
      text: "Our gutter machine forms each run from coil in one piece, so the only joints are at corners and ends, which are sealed and riveted.",
    },
    {
      title: "Hang for snow, pitch for drainage",
      text: "Hidden hangers are screwed into the fascia and rafter tails at close spacing for snow and ice loads, and each run is pitched toward its outlet, about a quarter inch for every ten feet.",
    },
    {
      title: "Downspouts, guards and a water test",
      text: "Downspouts and extensions discharge several feet from the foundation. Guards and heat cable are added where chosen, and we run water through every run before we leave.",
    },
  ],
  regulations: {
    heading: "Rules and warranties",
    paragraphs: [
      "Gutters are usually not permitted work on their own, but where the water goes is regulated. Municipal codes prohibit discharging roof water onto a neighbor's property or across a public sidewalk where it can freeze, and many older Chicago homes have downspouts tied into the combined sewer. Disconnecting them is encouraged in many areas but must be done so water flows away from foundations and neighboring lots. We check local rules before redirecting any downspout.",
      "Aluminum coil manufacturers warrant their paint finish, and guard and heat cable manufacturers tie their warranties to installation requirements. Heat cable circuits require proper electrical work and GFCI protection. Illinois home repair contracts over $1,000 follow the Home Repair and Remodeling Act.",
    ],
    bullets: [
      "Municipal stormwater and downspout discharge rules",
      "Manufacturer finish, guard and heat cable warranties",
      "Electrical code for heat cable circuits (GFCI protection)",
      "Illinois Home Repair and Remodeling Act",
    ],
  },
  faqs: [
    {
      question: "Do gutter guards really work?",
      answer:
        "Good micro-mesh guards keep out leaves and shingle granules and greatly reduce cleaning, especially under oaks and maples. No guard is zero maintenance: the surface still needs an occasional rinse. Guards don't prevent ice dams, which start on the roof.",
    },
    {
      question: "5-inch or 6-inch gutters?",
      answer:
        "Five-inch gutters suit many smaller homes. Larger roof areas, steep pitches and valleys that dump water into one spot call for 6-inch gutters and larger downspouts. We calculate it for each side of the house.",
    },
    {
      question: "Will new gutters stop ice dams?",
      answer:
        "Ice dams are caused by heat escaping into the attic and melting snow, which refreezes at the cold eave. Sturdy, well-hung gutters survive them better and heat cable can keep a path open, but the lasting fix is air sealing, insulation and ventilation in the attic. We handle all of those.",
    },
    {
      question: "How long does gutter replacement take?",
      answer:
        "Most homes are done in a single day, including fascia repairs. Heat cable circuits and underground drain lines can add a second day.",
    },
  ],
};
