import type { ServiceCategory, ServiceSummary } from "./types";

/**
 * The services as menus, links and cards show them. The long text of each service page lives in
 * services/<slug>.ts so that it loads only with that page.
 */
export const serviceIndex = [
  {
    slug: "asbestos-inspection",
    name: "Asbestos Inspection",
    category: "environmental",
    summary:
      "Asbestos inspections and lab testing for Chicagoland homes, schools and commercial buildings before you renovate, buy or demolish.",
    image: "/images/services/asbestos-inspection.svg",
  },
  {
    slug: "asbestos-removal",
    name: "Asbestos Removal",
    category: "environmental",
    summary:
      "Licensed asbestos removal for pipe insulation, boilers, ceilings and more, with sealed negative-pressure containment and air clearance testing.",
    image: "/images/services/asbestos-removal.svg",
  },
  {
    slug: "asbestos-tile-removal",
    name: "Asbestos Tile Removal",
    category: "environmental",
    summary:
      "Safe removal of 9x9 vinyl asbestos floor tile, black mastic and asbestos sheet flooring in basements, kitchens and schools, ready for new floors.",
    image: "/images/services/asbestos-tile-removal.svg",
  },
  {
    slug: "lead-paint-removal",
    name: "Lead Paint Removal",
    category: "environmental",
    summary:
      "Lead-safe paint removal and abatement for pre-1978 homes, two-flats and schools in Illinois, Indiana and Wisconsin, with dust-wipe clearance.",
    image: "/images/services/lead-paint-removal.svg",
  },
  {
    slug: "mold-testing",
    name: "Mold Testing",
    category: "environmental",
    summary:
      "Mold inspection, moisture mapping and air and surface sampling with accredited lab analysis, for homes and buildings across Chicagoland.",
    image: "/images/services/mold-testing.svg",
  },
  {
    slug: "mold-remediation",
    name: "Mold Remediation",
    category: "environmental",
    summary:
      "Mold remediation for basements, attics, walls and crawlspaces, following IICRC S520: containment, HEPA air filtration, removal, drying and clearance.",
    image: "/images/services/mold-remediation.svg",
  },
  {
    slug: "windows-installation",
    name: "Window Installation",
    category: "construction",
    summary:
      "Energy-efficient replacement windows installed lead-safe in older Chicago-area homes: vinyl, fiberglass and wood-clad, sized for Midwest winters.",
    image: "/images/services/windows-installation.svg",
  },
  {
    slug: "roofing",
    name: "Roofing",
    category: "construction",
    summary:
      "Roof replacement and repair for Chicago-area homes and buildings: shingle and flat roofs, ice and water barrier, flashing and hail damage claims.",
    image: "/images/services/roofing.svg",
  },
  {
    slug: "siding",
    name: "Siding",
    category: "construction",
    summary:
      "Fiber cement, vinyl and engineered wood siding with proper flashing and weather barrier, including safe removal of old asbestos-cement siding.",
    image: "/images/services/siding.svg",
  },
  {
    slug: "gutters",
    name: "Gutters",
    category: "construction",
    summary:
      "Seamless aluminum gutters, downspouts, guards and heat cable sized for Chicago-area storms and snowmelt, to keep water away from your foundation.",
    image: "/images/services/gutters.svg",
  },
] as const satisfies ReadonlyArray<ServiceSummary>;

export type ServiceSlug = (typeof serviceIndex)[number]["slug"];

export const categoryNames: Record<ServiceCategory, string> = {
  environmental: "Environmental Services",
  construction: "Construction Services",
};

/** The mega-menu's groups; asbestos tile removal is reached from the asbestos pages, as in the spec. */
export const menuGroups: Array<{ category: ServiceCategory; slugs: ServiceSlug[] }> = [
  {
    category: "environmental",
    slugs: ["asbestos-inspection", "asbestos-removal", "lead-paint-removal", "mold-testing", "mold-remediation"],
  },
  { category: "construction", slugs: ["windows-installation", "roofing", "siding", "gutters"] },
];

export const serviceHref = (slug: string) => `/services/${slug}`;
export const serviceName = (slug: string) => serviceIndex.find((service) => service.slug === slug)?.name ?? slug;
