import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router-dom";
import { mainNavigation } from "../../content/navigation";
import { ThemeToggle } from "../ui/ThemeToggle";
import { Logo } from "./Logo";
import { MegaMenu } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";
import { TopStrip } from "./TopStrip";

const scrolledThresholdPx = 10;

function useScrolledPast(thresholdPx: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [thresholdPx]);
  return scrolled;
}

export function Header() {
  const scrolled = useScrolledPast(scrolledThresholdPx);
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 transition-shadow ${
        scrolled ? "bg-white/95 shadow-md backdrop-blur dark:bg-slate-950/95" : "bg-white dark:bg-slate-950"
      }`}
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
