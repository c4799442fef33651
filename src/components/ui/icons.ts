/**
 * Every icon the public pages draw, and the UI they share with the desk, by its lucide name. Each is
 * drawn once, as a symbol of one cached sprite (scripts/icon-sprite.ts), and every <Icon> points
 * into it (Icon.tsx). A name is added here before a component can use it.
 */
export const iconNames = [
  "app-window",
  "arrow-left",
  "arrow-right",
  "award",
  "badge-check",
  "calendar-check",
  "camera",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "clock",
  "copy",
  "droplets",
  "file-text",
  "flask-conical",
  "hard-hat",
  "house",
  "image-plus",
  "leaf",
  "mail",
  "map-pin",
  "menu",
  "message-circle",
  "moon",
  "paint-roller",
  "pause",
  "phone",
  "play",
  "refresh-cw",
  "rotate-ccw",
  "rotate-ccw-clock",
  "send",
  "shield-check",
  "sparkles",
  "star",
  "sun",
  "wifi-off",
  "x",
] as const;

export type IconName = (typeof iconNames)[number];
