/**
 * The home page's welcome splash (src/components/home/Splash.tsx): "Loading... N%" rising 10% every
 * 100 ms, then a 300 ms fade, about 1.3 s in all. Only for a visitor who lands on the home page (from
 * outside the site), once per browser session, never under prefers-reduced-motion.
 */
const seenKey = "splash-seen";
const stepMs = 100;
const stepPercent = 10;
const fadeMs = 300;

function firstTimeThisSession() {
  try {
    if (sessionStorage.getItem(seenKey)) return false;
    sessionStorage.setItem(seenKey, "1");
    return true;
  } catch {
    return false; // storage blocked: skip rather than show it on every visit
  }
}

const cameFromThisSite = () => document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;

export function mount(template: HTMLElement) {
  if (!(template instanceof HTMLTemplateElement)) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || cameFromThisSite() || !firstTimeThisSession()) return;
  const splash = template.content.firstElementChild as HTMLElement | null;
  const bar = splash?.querySelector<HTMLElement>("[data-splash-bar]");
  // The number's own text node, changed in place: a new node each tick would be a new layout object.
  const percentText = splash?.querySelector<HTMLElement>("[data-splash-progress] span")?.firstChild;
  if (!splash || !bar || !(percentText instanceof Text)) return;
  template.replaceWith(template.content);
  let percent = 0;
  const tick = window.setInterval(() => {
    percent = Math.min(100, percent + stepPercent);
    percentText.data = `${percent}%`;
    bar.style.transform = `scaleX(${percent / 100})`;
    if (percent < 100) return;
    window.clearInterval(tick);
    splash.dataset.splash = "leaving";
    window.setTimeout(() => splash.remove(), fadeMs);
  }, stepMs);
}
