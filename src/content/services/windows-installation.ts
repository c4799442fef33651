import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "window replacement Chicago",
    "window installation",
    "energy efficient windows",
    "ENERGY STAR windows Illinois",
    "lead safe window replacement",
  ],
  headline: "Warmer rooms, quieter nights and no lead dust left behind.",
  imageAlt: "A new double-hung window being set into a brick opening while an installer holds a level",
  whatItIs: {
    heading: "Replacement windows, installed properly",
    paragraphs: [
      "A window is only as good as its installation. We replace windows two ways. Insert (pocket) replacement sets a new unit inside the existing frame and preserves interior trim and plaster. Full-frame replacement removes the frame to the rough opening so we can inspect and repair rot, flash the opening properly and insulate the gaps around it.",
      "We install vinyl, fiberglass and wood-clad windows in double-hung, casement, slider, awning and picture styles. For Chicago winters we specify insulated glass with low-emissivity coatings and gas fills, and triple-pane glass where noise or very cold exposures justify it. The numbers that matter are on the NFRC label: U-factor for heat loss, solar heat gain coefficient, visible transmittance and air leakage.",
      "Most homes we work on were built before 1978, so every window crew works under EPA lead-safe practices. Old sashes and frames are the single biggest source of lead dust in a house.",
    ],
  },
  whenNeeded: {
    heading: "Signs it's time",
    paragraphs: [],
    bullets: [
      "Drafts you can feel, or curtains that move on windy days",
      "Fog or condensation between the panes, meaning a failed insulated-glass seal",
      "Heavy frost or ice on the inside of the glass in January",
      "Rotted sills, soft frames or sashes painted shut",
      "Peeling paint and paint grit on the sills of a pre-1978 home",
      "Street, train or flight-path noise you want to keep outside",
      "A basement bedroom that needs a code-compliant egress window",
    ],
  },
  process: [
    {
      title: "Measure, test and choose",
      text: "We measure every opening, check frames for rot and, in pre-1978 homes, confirm lead status. You choose material, style, glass and color with clear ENERGY STAR and NFRC performance data, not a sales pitch. Custom units typically take four to eight weeks to arrive.",
    },
    {
      title: "Lead-safe setup",
      text: "On installation day, plastic goes down inside and out, furniture is covered and moved, and the work area is posted. Where the house predates 1978, the crew includes an EPA-certified renovator.",
    },
    {
      title: "Remove and prepare the opening",
      text: "Old sashes and, for full-frame jobs, frames come out with minimal prying and misting to keep dust down. We repair rot, install a sloped sill pan and flash the opening so water that gets behind the window drains out, not into the wall.",
    },
    {
      title: "Install, insulate and seal",
      text: "Units are set level, plumb and square following the manufacturer's instructions and ASTM E2112 practice, shimmed at the right points, insulated with low-expansion foam and sealed with compatible sealants. Exterior trim is wrapped in aluminum or finished to match.",
    },
    {
      title: "Clean, verify and register",
      text: "We clean up with HEPA vacuums and wet wipes, perform cleaning verification where RRP applies, walk every window with you, and register the manufacturer warranty in your name.",
    },
  ],
  regulations: {
    heading: "Codes, rules and warranties",
    paragraphs: [
      "Under the EPA RRP rule (40 CFR Part 745, Subpart E), replacing any window in a pre-1978 home or child-occupied facility is a covered renovation, regardless of size, and requires a certified firm and renovator, containment and cleaning verification.",
      "Window work falls under the local building code. The City of Chicago requires permits for window replacement, often through its Express Permit Program when openings are not changed, and buildings in Chicago Landmark districts need design review for exterior changes. Suburbs set their own permit rules. Bedroom egress openings and safety glazing near doors, tubs and stairs follow the International Residential Code requirements adopted locally.",
      "ENERGY STAR certifies windows by climate zone; the Chicago area is in the Northern zone, which has the strictest insulating requirement, generally a U-factor of about 0.22 or lower. Manufacturer warranties depend on installation per the manufacturer's instructions, which is how we install.",
    ],
    bullets: [
      "EPA RRP rule for pre-1978 homes: 40 CFR Part 745, Subpart E",
      "Chicago Department of Buildings permits; suburban permits vary",
      "ENERGY STAR Northern climate zone criteria and NFRC ratings",
      "IRC egress (R310) and safety glazing (R308) provisions as locally adopted",
      "Manufacturer installation instructions and warranty terms",
    ],
  },
  faqs: [
    {
      question: "How long does window installation take?",
      answer:
        "After the windows arrive, a crew typically replaces 8 to 12 insert windows in a day; full-frame replacement and masonry openings take longer. Most homes are done in one to three days, one opening at a time, so the house is never left open overnight.",
    },
    {
      question: "Are triple-pane windows worth it in Chicago?",
      answer:
        "For north-facing rooms, bedrooms near busy streets or rail lines, and homes where comfort next to the glass matters, often yes. For many homes a good double-pane low-E window that meets ENERGY STAR Northern zone criteria gives most of the benefit for less money. We'll show you the numbers for your house.",
    },
    {
      question: "Can you keep the look of my vintage windows?",
      answer:
        "Yes. Wood-clad and fiberglass units can match divided-lite patterns and sightlines, and insert installation preserves original interior trim. In landmark districts we select products the Commission on Chicago Landmarks is likely to approve and prepare the submission.",
    },
    {
      question: "Do you install windows in winter?",
      answer:
        "Yes. We replace one opening at a time and close it within an hour or so, so heat loss is minimal. Sealants and foams rated for cold weather are used when temperatures drop.",
    },
  ],
};
