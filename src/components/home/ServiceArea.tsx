import { MapPin } from "lucide-react";
import { cities, illinoisCounties, statesServed } from "../../config/service-area";
import { statesServedText } from "../../content/home";
import { StatTiles } from "../page/StatTiles";
import { ServiceCarousel } from "./ServiceCarousel";

/** Where we work and what we have done there: the service carousel beside the area, then the figures. */
export function ServiceArea() {
  return (
    <section
      aria-labelledby="service-area-heading"
      className="render-when-visible bg-slate-50 py-16 [--section-height:1320px] sm:py-20 lg:[--section-height:820px] dark:bg-slate-900/40"
    >
      <div className="container-page">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-brand-700 dark:text-brand-300">Service area</p>
            <h2 id="service-area-heading" className="mt-2 text-3xl sm:text-4xl">
              Serving {cities.length} communities across {statesServed.length} states
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
              From Chicago bungalows to suburban schools and northwest Indiana plants, our crews work every day across{" "}
              {statesServedText}.
            </p>
            <p className="mt-5 flex gap-2 text-slate-700 dark:text-slate-300">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
              <span>
                <strong className="text-slate-900 dark:text-white">Illinois counties:</strong> {illinoisCounties.join(", ")}
              </span>
            </p>
          </div>
          <ServiceCarousel />
        </div>
        <div className="mt-12">
          <StatTiles linked />
        </div>
      </div>
    </section>
  );
}
