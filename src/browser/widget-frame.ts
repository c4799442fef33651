import { widgetMessageTypes } from "../components/quote/embed";

/** The hosted quote widget (/embed/quote) tells the page that frames it its height, on load and whenever it changes. */
export function mount(box: HTMLElement) {
  if (window.parent === window) return;
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
