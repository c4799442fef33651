import type { ServiceSlug } from "./service-index";

/** One or two sentences per service, under 160 characters: card text and meta description. */
export const serviceSummaries: Record<ServiceSlug, string> = {
  "asbestos-inspection":
    "Asbestos inspections and lab testing for Chicagoland homes, schools and commercial buildings before you renovate, buy or demolish.",
  "asbestos-removal":
    "Licensed asbestos removal for pipe insulation, boilers, ceilings and more, with sealed negative-pressure containment and air clearance testing.",
  "asbestos-tile-removal":
    "Safe removal of 9x9 vinyl asbestos floor tile, black mastic and asbestos sheet flooring in basements, kitchens and schools, ready for new floors.",
  "lead-paint-removal":
    "Lead-safe paint removal and abatement for pre-1978 homes, two-flats and schools in Illinois, Indiana and Wisconsin, with dust-wipe clearance.",
  "mold-testing":
    "Mold inspection, moisture mapping and air and surface sampling with accredited lab analysis, for homes and buildings across Chicagoland.",
  "mold-remediation":
    "Mold remediation for basements, attics, walls and crawlspaces, following IICRC S520: containment, HEPA air filtration, removal, drying and clearance.",
  "windows-installation":
    "Energy-efficient replacement windows installed lead-safe in older Chicago-area homes: vinyl, fiberglass and wood-clad, sized for Midwest winters.",
  roofing:
    "Roof replacement and repair for Chicago-area homes and buildings: shingle and flat roofs, ice and water barrier, flashing and hail damage claims.",
  siding:
    "Fiber cement, vinyl and engineered wood siding with proper flashing and weather barrier, including safe removal of old asbestos-cement siding.",
  gutters:
    "Seamless aluminum gutters, downspouts, guards and heat cable sized for Chicago-area storms and snowmelt, to keep water away from your foundation.",
};
