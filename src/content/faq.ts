import { business, hours } from "../config/business";
import { cities, illinoisCounties, statesServed } from "../config/service-area";
import type { Faq } from "./types";

const citiesIn = (state: "IN" | "WI"): string =>
  cities
    .filter((c) => c.state === state)
    .slice(0, 4)
    .map((c) => c.name)
    .join(", ");

/** "a, b and c" */
const list = (items: readonly string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** The eight home-page questions; they are also emitted as FAQPage structured data. */
export const homeFaqs: Faq[] = [
  {
    question: "How long does mold remediation take?",
    answer:
      "Most residential mold remediation takes 1 to 5 days, depending on the size of the affected area, how much material has to be removed and how long drying takes. Large attics, crawlspaces and commercial spaces can take longer. Rebuilding starts after the area passes post-remediation verification.",
  },
  {
    question: "Are your estimates free?",
    answer:
      "Yes. Estimates are free, and the written quote lists every line item, with no hidden fees. If laboratory testing is needed to define the scope, such as asbestos or mold sampling, we tell you its price up front before any samples are taken.",
  },
  {
    question: "Are you licensed and insured?",
    answer: `Yes. ${business.name} is an EPA lead-safe certified firm, our asbestos work is performed under Illinois Department of Public Health licensing, our crews are OSHA-trained, and we carry general liability and workers' compensation insurance. We are glad to send license and insurance certificates with your quote.`,
  },
  {
    question: "Do you handle emergencies 24/7?",
    answer: `Yes. Our office hours are ${hours.weekdays.label} ${hours.weekdays.display} and ${hours.saturday.label} ${hours.saturday.display}, and we offer ${hours.emergency.toLowerCase()} for floods, sewer backups, storm damage and disturbed asbestos. Call ${business.phone.display} any time, day or night.`,
  },
  {
    question: "Do I need to leave my home during asbestos removal?",
    answer:
      "Usually not. The work area is sealed with plastic, kept under negative air pressure and entered only through a decontamination chamber, so the rest of your home stays usable. For large projects, or when the work blocks the kitchen or the only bathroom, we may recommend staying elsewhere, and we suggest young children, pregnant family members and anyone with a respiratory condition stay away on removal days.",
  },
  {
    question: "What areas do you serve?",
    answer: `We work across ${list(statesServed)}: the City of Chicago and suburbs in ${list(illinoisCounties.map((c) => c.replace(/ County$/, "")))} counties, plus northwest Indiana (${citiesIn("IN")} and nearby) and southeast Wisconsin (${citiesIn("WI")} and nearby). If you're not sure whether we cover your address, call ${business.phone.display} or send a quote request.`,
  },
  {
    question: "How fast do you respond?",
    answer:
      "We reply to every quote request within 24 hours, and usually much sooner during business hours. Emergencies are answered around the clock, and a crew can often be on site the same day.",
  },
  {
    question: "Do you help with insurance claims?",
    answer:
      "Yes. For water damage, mold, storm and hail damage, we document the loss with photos, moisture readings and measurements, provide a detailed estimate in the format adjusters expect, and can meet your adjuster on site. Your claim is between you and your insurer, and we never offer to pay or waive a deductible, but we make sure they have what they need.",
  },
];
