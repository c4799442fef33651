import { projectImage } from "../project-index";
import type { ProjectDetail } from "../types";

export const detail: ProjectDetail = {
  story: [
    "The owners loved the look of their original six-over-one windows but not the drafts, the painted-shut sashes or the paint grit that collected on the sills every spring. With a toddler in the house, the grit worried them most.",
    "XRF testing confirmed lead paint on every sash, stop and sill. We chose insert installation to keep the original plaster returns and interior casings, and specified wood-clad double-hungs with simulated divided lites matching the original pattern, low-E glass and ENERGY STAR Northern zone ratings.",
    "Each opening was set up lead-safe: plastic sheeting six feet into the room and on the ground outside, HVAC vents covered, and sashes removed with misting and minimal prying. Sash weights came out, the pockets were insulated, and the new units were shimmed, foamed and sealed before the exterior trim was wrapped.",
    "Every room passed cleaning verification before furniture went back. The house is noticeably quieter, and the owners report that the upstairs bedrooms now hold the thermostat setting through January.",
  ],
  facts: [
    { label: "Duration", value: "4 days on site" },
    { label: "Windows", value: "22 wood-clad double-hung, insert installation" },
    { label: "Lead status", value: "Lead paint confirmed by XRF on all sashes" },
    { label: "Verification", value: "Every room passed RRP cleaning verification" },
  ],
  before: {
    src: projectImage("wilmette-colonial-windows", "before"),
    alt: "Colonial house facade with old windows showing peeling paint and cracked panes",
  },
  after: {
    src: projectImage("wilmette-colonial-windows", "after"),
    alt: "The same facade with crisp new divided-lite windows and clean trim",
  },
};
