import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";

const loadPanel = () => import("./MegaMenuPanel");
const MegaMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaMenuPanel })));

/**
 * The Services menu on wide screens: opens on click; closes on outside click, Escape and navigation.
 * Its links are rendered only while it is open, so a closed menu adds no markup to every page, and
 * their code is fetched when the button is pointed at or focused, not with every page.
 */
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
        {open && (
          <Suspense fallback={null}>
            <MegaMenuPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
