import { type CSSProperties, useId } from "react";
import { business } from "../../config/business";
import { testimonials } from "../../content/testimonials";
import { Dots, RotationButton, StepButton } from "./CarouselControls";

const count = testimonials.length;
/** How many cards can be on show at once (from xl); the page carries these and the rest wait in a <template>. */
const onShow = 4;

/**
 * Where a card sits is its data-position, counted from the current one (src/browser/rotator.ts keeps
 * the cards in that order): the first is always shown, the next three join it as the screen widens
 * (1 below md, 2 at md, 3 at lg, 4 from xl). Hidden cards stay in the same grid cell, invisible, so
 * the row is always as tall as the tallest card and never shifts.
 */
const positionClasses =
  "col-start-1 row-start-1 invisible data-[position=0]:visible md:data-[position=1]:visible md:data-[position=1]:col-start-2 lg:data-[position=2]:visible lg:data-[position=2]:col-start-3 xl:data-[position=3]:visible xl:data-[position=3]:col-start-4";

function Card({ index }: { index: number }) {
  const item = testimonials[index];
  if (!item) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slides are groups
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-rotator-item
      data-position={index}
      inert={index >= onShow}
      className={`${positionClasses} flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900`}
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
          <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{item.service}</p>
        </div>
      </div>
    </div>
  );
}

/**
 * Twelve testimonials, four at a time on wide screens, advancing one every 4 s (WAI-ARIA carousel;
 * src/browser/rotator.ts moves it once it comes into view).
 */
export function Testimonials() {
  const slidesId = useId();
  return (
    <section
      data-island="rotator"
      data-rotator="cards"
      data-interval="4000"
      data-rotating="false"
      aria-roledescription="carousel"
      aria-labelledby={`${slidesId}-heading`}
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
          <RotationButton />
          <div data-rotator-pause className="flex items-center gap-2">
            <StepButton direction="previous" label="Previous testimonial" controls={slidesId} />
            <StepButton direction="next" label="Next testimonial" controls={slidesId} />
          </div>
        </div>
      </div>
      <div data-rotator-pause className="mt-8">
        <div id={slidesId} aria-live="polite">
          <div data-rotator-items className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {testimonials.slice(0, onShow).map((item, index) => (
              <Card key={item.name} index={index} />
            ))}
            <template data-rotator-more>
              {testimonials.slice(onShow).map((item, offset) => (
                <Card key={item.name} index={onShow + offset} />
              ))}
            </template>
          </div>
        </div>
        <div className="mt-6">
          <Dots count={count} controls={slidesId} label={(index) => `Show testimonial ${index + 1} of ${count}`} />
        </div>
      </div>
    </section>
  );
}
