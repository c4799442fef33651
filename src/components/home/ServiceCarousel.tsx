import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { homeSlides } from "../../content/home";
import { Dots, RotationButton, StepButton } from "./CarouselControls";

const count = homeSlides.length;

function Slide({ index }: { index: number }) {
  const slide = homeSlides[index];
  if (!slide) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slides are groups
    <div
      data-rotator-item
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      inert={index !== 0}
      className="relative [grid-area:1/1] transition-[opacity,visibility] duration-700 inert:invisible inert:opacity-0"
    >
      <img
        src={slide.image}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full bg-slate-200 object-cover dark:bg-slate-800"
      />
      <div className="bg-slate-900 px-5 pb-5 pt-4 text-white sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-transparent sm:bg-gradient-to-t sm:from-slate-950/95 sm:via-slate-950/80 sm:to-transparent sm:px-7 sm:pb-6 sm:pt-16">
        <h3 className="text-xl text-white sm:text-2xl">
          <Link to={slide.link} className="rounded after:absolute after:inset-0 after:content-['']">
            {slide.name}
          </Link>
        </h3>
        <p className="mt-1 max-w-xl text-sm text-slate-200 sm:text-base">{slide.description}</p>
        <span aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-accent-400">
          View service <ArrowRight className="size-4" />
        </span>
      </div>
    </div>
  );
}

/**
 * Seven services, one at a time, advancing every 3 s (WAI-ARIA carousel pattern; src/browser/rotator.ts
 * moves it once it comes into view). The slides are stacked in one grid cell and cross-fade, so the
 * box is as tall as the tallest slide and never shifts the page. The page carries the first slide;
 * the others wait in a <template> until the carousel starts.
 */
export function ServiceCarousel() {
  const slidesId = useId();
  return (
    <section
      data-island="rotator"
      data-rotator="slides"
      data-interval="3000"
      data-rotating="false"
      aria-roledescription="carousel"
      aria-label="Featured services"
      className="relative"
    >
      <div className="absolute right-3 top-3 z-10">
        <RotationButton />
      </div>
      <div
        data-rotator-pause
        data-rotator-items
        id={slidesId}
        aria-live="polite"
        className="grid overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-slate-900/5 dark:ring-white/10"
      >
        <Slide index={0} />
        <template data-rotator-more>
          {homeSlides.slice(1).map((slide, offset) => (
            <Slide key={slide.id} index={offset + 1} />
          ))}
        </template>
      </div>
      <div data-rotator-pause className="mt-4 flex items-center justify-between gap-3">
        <StepButton direction="previous" label="Previous service" controls={slidesId} />
        <Dots
          count={count}
          controls={slidesId}
          label={(index) => `Show service ${index + 1} of ${count}: ${homeSlides[index]?.name}`}
        />
        <StepButton direction="next" label="Next service" controls={slidesId} />
      </div>
    </section>
  );
}
