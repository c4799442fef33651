import { ChevronDown, Phone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { business, claims, telHref } from "../../config/business";
import { ServiceMenuGroups } from "./ServiceMenuGroups";

/** The Services menu on wide screens: opens on click; closes on outside click, Escape and navigation. */
export function MegaMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsideClick);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium hover:bg-slate-100 dark:hover:bg-slate-800 ${
          pathname.startsWith("/services") ? "text-brand-700 dark:text-brand-300" : ""
        }`}
      >
        Services
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-1/2 top-full z-50 mt-2 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="grid grid-cols-[1fr_1fr_16rem] gap-6">
          <ServiceMenuGroups headingClassName="mb-3" />
          <div className="rounded-xl bg-brand-900 p-5 text-brand-50">
            <p className="text-lg font-bold text-white">Free on-site estimate</p>
            <p className="mt-2 text-sm">
              {claims.noHiddenFees}. {claims.replyTime}.
            </p>
            <Link to="/contact" className="btn-primary mt-4 w-full">
              Get a free quote
            </Link>
            <a href={telHref} className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-white hover:underline">
              <Phone aria-hidden="true" className="size-4" />
              Call {business.phone.display}
            </a>
          </div>
        </div>
        <Link
          to="/services"
          className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          See all services
        </Link>
      </div>
    </div>
  );
}
