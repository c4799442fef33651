import type { ServiceDetail } from "../types";

export const detail: ServiceDetail = {
  keywords: [
    "asbestos floor tile removal",
    "9x9 tile removal",
    "black mastic removal",
    "vinyl asbestos tile",
    "asbestos flooring Chicago",
  ],
  headline: "Old 9x9 tiles and black mastic out, a clean slab in, ready for your new floor.",
  imageAlt:
    "A checkerboard floor of old nine-inch tiles half removed to bare concrete, with a hand scraper and a sealed waste bag",
  whatItIs: {
    heading: "Asbestos in old floors",
    paragraphs: [
      "From the 1920s into the 1980s, asbestos was a common ingredient in resilient flooring. The classic nine-inch-square vinyl asbestos tile in basement rec rooms and school corridors is the best-known example, but 12x12 tiles, the paper backing of old sheet vinyl and the black cutback adhesive used to glue them down can all contain asbestos.",
      "Intact tile is fairly stable: the fibers are locked in vinyl or asphalt. The risk comes from breaking it up. Sanding, grinding, shot-blasting or chipping tile and mastic with power tools turns a low-risk material into airborne dust, which is why the rules for floor removal are so specific.",
      "Tile removal is a focused abatement service: lifting the tile intact, removing or sealing the mastic, and leaving a clean, cleared surface your flooring installer can work on.",
    ],
  },
  whenNeeded: {
    heading: "Signs and situations",
    paragraphs: [
      "You cannot tell by looking whether a tile contains asbestos, but size, age and adhesive are strong hints. Test before you pull anything up.",
    ],
    bullets: [
      "Nine-inch-square tiles, often in checkerboard or marbled patterns, anywhere in the building",
      "Black, tar-like adhesive visible at a lifted corner or around a floor register",
      "Several layers of flooring stacked up under a newer surface",
      "Tiles that are cracking, popping loose or were damaged by basement water",
      "A basement finish, kitchen remodel or floor leveling project is coming up",
      "A school or commercial tenant space is being renovated over summer break",
    ],
  },
  process: [
    {
      title: "Confirm what is in the floor",
      text: "We sample each layer separately: tile, mastic and any older layer underneath. Negative PLM results on flooring are confirmed by TEM, because fine fibers in vinyl are easy to miss.",
    },
    {
      title: "Isolate the room",
      text: "Doorways and vents are sealed with polyethylene and the work area is posted. For larger areas, or where the mastic is aggressive, we put the room under HEPA-filtered negative air.",
    },
    {
      title: "Lift tiles whole, wet and by hand",
      text: "Tiles are wetted and lifted intact with hand scrapers; a little heat or dry ice can help stubborn tiles release. We never sand, grind or dry-sweep, and broken pieces are kept wet and packed in labeled bags.",
    },
    {
      title: "Deal with the mastic",
      text: "Depending on your new floor, we either remove black mastic with a low-odor, low-VOC remover and wet scraping, or leave a thin residue in place and seal it under a compatible primer or underlayment, an approach flooring manufacturers recognize for many products.",
    },
    {
      title: "Clean, clear and hand over",
      text: "The slab is HEPA-vacuumed and wet-cleaned, inspected and air-tested. You get a clean floor, clearance results and disposal records, and your installer gets a surface ready for the next step.",
    },
  ],
  regulations: {
    heading: "Regulations and licensing",
    paragraphs: [
      "Under the EPA asbestos NESHAP (40 CFR Part 61, Subpart M), asbestos floor tile and mastic are Category I non-friable materials. In regulated buildings they must be handled so they do not become friable, which is why tile is removed intact and mechanical methods that pulverize it are avoided.",
      "OSHA's construction standard, 29 CFR 1926.1101, spells out flooring practices directly: sanding is prohibited, dry sweeping is prohibited, residual adhesive must be scraped using wet methods, floor finishes may only be stripped with low-abrasion pads at low speed with wet methods, and mechanical chipping is only allowed inside a negative-pressure enclosure. Tiles must be removed intact unless that is shown not to be possible.",
      "In Illinois the work is performed under IDPH asbestos licensing. Schools add AHERA requirements, including clearance by transmission electron microscopy on larger projects.",
    ],
    bullets: [
      "EPA asbestos NESHAP: 40 CFR Part 61, Subpart M (Category I non-friable material)",
      "OSHA 29 CFR 1926.1101 flooring work practices",
      "IDPH licensing under the Illinois Asbestos Abatement Act and the Commercial and Public Building Asbestos Abatement Act",
      "AHERA (40 CFR Part 763) for school projects",
    ],
  },
  faqs: [
    {
      question: "Can I just put new flooring over my old 9x9 tiles?",
      answer:
        "Often you can, and it is a legitimate way to manage intact tile. Floating floors and many underlayments go over sound tile without disturbing it. It does not work if the tiles are loose or broken, if the floor needs leveling with grinding, or if the installer needs to nail or glue into it. Tell us what you plan to install and we will give you a straight answer.",
    },
    {
      question: "Is black mastic always asbestos?",
      answer:
        "No, but black cutback adhesive from before the 1980s frequently is, and it must be tested separately from the tile. Tile can be negative while the mastic under it is positive, or the other way round.",
    },
    {
      question: "How long does it take to remove a basement of tile?",
      answer:
        "A typical 600 to 1,000 square foot basement takes one to two days, including setup, removal, cleaning and clearance. Full mastic removal adds time compared with sealing it in place.",
    },
    {
      question: "Will the floor be ready for my installer right away?",
      answer:
        "Yes. Once clearance is passed the area is released, and the slab is left clean and dry. If you are using a self-leveling compound or glue-down product, we coordinate with your installer on the primer so the warranty on the new floor is protected.",
    },
  ],
};
