import { type HostMessage, widgetMessageTypes, widgetPath } from "../components/quote/embed";
import { visitTouch } from "../lib/touches";
import { recordVisit } from "./sources";

/**
 * The hosted quote widget (/embed/quote) tells the page that frames it its height, on load and whenever
 * it changes. The snippet answers the first message with the host page's address, which becomes the
 * touch this widget's leads carry: the partner's page (origin and path) and its campaign tags.
 */
export function mount(box: HTMLElement) {
  if (window.parent === window) return;
  addEventListener("message", function hostPage(event: MessageEvent<Partial<HostMessage>>) {
    if (event.source !== window.parent || event.data?.type !== widgetMessageTypes.host) return;
    removeEventListener("message", hostPage);
    if (!URL.canParse(String(event.data.url))) return;
    const host = new URL(String(event.data.url));
    const touch = visitTouch(host, "", Date.now());
    if (touch)
      recordVisit({ ...touch, landing: widgetPath, referrer: host.host, page: `${host.origin}${host.pathname}` }, widgetPath);
  });
  let last = -1;
  const report = () => {
    const height = Math.ceil(box.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: widgetMessageTypes.resize, height }, "*");
  };
  new ResizeObserver(report).observe(box);
  report();
}
