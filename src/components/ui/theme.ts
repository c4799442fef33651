import { useSyncExternalStore } from "react";

/** The theme lives on <html class="dark">, set before first paint by the inline script in index.html. */
export const themeStorageKey = "vite-ui-theme";
export type Theme = "light" | "dark";

const listeners = new Set<() => void>();
const currentTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage can be blocked (private mode); the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentTheme,
    () => "dark",
  );
}
