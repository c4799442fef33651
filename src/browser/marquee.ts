import { showPlaying } from "./pause-button";

/**
 * The home page's scrolling banners (src/components/home/Banners.tsx): each list gets its second
 * copy, the seamless loop's other half, hidden from assistive technology and gone under reduced
 * motion; the button pauses and plays both.
 */
export function mount(banners: HTMLElement) {
  for (const list of banners.querySelectorAll("section > div > ul")) {
    const copy = list.cloneNode(true) as HTMLElement;
    copy.setAttribute("aria-hidden", "true");
    copy.classList.add("motion-reduce:hidden");
    list.after(copy);
  }
  const toggle = banners.querySelector<HTMLElement>("[data-marquee-toggle]");
  toggle?.addEventListener("click", () => {
    const paused = banners.dataset.paused !== "true";
    banners.dataset.paused = String(paused);
    showPlaying(toggle, !paused);
  });
}
