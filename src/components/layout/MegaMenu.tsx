import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router-dom";

export const megaMenuId = "mega-menu";

/**
 * The Services menu on wide screens; src/browser/menus.ts opens it on click and closes it on an
 * outside click or Escape. Its panel is empty until the first open, which fills it from the menus'
 * own file (SiteMenus.tsx), so a closed menu adds no elements to every page.
 */
export function MegaMenu() {
  const { pathname } = useLocation();
  return (
    <div data-mega-menu className="relative">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={megaMenuId}
        className={`group inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium hover:bg-slate-100 dark:hover:bg-slate-800 ${
          pathname.startsWith("/services") ? "text-brand-700 dark:text-brand-300" : ""
        }`}
      >
        Services
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div
        id={megaMenuId}
        hidden
        className="absolute left-1/2 top-full z-50 mt-2 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
      />
    </div>
  );
}
