import { afterPageLoad } from "./after-load";
import { showPlaying } from "./pause-button";

/** Milliseconds after the page's load event before the clip starts (spec "Home"). */
export const heroVideoDelayMs = 500;

const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The hero's background clip (src/components/home/HeroVideo.tsx): in place 500 ms after load, visible once it plays. */
export function mount(template: HTMLElement) {
  if (!(template instanceof HTMLTemplateElement)) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || saveData()) return;
  afterPageLoad(() => {
    const video = template.content.querySelector("video");
    const button = template.content.querySelector<HTMLElement>("button");
    if (!video || !button) return;
    template.replaceWith(template.content);
    video.muted = true;
    video.addEventListener("playing", () => video.setAttribute("data-visible", ""));
    const play = () => video.play().catch(() => video.removeAttribute("data-visible"));
    void play();
    button.addEventListener("click", () => {
      const playing = button.dataset.playing !== "true";
      showPlaying(button, playing);
      if (playing) void play();
      else video.pause();
    });
  }, heroVideoDelayMs);
}
