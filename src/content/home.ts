import { statesServed } from "../config/service-area";
import { type ServiceSlug, serviceHref, serviceImage, serviceIndex } from "./service-index";

/** "Illinois, Indiana and Wisconsin", from the configured states. */
export const statesServedText = `${statesServed.slice(0, -1).join(", ")} and ${statesServed.at(-1)}`;

/**
 * Home-page copy that the light service index does not carry: the service carousel's slides and the
 * four service tabs. Kept apart from services.ts (the full page text) so the home page loads only this.
 */
export type HomeSlide = { id: ServiceSlug; name: string; image: string; description: string; link: string };

function slide(id: ServiceSlug, description: string): HomeSlide {
  const service = serviceIndex.find((entry) => entry.slug === id);
  if (!service) throw new Error(`home carousel: no service ${id}`);
  return { id, name: service.name, image: serviceImage(id), description, link: serviceHref(id) };
}

/** The service carousel: seven services, each linking to its page. */
export const homeSlides: HomeSlide[] = [
  slide("asbestos-removal", "Sealed negative-pressure containment, licensed crews and independent air clearance."),
  slide("asbestos-inspection", "Sampling and accredited lab results before you renovate, buy or demolish."),
  slide("lead-paint-removal", "Lead-safe work in pre-1978 homes and schools, verified by dust-wipe clearance."),
  slide("mold-remediation", "Containment, HEPA filtration, removal and drying to the IICRC S520 standard."),
  slide("mold-testing", "Moisture mapping plus air and surface samples, with an honest answer on next steps."),
  slide("windows-installation", "Energy-efficient replacement windows, installed lead-safe in older homes."),
  slide("roofing", "Shingle and flat roofs built for lake-effect snow, hail and summer storms."),
];

export type HomeTab = {
  id: string;
  label: string;
  /** The service page "Learn More" leads to. */
  slug: ServiceSlug;
  title: string;
  description: string;
  keyServices: [string, string, string, string];
};

/** The service tabs: Asbestos, Lead Paint, Mold, Windows. */
export const homeTabs: HomeTab[] = [
  {
    id: "asbestos",
    label: "Asbestos",
    slug: "asbestos-removal",
    title: "Asbestos inspection & removal",
    description:
      "Homes and buildings put up before the 1980s often hide asbestos in pipe insulation, floor tile, ceiling texture and siding. Our licensed crews test first, then remove it inside sealed, negative-pressure containment and prove the air is clean before we leave.",
    keyServices: [
      "Inspection and accredited lab testing",
      "Pipe, boiler and duct insulation removal",
      "Floor tile, mastic and popcorn ceiling removal",
      "Air clearance testing and full documentation",
    ],
  },
  {
    id: "lead-paint",
    label: "Lead Paint",
    slug: "lead-paint-removal",
    title: "Lead paint removal & abatement",
    description:
      "Lead dust from old paint is the most common source of lead poisoning in children. We are an EPA lead-safe certified firm: we contain the work area, remove or seal the hazard, clean with HEPA equipment and verify with dust-wipe testing.",
    keyServices: [
      "Lead-safe window, door and trim work",
      "Exterior paint removal on porches and siding",
      "Abatement orders for landlords and schools",
      "Dust-wipe clearance and cleaning verification",
    ],
  },
  {
    id: "mold",
    label: "Mold",
    slug: "mold-remediation",
    title: "Mold testing & remediation",
    description:
      "Mold comes back unless the moisture is fixed. We find the source, contain the affected area, remove damaged materials under HEPA filtration, dry the structure and test again, so the space is proven clean before it is closed up.",
    keyServices: [
      "Moisture mapping and air sampling",
      "Basement, attic and crawlspace remediation",
      "Flood and sewer-backup response, 24/7",
      "Post-remediation verification testing",
    ],
  },
  {
    id: "windows",
    label: "Windows",
    slug: "windows-installation",
    title: "Window installation",
    description:
      "Replacement windows sized for Midwest winters, installed by a lead-safe certified crew so old painted frames come out without leaving dust behind. Vinyl, fiberglass and wood-clad units in styles that suit Chicago bungalows and two-flats.",
    keyServices: [
      "ENERGY STAR windows for the Northern zone",
      "Lead-safe removal of old painted sashes",
      "Custom sizes for historic openings",
      "Flashing, insulation and interior trim",
    ],
  },
];
