import { AppWindow, ArrowRight, CircleCheck, Droplets, HardHat, type LucideIcon, PaintRoller } from "lucide-react";
import { type KeyboardEvent, useId, useRef } from "react";
import { Link } from "react-router-dom";
import { homeTabs } from "../../content/home";
import { serviceHref, serviceImage } from "../../content/service-index";
import { RotationButton } from "./CarouselControls";
import { useAutoAdvance, useHydrated } from "./useAutoAdvance";

const icons: Record<string, LucideIcon> = { asbestos: HardHat, "lead-paint": PaintRoller, mold: Droplets, windows: AppWindow };

/**
 * Asbestos, Lead Paint, Mold and Windows as WAI-ARIA tabs (automatic activation: arrow keys, Home
 * and End move focus and select; roving tabindex), rotating every 5 s until the visitor hovers,
 * focuses or pauses them. The panels share one grid cell so switching never changes the height.
 * The prerendered HTML carries only the selected panel; the others join after hydration.
 */
export function ServiceTabs() {
  const tabs = useAutoAdvance({ count: homeTabs.length, intervalMs: 5000 });
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const hydrated = useHydrated();

  const select = (target: number) => {
    const index = (target + homeTabs.length) % homeTabs.length;
    tabs.goTo(index);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: tabs.index + 1,
      ArrowLeft: tabs.index - 1,
      Home: 0,
      End: homeTabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div ref={tabs.rootRef} data-rotating={tabs.rotating} className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <RotationButton playing={tabs.playing} onToggle={tabs.togglePlaying} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {tabs.playing ? "Showing each service in turn" : "Choose a service"}
        </p>
      </div>
      <div {...tabs.pauseProps} className="flex flex-col gap-6">
        <div
          role="tablist"
          aria-label="Our core services"
          onKeyDown={onKeyDown}
          className="grid grid-cols-2 gap-2 rounded-2xl bg-slate-100 p-2 sm:grid-cols-4 dark:bg-slate-900"
        >
          {homeTabs.map((tab, index) => {
            const selected = index === tabs.index;
            const Icon = icons[tab.id] ?? HardHat;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={selected || hydrated ? `${baseId}-panel-${tab.id}` : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(index)}
                className={`relative inline-flex min-h-12 items-center justify-center gap-2 overflow-hidden rounded-xl px-3 py-2 font-semibold transition-colors ${
                  selected
                    ? "bg-white text-brand-800 shadow-sm dark:bg-slate-800 dark:text-brand-200"
                    : "text-slate-700 hover:bg-white/70 dark:text-slate-300 dark:hover:bg-slate-800/60"
                }`}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {tab.label}
                {selected && tabs.rotating && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-3 bottom-1 h-0.5 origin-left animate-[tab-progress_5s_linear] rounded-full bg-accent-500"
                  />
                )}
              </button>
            );
          })}
        </div>
        <div className="grid">
          {homeTabs.map((tab, index) => {
            const selected = index === tabs.index;
            if (!selected && !hydrated) return null;
            return (
              <div
                key={tab.id}
                role="tabpanel"
                id={`${baseId}-panel-${tab.id}`}
                aria-labelledby={`${baseId}-tab-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                inert={!selected}
                className={`grid items-center gap-8 rounded-2xl [grid-area:1/1] lg:grid-cols-2 ${selected ? "visible" : "invisible"}`}
              >
                <div>
                  <h3 className="text-2xl sm:text-3xl">{tab.title}</h3>
                  <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">{tab.description}</p>
                  <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                    {tab.keyServices.map((service) => (
                      <li key={service} className="flex gap-2 text-slate-800 dark:text-slate-200">
                        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
                        {service}
                      </li>
                    ))}
                  </ul>
                  <Link to={serviceHref(tab.slug)} className="btn-primary mt-8">
                    Learn More<span className="sr-only"> about {tab.title.toLowerCase()}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
                <img
                  src={serviceImage(tab.slug)}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover shadow-md ring-1 ring-slate-900/5 dark:bg-slate-800 dark:ring-white/10"
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
