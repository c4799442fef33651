import { business } from "../config/business";
import type { PostSummary } from "./types";

const author = `The ${business.shortName} team`;

/** Articles, newest first; the text of each is in posts/<slug>.ts. */
export const postIndex: PostSummary[] = [
  {
    slug: "ice-dams-and-gutters",
    title: "Ice dams and gutters: what actually stops them",
    summary:
      "Icicles look harmless, but ice dams tear off gutters and push water into walls. Why they form on Chicago-area homes and the fixes that last.",
    published: "2026-11-10",
    author,
    tags: ["Gutters", "Roofing", "Winter"],
    readingMinutes: 3,
  },
  {
    slug: "choosing-replacement-windows-chicago-winters",
    title: "Choosing replacement windows for Chicago winters",
    summary:
      "U-factor, low-E, triple pane, vinyl or fiberglass: how to read a window label and choose windows that are comfortable when it's 5°F outside.",
    published: "2026-10-06",
    author,
    tags: ["Windows", "Energy efficiency"],
    readingMinutes: 3,
  },
  {
    slug: "mold-clearance-test-explained",
    title: "What a mold clearance test tells you, and what it doesn't",
    summary:
      "Post-remediation verification is the only proof a mold cleanup worked. What it includes, how to read the air results and when to be skeptical.",
    published: "2026-08-18",
    author,
    tags: ["Mold", "Testing"],
    readingMinutes: 2,
  },
  {
    slug: "what-to-expect-asbestos-removal-day",
    title: "What to expect on asbestos removal day",
    summary:
      "Plastic walls, humming air machines and people in white suits: what happens hour by hour when a licensed crew removes asbestos from your home.",
    published: "2026-06-02",
    author,
    tags: ["Asbestos", "Homeowners"],
    readingMinutes: 2,
  },
  {
    slug: "does-my-pre-1978-home-have-lead-paint",
    title: "Does my pre-1978 home have lead paint?",
    summary:
      "If your house predates 1978, the odds are high. How likely lead is by decade, where it matters most, how to test, and what to do with the answer.",
    published: "2026-04-14",
    author,
    tags: ["Lead paint", "Homeowners", "Families"],
    readingMinutes: 2,
  },
  {
    slug: "9x9-floor-tiles-and-asbestos",
    title: "9x9 floor tiles and asbestos: what basement remodelers should know",
    summary:
      "Those nine-inch checkerboard tiles in the basement may contain asbestos, and so may the black glue under them. How to test and your three options.",
    published: "2026-02-24",
    author,
    tags: ["Asbestos", "Flooring", "Remodeling"],
    readingMinutes: 2,
  },
  {
    slug: "basement-flooding-first-48-hours",
    title: "Basement flooding: what to do in the first 48 hours",
    summary:
      "After a storm backs up the sewer or the sump fails, what you do in the first two days decides whether you have a water problem or a mold problem.",
    published: "2026-01-13",
    author,
    tags: ["Mold", "Water damage", "Insurance"],
    readingMinutes: 2,
  },
  {
    slug: "hiring-a-roofer-after-a-hailstorm",
    title: "Hiring a roofer after a hailstorm: how to avoid storm chasers",
    summary:
      "After a big storm, out-of-town crews knock on every door. How to check a roofer's Illinois license, handle the insurance claim and avoid traps.",
    published: "2025-06-10",
    author,
    tags: ["Roofing", "Insurance", "Storms"],
    readingMinutes: 2,
  },
];
