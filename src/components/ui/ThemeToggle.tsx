import { Moon, Sun } from "lucide-react";
import { nextTheme, setTheme, themeToggleLabel } from "./theme";
import { useTheme } from "./useTheme";

/**
 * The light/dark switch. Both icons are in the markup and the theme's class picks one, so the
 * prerendered button is right before any script runs; on public pages src/browser/header.ts wires
 * it (data-theme-toggle), in the desk React does.
 */
export function ThemeToggle() {
  const theme = useTheme();
  return (
    <button
      type="button"
      data-theme-toggle
      onClick={() => setTheme(nextTheme(theme))}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      aria-label={themeToggleLabel(theme)}
    >
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
    </button>
  );
}
