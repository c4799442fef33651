import { AppWindow, ArrowRight, CircleCheck, Droplets, HardHat, type LucideIcon, PaintRoller } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { homeTabs } from "../../content/home";
import { serviceHref, serviceImage } from "../../content/service-index";
import { RotationButton } from "./CarouselControls";

const icons: Record<string, LucideIcon> = { asbestos: HardHat, "lead-paint": PaintRoller, mold: Droplets, windows: AppWindow };

function Panel({ baseId, index }: { baseId: string; index: number }) {
  const tab = homeTabs[index];
  if (!tab) return null;
  return (
    <div
      data-rotator-item
      role="tabpanel"
      id={`${baseId}-panel-${tab.id}`}
      aria-labelledby={`${baseId}-tab-${tab.id}`}
      tabIndex={index === 0 ? 0 : -1}
      inert={index !== 0}
      className="grid items-center gap-8 rounded-2xl [grid-area:1/1] inert:invisible lg:grid-cols-2"
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
}

/**
 * Asbestos, Lead Paint, Mold and Windows as WAI-ARIA tabs (automatic activation: arrow keys, Home
 * and End move focus and select; roving tabindex), rotating every 5 s until the visitor hovers,
 * focuses or pauses them (src/browser/rotator.ts). The panels share one grid cell so switching never
 * changes the height. The page carries the first panel; the others wait in a <template>.
 */
export function ServiceTabs() {
  const baseId = useId();
  return (
    <div
      data-island="rotator"
      data-rotator="tabs"
      data-interval="5000"
      data-rotating="false"
      data-playing="true"
      className="group/tabs flex flex-col gap-6"
    >
      <div className="flex items-center gap-3">
        <RotationButton />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="group-data-[playing=false]/tabs:hidden">Showing each service in turn</span>
          <span className="group-data-[playing=true]/tabs:hidden">Choose a service</span>
        </p>
      </div>
      <div data-rotator-pause className="flex flex-col gap-6">
        <div
          role="tablist"
          aria-label="Our core services"
          className="grid grid-cols-2 gap-2 rounded-2xl bg-slate-100 p-2 sm:grid-cols-4 dark:bg-slate-900"
        >
          {homeTabs.map((tab, index) => {
            const Icon = icons[tab.id] ?? HardHat;
            return (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={index === 0}
                aria-controls={index === 0 ? `${baseId}-panel-${tab.id}` : undefined}
                tabIndex={index === 0 ? 0 : -1}
                className="relative inline-flex min-h-12 items-center justify-center gap-2 overflow-hidden rounded-xl px-3 py-2 font-semibold text-slate-700 transition-colors hover:bg-white/70 aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow-sm aria-selected:hover:bg-white dark:text-slate-300 dark:hover:bg-slate-800/60 dark:aria-selected:bg-slate-800 dark:aria-selected:text-brand-200"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {tab.label}
                {index === 0 && (
                  // Moved into the selected tab and shown while the tabs rotate: its animation restarts each time.
                  <span
                    data-rotator-progress
                    aria-hidden="true"
                    hidden
                    className="absolute inset-x-3 bottom-1 h-0.5 origin-left animate-[fill-x_5s_linear] rounded-full bg-accent-500"
                  />
                )}
              </button>
            );
          })}
        </div>
        <div data-rotator-items className="grid">
          <Panel baseId={baseId} index={0} />
          <template data-rotator-more>
            {homeTabs.slice(1).map((tab, offset) => (
              <Panel key={tab.id} baseId={baseId} index={offset + 1} />
            ))}
          </template>
        </div>
      </div>
    </div>
  );
}
