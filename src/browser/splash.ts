/**
 * The home page's welcome splash (src/components/home/Splash.tsx), which CSS animates on its own:
 * "Loading... N%" rising 10% every 100 ms, then a 300 ms fade, about 1.3 s in all. Only for a
 * visitor who lands on the home page (from outside the site), once per browser session, never under
 * prefers-reduced-motion. This puts it on the page and takes it away when its fade has ended.
 */
const seenKey = "splash-seen";
/** Past the 1.3 s its animations take: if they never run (a style sheet that stops them), it still goes. */
const latestEndMs = 3000;

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
  const splash = template.content.firstElementChild;
  if (!(splash instanceof HTMLElement)) return;
  template.replaceWith(template.content);
  const leave = () => splash.remove();
  splash.addEventListener("animationend", (event) => {
    if (event.animationName === "splash-leave") leave();
  });
  window.setTimeout(leave, latestEndMs);
}
