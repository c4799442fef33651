import { type CSSProperties, useId } from "react";
import { business } from "../../config/business";
import { testimonials } from "../../content/testimonials";
import { Dots, RotationButton, StepButton } from "./CarouselControls";
import { useAutoAdvance, useHydrated } from "./useAutoAdvance";

/**
 * Where each card sits, counted from the current one: the first is always shown, the next three
 * join it as the screen widens (1 below md, 2 at md, 3 at lg, 4 from xl). Hidden cards stay in the
 * same grid cell, invisible, so the row is always as tall as the tallest card and never shifts.
 */
const positionClasses = [
  "col-start-1 row-start-1",
  "col-start-1 row-start-1 invisible md:visible md:col-start-2",
  "col-start-1 row-start-1 invisible lg:visible lg:col-start-3",
  "col-start-1 row-start-1 invisible xl:visible xl:col-start-4",
];
const hiddenClasses = "col-start-1 row-start-1 invisible";
/** The row slides in from the side it came from; nothing moves before the first change. */
const entrance: Record<-1 | 0 | 1, string> = {
  "-1": "animate-[carousel-in-reverse_0.5s_ease-out]",
  0: "",
  1: "animate-[carousel-in_0.5s_ease-out]",
};

/**
 * Twelve testimonials, four at a time on wide screens, advancing one every 4 s (WAI-ARIA carousel).
 * The prerendered HTML carries only the four that can be on show; the others join after hydration.
 */
export function Testimonials() {
  const carousel = useAutoAdvance({ count: testimonials.length, intervalMs: 4000 });
  const slidesId = useId();
  const count = testimonials.length;
  const hydrated = useHydrated();
  const shown = hydrated ? count : positionClasses.length;
  const order = Array.from({ length: shown }, (_, offset) => (carousel.index + offset) % count);
  return (
    <section
      ref={carousel.rootRef}
      aria-roledescription="carousel"
      aria-labelledby={`${slidesId}-heading`}
      data-rotating={carousel.rotating}
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700 dark:text-brand-300">Testimonials</p>
          <h2 id={`${slidesId}-heading`} className="mt-2 text-3xl sm:text-4xl">
            What our customers say
          </h2>
          <p className="mt-3 flex items-center gap-2 text-slate-700 dark:text-slate-300">
            <span aria-hidden="true" className="star-rating text-slate-300 dark:text-slate-600" />
            <span>
              <strong className="text-slate-900 dark:text-white">{business.rating.value}/5</strong> average from{" "}
              {business.rating.count} reviews
            </span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <RotationButton playing={carousel.playing} onToggle={carousel.togglePlaying} />
          <div {...carousel.pauseProps} className="flex items-center gap-2">
            <StepButton direction="previous" label="Previous testimonial" controls={slidesId} onClick={carousel.previous} />
            <StepButton direction="next" label="Next testimonial" controls={slidesId} onClick={carousel.next} />
          </div>
        </div>
      </div>
      <div {...carousel.pauseProps} className="mt-8">
        <div id={slidesId} aria-live={carousel.rotating ? "off" : "polite"}>
          <div
            key={carousel.index}
            className={`grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${entrance[carousel.direction]}`}
          >
            {order.map((itemIndex, position) => {
              const item = testimonials[itemIndex];
              if (!item) return null;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slides are groups
                <div
                  key={item.name}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${itemIndex + 1} of ${count}`}
                  inert={position >= positionClasses.length}
                  className={`${positionClasses[position] ?? hiddenClasses} flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900`}
                >
                  <div className="flex items-center justify-between after:h-7 after:font-serif after:text-5xl after:leading-none after:text-brand-200 after:content-['”'] dark:after:text-brand-800">
                    <span
                      role="img"
                      aria-label={`${item.rating} out of 5 stars`}
                      className="star-rating text-slate-300 dark:text-slate-600"
                      style={{ "--rating": item.rating } as CSSProperties}
                    />
                  </div>
                  <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700 dark:text-slate-300">
                    <p>“{item.text}”</p>
                  </blockquote>
                  <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
                    <span
                      aria-hidden="true"
                      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {item.initials}
                    </span>
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900 dark:text-white">{item.name}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">{item.role}</p>
                      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
                        {item.service}
                      </p>
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <div className="mt-6">
          <Dots
            count={count}
            current={carousel.index}
            controls={slidesId}
            label={(index) => `Show testimonial ${index + 1} of ${count}`}
            onSelect={carousel.goTo}
          />
        </div>
      </div>
    </section>
  );
}
