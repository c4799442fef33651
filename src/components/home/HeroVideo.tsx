import { PauseButton } from "./CarouselControls";

/**
 * The hero's background clip and its pause button, waiting in a <template>: the poster image is the
 * hero's first paint (and its LCP element). src/browser/hero-video.ts puts the clip exactly over the
 * poster 500 ms after the page's load event, where it fades in once it plays; never under
 * prefers-reduced-motion or Save-Data. Decorative, so hidden from assistive technology.
 */
export function HeroVideo({ poster }: { poster: string }) {
  return (
    <template data-island="hero-video">
      <video
        aria-hidden="true"
        tabIndex={-1}
        autoPlay
        muted
        loop
        playsInline
        disablePictureInPicture
        preload="auto"
        poster={poster}
        width={1280}
        height={720}
        className="absolute inset-0 -z-20 size-full object-cover opacity-0 transition-opacity duration-700 data-visible:opacity-100"
        data-hero-video
      >
        <source src="/video/hero.webm" type='video/webm; codecs="vp9"' />
        <source src="/video/hero.mp4" type="video/mp4" />
      </video>
      <PauseButton
        what="background video"
        className="absolute bottom-4 right-4 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/30 bg-slate-950/60 text-white backdrop-blur hover:bg-slate-950/80"
      />
    </template>
  );
}
