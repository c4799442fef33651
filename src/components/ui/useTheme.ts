import { useSyncExternalStore } from "react";
import { currentTheme, onThemeChange, type Theme } from "./theme";

/** The current theme, for React (the desk); "dark" while prerendering, the default. */
export function useTheme(): Theme {
  return useSyncExternalStore(onThemeChange, currentTheme, () => "dark");
}
