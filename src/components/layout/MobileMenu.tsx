import { Menu } from "lucide-react";

/**
 * The menu button on narrow screens. The menu (a modal dialog with every service, MobileMenuDialog)
 * is put beside it on the first open, from the menus' own file (SiteMenus.tsx, src/browser/menus.ts):
 * until then it costs the page no elements.
 */
export function MobileMenu() {
  return (
    <button
      type="button"
      data-mobile-menu
      aria-haspopup="dialog"
      aria-expanded="false"
      className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
      aria-label="Open menu"
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}
