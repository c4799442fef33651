import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { homeSlides } from "../../content/home";
import { Dots, RotationButton, StepButton } from "./CarouselControls";
import { useAutoAdvance, useHydrated } from "./useAutoAdvance";

/**
 * Seven services, one at a time, advancing every 3 s (WAI-ARIA carousel pattern). The slides are
 * stacked in one grid cell and cross-fade, so the box is as tall as the tallest slide and never
 * shifts the page. The prerendered HTML carries only the first slide; the others join after hydration.
 */
export function ServiceCarousel() {
  const carousel = useAutoAdvance({ count: homeSlides.length, intervalMs: 3000 });
  const slidesId = useId();
  const count = homeSlides.length;
  const hydrated = useHydrated();
  return (
    <section
      ref={carousel.rootRef}
      aria-roledescription="carousel"
      aria-label="Featured services"
      data-rotating={carousel.rotating}
      className="relative"
    >
      <div className="absolute right-3 top-3 z-10">
        <RotationButton playing={carousel.playing} onToggle={carousel.togglePlaying} />
      </div>
      <div
        {...carousel.pauseProps}
        id={slidesId}
        aria-live={carousel.rotating ? "off" : "polite"}
        className="grid overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-slate-900/5 dark:ring-white/10"
      >
        {homeSlides.map((slide, index) => {
          const current = index === carousel.index;
          if (!current && !hydrated) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slides are groups
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              inert={!current}
              className={`relative [grid-area:1/1] transition-[opacity,visibility] duration-700 ${
                current ? "visible opacity-100" : "invisible opacity-0"
              }`}
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
        })}
      </div>
      <div {...carousel.pauseProps} className="mt-4 flex items-center justify-between gap-3">
        <StepButton direction="previous" label="Previous service" controls={slidesId} onClick={carousel.previous} />
        <Dots
          count={count}
          current={carousel.index}
          controls={slidesId}
          label={(index) => `Show service ${index + 1} of ${count}: ${homeSlides[index]?.name}`}
          onSelect={carousel.goTo}
        />
        <StepButton direction="next" label="Next service" controls={slidesId} onClick={carousel.next} />
      </div>
    </section>
  );
}
