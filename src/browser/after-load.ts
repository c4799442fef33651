/** Runs `callback` once the page has loaded, plus `delayMs`: for work that must not compete with the page. */
export function afterPageLoad(callback: () => void, delayMs = 0) {
  const later = () => setTimeout(callback, delayMs);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
