import { useContext } from "react";
import { Link, NavLink } from "react-router-dom";
import { mainNavigation } from "../../content/navigation";
import { ThemeToggle } from "../ui/ThemeToggle";
import { Logo } from "./Logo";
import { MegaMenu } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";
import { MenusAddress } from "./SiteMenus";
import { TopStrip } from "./TopStrip";

/**
 * The sticky header; src/browser/header.ts sets data-scrolled once the page is scrolled past 10 px.
 * data-menus names the file src/browser/menus.ts fills the menus from.
 */
export function Header() {
  return (
    <header
      data-scrolled="false"
      data-menus={useContext(MenusAddress)}
      className="sticky top-0 z-40 bg-white transition-shadow data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur dark:bg-slate-950 dark:data-[scrolled=true]:bg-slate-950/95"
    >
      <TopStrip />
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                {item.to === "/services" ? (
                  <MegaMenu />
                ) : (
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-slate-100 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:text-brand-300"
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Link to="/contact" className="btn-primary hidden sm:inline-flex">
            Get Quote
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
