import { business, claims, fullAddress, hours } from "../config/business";
import { illinoisCounties, statesServed } from "../config/service-area";
import type { Section } from "./types";

const yearsServing = new Date().getFullYear() - business.foundingYear;
const list = (items: readonly string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export const about: { intro: string[]; story: Section[]; values: Array<{ title: string; text: string }> } = {
  intro: [
    `${business.name} has made older buildings safe, and kept them sound, across Chicagoland since ${business.foundingYear}. We remove asbestos, lead paint and mold, and we install the windows, roofs, siding and gutters that keep the weather out, often on the same house.`,
    `After ${yearsServing} years, ${claims.projects.toLowerCase()} and ${claims.families.toLowerCase()}, the job is still the same: find out exactly what is in the building, explain it plainly, do the work by the rules, and prove the space is clean before we leave.`,
  ],
  story: [
    {
      heading: "Where we started",
      paragraphs: [
        `We began in ${business.foundingYear} as an asbestos abatement contractor in ${business.address.city}, working in the places that define the region's building stock: bungalow basements wrapped in pipe insulation, greystone boiler rooms, school corridors laid with nine-inch tile, and the offices and warehouses of the post-war suburbs.`,
        "That work taught us two habits we have never dropped. First, test before you touch: no one can identify asbestos or lead by eye, and guessing is how contamination spreads through a building. Second, leave a paper trail: owners, buyers, schools and regulators will ask for the inspection, the air results and the disposal records years later, so every project ends with a closeout package.",
      ],
    },
    {
      heading: "How we grew",
      paragraphs: [
        "Customers kept asking for more. When the EPA's lead Renovation, Repair and Painting rule took full effect in 2010, landlords and families with pre-1978 homes needed crews that could work lead-safe, so we became an EPA lead-safe certified firm. Basement floods and sewer backups brought mold work, which we carry out to the IICRC S520 standard.",
        "Construction followed naturally. Replacing windows in a 1920s house is a lead job. Re-siding a 1950s Cape Cod often starts with asbestos-cement shingles. A leaking roof is frequently the reason an attic grew mold. Rather than hand those projects to someone else halfway through, we built construction crews for windows, roofing, siding and gutters who work to the same safety standards as our abatement teams.",
        `Today we serve homeowners, landlords, property managers, schools, healthcare facilities and businesses: ${claims.clients} and counting.`,
      ],
    },
    {
      heading: "Our crews",
      paragraphs: [
        "Every environmental crew is led by a supervisor licensed for the work being done, and every crew member holds the state licenses or certifications their role requires. Crews are trained under OSHA's asbestos and lead construction standards, are fit-tested for their respirators every year, and take part in medical surveillance.",
        "Our construction crews are trained in lead-safe work practices and asbestos awareness, so a window installer or roofer recognizes a suspect material and stops before disturbing it. Because we employ both kinds of crews, the abatement and the rebuild are scheduled together and nobody waits on another contractor.",
      ],
    },
    {
      heading: "A safety culture you can see",
      paragraphs: [
        "Safety on our jobs is visible. Each day starts with a briefing on the hazards at that property. Containments are checked for leaks and pressure before work starts and logged throughout the day. Air is monitored, waste leaves sealed and labeled, and every crew member has the authority to stop work if something looks wrong.",
        "It also means respecting the home or building we are working in: protected floors and paths, clean trucks, tidy sites at the end of each day, and a supervisor who tells you what is happening before you have to ask.",
      ],
    },
    {
      heading: "Where we work",
      paragraphs: [
        `Our office is at ${fullAddress}. From there our crews cover ${list(statesServed)}: the City of Chicago, suburbs across ${list(illinoisCounties.map((c) => c.replace(/ County$/, "")))} counties, and communities in northwest Indiana and southeast Wisconsin.`,
        `The office is open ${hours.weekdays.label} ${hours.weekdays.display} and ${hours.saturday.label} ${hours.saturday.display}. On Sundays we take emergency calls only, and our emergency line is answered around the clock at ${business.phone.display}.`,
      ],
    },
  ],
  values: [
    {
      title: "Test before we touch",
      text: "We don't guess what's in a wall, a floor or the air. Accredited laboratories give the answer, and the plan follows the results.",
    },
    {
      title: "Straight answers",
      text: "If intact asbestos is safer left in place, or a mold test won't change the plan, we tell you, even when it means a smaller job for us.",
    },
    {
      title: "Safety without shortcuts",
      text: "Containment, negative air, wet methods and clearance testing on every job, whether it's a school gym or a single basement pipe.",
    },
    {
      title: "Clean, respectful work",
      text: "Your home or building is protected from the first sheet of plastic to the final sweep, and we leave it cleaner than we found it.",
    },
    {
      title: "Every record in your hands",
      text: "Inspection reports, air results, clearance and disposal records are handed over at the end of each project, ready for buyers, insurers and regulators.",
    },
    {
      title: "Local and accountable",
      text: `A ${business.address.city} company since ${business.foundingYear}, with ${claims.freeEstimates.toLowerCase()}, ${claims.noHiddenFees.toLowerCase()} and a reply within 24 hours.`,
    },
  ],
};
