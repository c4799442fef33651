/**
 * The theme lives on <html class="dark">, set before first paint by the inline script in index.html
 * (admin.html's entry for the desk). No React here: the public pages' own script uses it too.
 */
export const themeStorageKey = "vite-ui-theme";
export type Theme = "light" | "dark";

const listeners = new Set<() => void>();

export const currentTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage can be blocked (private mode); the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of theme; returns the unsubscribe function. */
export function onThemeChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the toggle offers next and says about it: "Switch to light theme" while dark. */
export const nextTheme = (theme: Theme): Theme => (theme === "dark" ? "light" : "dark");
export const themeToggleLabel = (theme: Theme) => `Switch to ${nextTheme(theme)} theme`;
