import { currentTheme, nextTheme, setTheme, themeToggleLabel } from "../components/ui/theme";

const scrolledThresholdPx = 10;

/** data-scrolled on the sticky header past 10 px of scroll (the header's classes change its look). */
function markScrolled(header: HTMLElement) {
  const update = () => {
    const scrolled = String(window.scrollY > scrolledThresholdPx);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

/** The theme button (src/components/ui/ThemeToggle.tsx): its label follows the theme; a click switches it. */
function wireThemeToggle(button: HTMLElement) {
  const label = () => button.setAttribute("aria-label", themeToggleLabel(currentTheme()));
  label();
  button.addEventListener("click", () => {
    setTheme(nextTheme(currentTheme()));
    label();
  });
}

export function enhanceHeader() {
  const header = document.querySelector<HTMLElement>("header[data-scrolled]");
  if (header) markScrolled(header);
  for (const button of document.querySelectorAll<HTMLElement>("[data-theme-toggle]")) wireThemeToggle(button);
}
