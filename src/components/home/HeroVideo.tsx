import { useEffect, useRef, useState } from "react";
import { PauseButton } from "./CarouselControls";
import { usePrefersReducedMotion } from "./useAutoAdvance";

/** Milliseconds after the page's load event before the clip starts (spec "Home"). */
export const heroVideoDelayMs = 500;

const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The hero's background clip. Nothing renders on the server or during hydration: the poster image
 * is the hero's first paint (and its LCP element). 500 ms after the load event the video is laid
 * exactly over the poster and fades in once it plays. Never loaded under prefers-reduced-motion or
 * Save-Data. Decorative, so hidden from assistive technology, with a visible pause button.
 */
export function HeroVideo({ poster }: { poster: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [started, setStarted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (reducedMotion || saveData()) return;
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setStarted(true), heroVideoDelayMs);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(timer);
    };
  }, [reducedMotion]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    if (paused) element.pause();
    else element.play().catch(() => setVisible(false));
  }, [paused]);

  if (!started || reducedMotion) return null;
  return (
    <>
      <video
        ref={video}
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
        onPlaying={() => setVisible(true)}
        className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-700 ${visible ? "opacity-100" : "opacity-0"}`}
        data-hero-video
      >
        <source src="/video/hero.webm" type='video/webm; codecs="vp9"' />
        <source src="/video/hero.mp4" type="video/mp4" />
      </video>
      <PauseButton
        playing={!paused}
        onToggle={() => setPaused(!paused)}
        what="background video"
        className="absolute bottom-4 right-4 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/30 bg-slate-950/60 text-white backdrop-blur hover:bg-slate-950/80"
      />
    </>
  );
}
