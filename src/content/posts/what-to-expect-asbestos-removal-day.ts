import { business, hours } from "../../config/business";
import type { Section } from "../types";

export const sections: Section[] = [
  {
    heading: "Before the crew arrives",
    paragraphs: [
      "A few days ahead we confirm the scope, the entrance the crew will use and where the decontamination unit and waste will go. For regulated buildings the required notifications have already been filed. Your part is simple:",
    ],
    bullets: [
      "Move stored belongings and valuables out of the work area, or let us know and we will wrap what can't be moved",
      "Plan for pets to be kept away from the work area and the crew entrance",
      "Expect the furnace or boiler serving the work area to be shut down while containment is up; we'll talk through heat or cooling if it's an extreme-weather day",
      "Clear a path and a parking spot for the crew truck",
    ],
  },
  {
    heading: "Morning: building the containment",
    paragraphs: [
      "The first hours look like a very careful painting crew. Vents and openings are sealed, floors and walls are covered with sheets of polyethylene, and a decontamination unit of plastic-walled chambers is built at the entrance. Warning signs go up. HEPA-filtered negative air machines are switched on, usually exhausting through a window, and you will hear their steady hum for as long as the work lasts.",
      "Before removal starts, the supervisor checks the enclosure for leaks and confirms with a manometer that it is under negative pressure, so air flows into the work area, not out of it.",
    ],
  },
  {
    heading: "Removal: wet, slow and sealed",
    paragraphs: [
      "Inside, workers wear disposable suits and respirators. Material is soaked with amended water and removed by hand in small sections, then packed directly into labeled, heavy plastic bags. You won't see much, because the containment is opaque and you can't enter it, but you may hear scraping and the rustle of bags.",
      "Bags are sealed, wiped and double-bagged before leaving through the decontamination unit, and they go straight into the enclosed truck or dumpster, never through your living space uncontained. Workers leaving the area remove suits and wash in the decontamination unit. Air samples on the workers and sometimes at the containment edge are running all day.",
    ],
  },
  {
    heading: "Cleanup and clearance",
    paragraphs: [
      "When the material is out, the crew HEPA-vacuums and wet-wipes every surface inside the enclosure, then the supervisor does a visual inspection. A lockdown encapsulant is sprayed to bind any microscopic residue. Then clearance air samples are taken, usually by an independent air-sampling professional. Phase contrast results can often be read the same day; TEM results take longer.",
      "The plastic does not come down until the area passes. Once it does, the containment is bagged as waste, the negative air machines are switched off, and the space is yours again.",
    ],
  },
  {
    heading: "What you keep afterwards",
    paragraphs: [
      "You should receive the inspection report, any notifications, daily air results, the clearance report and the waste disposal records. Keep them with your property documents; buyers, insurers and future contractors will ask for them. If anything in the process isn't clear, ask us before, during or after. Our office is open " +
        `${hours.weekdays.label} ${hours.weekdays.display} and ${hours.saturday.label} ${hours.saturday.display}, and you can reach us at ${business.phone.display}.`,
    ],
  },
];
