import type { Section } from "../types";

export const sections: Section[] = [
  {
    heading: "Start with the NFRC label",
    paragraphs: [
      "Every certified window carries a label from the National Fenestration Rating Council. It lets you compare brands on equal terms, and four numbers matter most in our climate.",
    ],
    bullets: [
      "U-factor: how much heat escapes. Lower is better. ENERGY STAR's Northern zone, which includes the Chicago area, generally calls for about 0.22 or lower.",
      "Solar heat gain coefficient (SHGC): how much solar heat comes through. In a heating climate a moderate or higher SHGC on south-facing windows can help in winter; lower values help west-facing rooms that overheat in summer.",
      "Visible transmittance: how much daylight gets in. Higher is brighter.",
      "Air leakage: how much air passes through the unit itself. Look for 0.3 cubic feet per minute per square foot or less; the best units are far lower.",
    ],
  },
  {
    heading: "Double or triple pane?",
    paragraphs: [
      "A well-made double-pane window with a low-E coating, argon fill and warm-edge spacers meets ENERGY STAR Northern zone criteria and is a big improvement over single glass with storms. Triple-pane glass lowers the U-factor further, keeps the inner glass warmer, so you feel less chill sitting beside it, and cuts noise.",
      "Triple pane earns its price on north-facing walls, in bedrooms near busy streets, rail lines or flight paths, and in rooms with large glass areas. For a typical bungalow or Georgian, many owners put triple pane where it matters and double pane elsewhere.",
    ],
  },
  {
    heading: "Frame materials compared",
    paragraphs: [
      "Vinyl is the most economical and insulates well, but it expands and contracts more than other materials, so quality of welds and reinforcement matters on large units. Fiberglass is strong, stable through temperature swings and paintable, which makes it a good fit for dark colors and big openings. Wood-clad windows offer real wood inside with a low-maintenance aluminum or fiberglass exterior, the natural choice for historic homes and landmark districts. Plain aluminum frames conduct cold and frost up in a Chicago January unless they are thermally broken.",
    ],
  },
  {
    heading: "Installation matters as much as the window",
    paragraphs: [
      "A perfect window installed badly leaks air and water. Ask how the installer will flash the opening, whether a sloped sill pan will be used, what insulation goes into the gap between window and frame (low-expansion foam, not fiberglass stuffed tight), and whether the installation follows the manufacturer's instructions, which your warranty depends on.",
      "In a home built before 1978, the installer must also be an EPA lead-safe certified firm. Replacing a window is a covered renovation under the RRP rule, whatever its size, because old sashes and frames are often coated in lead paint. Ask to see the firm certificate.",
    ],
  },
  {
    heading: "Condensation on new windows is usually a humidity story",
    paragraphs: [
      "Homeowners are sometimes surprised to see condensation on the inside of brand-new windows during a cold snap. New windows make the house tighter, so the moisture from cooking, showers and humidifiers stays inside. If the inside glass fogs at the bottom edge, lower the humidifier setting as the temperature drops. Around 30 percent relative humidity is a reasonable target in the coldest weeks, and bathroom and kitchen fans should be run. Condensation between the panes is different: it means the seal has failed and the glass unit needs replacing.",
    ],
  },
  {
    heading: "Permits and timing",
    paragraphs: [
      "Chicago and most suburbs require a permit for window replacement, and homes in Chicago landmark districts need design review for exterior changes. Custom windows usually take four to eight weeks to arrive, so measuring in early autumn gets you installed before the worst of winter. And yes, windows can be installed in winter: each opening is only open for about an hour.",
    ],
  },
];
