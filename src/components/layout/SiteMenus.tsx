import { createContext } from "react";
import { MegaMenuPanel } from "./MegaMenuPanel";
import { MobileMenuDialog } from "./MobileMenuDialog";

/**
 * Where the built site keeps the header's two menus (/assets/menus-<hash of their markup>): set by the
 * prerenderer, named on every page's header for src/browser/menus.ts.
 */
export const MenusAddress = createContext("");

/**
 * The header's menus, the mega-menu's panel and the mobile menu's dialog, as one file of their own
 * that scripts/prerender.ts writes: src/browser/menus.ts fetches it once the page has loaded (or at
 * the first sign of the visitor going for a menu) and puts each menu in place when it first opens,
 * so a page carries none of their elements.
 */
export function SiteMenus() {
  return (
    <>
      <div data-menu="mega">
        <MegaMenuPanel />
      </div>
      <MobileMenuDialog />
    </>
  );
}
