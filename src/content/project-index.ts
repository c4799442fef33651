import type { ProjectSummary } from "./types";

/**
 * Project case studies, newest first; the story of each is in projects/<id>.ts. Each has a
 * before/after illustration pair under public/images/projects/ drawn to the same composition.
 * Owner: replace or confirm each story against the job file before launch; clients are not named.
 */
export const projectIndex: ProjectSummary[] = [
  {
    id: "glenview-ice-dam-gutters",
    title: "Ending a yearly ice dam on a Glenview two-story",
    service: "gutters",
    location: "Glenview, IL",
    year: 2026,
    propertyType: "Single-family home, two-story",
    summary:
      "Sagging gutters torn down by ice every winter, replaced with 6-inch seamless gutters, new fascia, heat cable and an attic air-sealing fix.",
  },
  {
    id: "naperville-basement-mold",
    title: "Finished basement mold after a sump pump failure in Naperville",
    service: "mold-remediation",
    location: "Naperville, IL",
    year: 2025,
    propertyType: "Single-family home, finished basement",
    summary:
      "A failed sump pump soaked a finished basement during a July storm. Containment, removal, drying and a passed verification in four days.",
  },
  {
    id: "wilmette-colonial-windows",
    title: "Lead-safe window replacement in a 1928 Wilmette colonial",
    service: "windows-installation",
    location: "Wilmette, IL",
    year: 2025,
    propertyType: "Single-family home, 1928 Colonial Revival",
    summary:
      "Twenty-two painted-shut original sashes replaced with wood-clad double-hungs, installed under full lead-safe practices and ENERGY STAR rated.",
  },
  {
    id: "evanston-basement-pipe-insulation",
    title: "Removing crumbling pipe insulation before a boiler replacement in Evanston",
    service: "asbestos-removal",
    location: "Evanston, IL",
    year: 2024,
    propertyType: "Single-family home, 1923 Victorian",
    summary:
      "Friable aircell pipe insulation and boiler lagging removed from a 1923 basement in two days so the new high-efficiency boiler could go in.",
  },
  {
    id: "kenosha-hail-roof",
    title: "Hail damage roof replacement on a Kenosha ranch",
    service: "roofing",
    location: "Kenosha, WI",
    year: 2024,
    propertyType: "Single-family ranch home",
    summary:
      "A spring hailstorm bruised a 17-year-old roof. We documented the damage for the insurer and replaced it down to the deck in one day.",
  },
  {
    id: "oak-park-bungalow-floor-tile",
    title: "9x9 tiles and black mastic out of an Oak Park bungalow basement",
    service: "asbestos-tile-removal",
    location: "Oak Park, IL",
    year: 2023,
    propertyType: "Brick bungalow, basement",
    summary:
      "Asbestos floor tile and cutback mastic removed from a bungalow basement in a day and a half, leaving a clean slab ready for new flooring.",
  },
  {
    id: "munster-asbestos-siding",
    title: "Asbestos-cement siding to fiber cement on a Munster Cape Cod",
    service: "siding",
    location: "Munster, IN",
    year: 2023,
    propertyType: "Single-family Cape Cod, 1950s",
    summary:
      "Cracked asbestos-cement shingles removed intact and replaced with fiber cement lap siding over a new weather barrier and flashing.",
  },
  {
    id: "berwyn-two-flat-lead-abatement",
    title: "Lead abatement of a Berwyn two-flat after a child's elevated blood test",
    service: "lead-paint-removal",
    location: "Berwyn, IL",
    year: 2022,
    propertyType: "Two-flat rental building, 1916",
    summary:
      "Windows, porch and stair hazards abated in a 1916 two-flat after a health department notice, with dust-wipe clearance in both units.",
  },
  {
    id: "elgin-warehouse-asbestos-survey",
    title: "Pre-renovation asbestos survey of an Elgin warehouse",
    service: "asbestos-inspection",
    location: "Elgin, IL",
    year: 2021,
    propertyType: "Commercial warehouse and office, 1960s",
    summary:
      "A NESHAP survey of a 48,000 sq ft warehouse before conversion found asbestos in three materials, so abatement was scoped before demolition.",
  },
  {
    id: "schaumburg-office-mold-assessment",
    title: "Finding a hidden leak behind an office musty smell in Schaumburg",
    service: "mold-testing",
    location: "Schaumburg, IL",
    year: 2019,
    propertyType: "Commercial office suite",
    summary:
      "Staff complained of a musty smell with no visible mold. Moisture mapping and air sampling traced it to a leaking rooftop unit drain line.",
  },
];

export const projectImage = (id: string, which: "before" | "after") => `/images/projects/${id}-${which}.webp`;
