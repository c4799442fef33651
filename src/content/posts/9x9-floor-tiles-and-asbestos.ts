import type { Section } from "../types";

export const sections: Section[] = [
  {
    heading: "Why nine inches is a warning sign",
    paragraphs: [
      "Nine-inch-square resilient floor tiles were the standard size from the 1920s until roughly the 1960s, and a large share of them were made with asbestos for strength and durability. They turn up in basement rec rooms, kitchens under later layers, and school and office corridors all over the Chicago area.",
      "Size alone doesn't prove anything. Some 9x9 tiles are asbestos-free and plenty of 12x12 tiles from later decades contain it. But if your tiles are nine inches square, testing before you disturb them is not optional.",
    ],
  },
  {
    heading: "Don't forget the mastic",
    paragraphs: [
      "The black, tar-like adhesive under old tiles, called cutback mastic, is frequently asbestos-containing on its own. Tile and mastic must be sampled separately; it is common for one to be positive and the other negative. If there are several layers of flooring, each layer is its own material.",
      "Because fine asbestos fibers in vinyl and asphalt can be missed by the standard PLM lab method, a negative result on flooring should be confirmed by TEM analysis before you treat it as asbestos-free.",
    ],
  },
  {
    heading: "Your three options",
    paragraphs: [],
    bullets: [
      "Leave it alone: intact tile that isn't being disturbed is low risk. Don't sand, scrape or strip it aggressively.",
      "Cover it: a floating floor, or an underlayment that doesn't require grinding, can encapsulate sound tile in place. This is often the lowest-cost route, but it doesn't work if the floor needs leveling by grinding or the tiles are loose.",
      "Remove it: necessary when tiles are broken or lifting, the slab needs grinding or leveling, or the new flooring must bond directly to concrete. Removal is done wet and by hand, without power grinding.",
    ],
  },
  {
    heading: "Why not do it yourself?",
    paragraphs: [
      "Tiles that pop off whole release few fibers, but most basement floors are a mix of loose and stubbornly bonded tiles, broken corners and mastic that needs scraping. The methods people reach for, like floor scrapers on a hammer drill, grinders and sanders, are exactly what OSHA prohibits for professionals because they make asbestos airborne. And basement dust travels: the furnace return is usually a few feet away.",
      "Professional removal includes isolation of the area, negative air, wet methods, proper disposal and clearance testing, plus documentation you will want when you sell.",
    ],
  },
  {
    heading: "Tell your flooring installer",
    paragraphs: [
      "Share the test results with whoever installs your new floor. If the tiles stay, they need to know not to grind. If the mastic is removed, they need to know which primer is compatible with any residue. Coordinating the two trades up front is the simplest way to keep the new floor's warranty intact and the project on schedule.",
    ],
  },
];
