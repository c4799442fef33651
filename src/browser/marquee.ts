import { showPlaying } from "./pause-button";

/**
 * The home page's scrolling banners (src/components/home/Banners.tsx): each list gets its second
 * copy, the seamless loop's other half, hidden from assistive technology and gone under reduced
 * motion; the button pauses and plays both. The copies are made, and the banners set moving
 * (data-copied), when the banners first come on screen: a page loaded with them out of sight (below
 * the first screen on phones and desktops alike) lays none of it out while it loads.
 */
export function mount(banners: HTMLElement) {
  const copy = () => {
    for (const list of banners.querySelectorAll("section > div > ul")) {
      const copied = list.cloneNode(true) as HTMLElement;
      copied.setAttribute("aria-hidden", "true");
      copied.classList.add("motion-reduce:hidden");
      list.after(copied);
    }
    banners.dataset.copied = "";
  };
  const onScreen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    onScreen.disconnect();
    copy();
  });
  onScreen.observe(banners);
  const toggle = banners.querySelector<HTMLElement>("[data-marquee-toggle]");
  toggle?.addEventListener("click", () => {
    const paused = banners.dataset.paused !== "true";
    banners.dataset.paused = String(paused);
    showPlaying(toggle, !paused);
  });
}
