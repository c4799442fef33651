import { business } from "../../config/business";

/**
 * The hosted quote widget: /embed/quote, framed by other sites. It talks to the page that frames it
 * with window.postMessage (target origin "*": the messages carry nothing private):
 *
 *   { type: "lakeshore:quote-widget:resize", height: number }  whenever the widget's height (CSS px) changes
 *   { type: "lakeshore:quote-widget:submitted" }                after a quote request was accepted
 *
 * The snippet below is what site owners paste: an iframe plus a listener that sets its height and
 * re-dispatches "submitted" as a DOM event ("lakeshore:quote-submitted") on the iframe, for analytics.
 * To the widget's first message it answers with the host page's address, sent to our origin only:
 *
 *   { type: "lakeshore:quote-widget:host", url: string }       the page the widget is on, tags included
 *
 * which the widget keeps as its visitor's touch (src/browser/widget-frame.ts), so its leads say which
 * partner page and campaign they came from.
 */
export const widgetPath = "/embed/quote";
export const widgetMessageTypes = {
  resize: "lakeshore:quote-widget:resize",
  submitted: "lakeshore:quote-widget:submitted",
  host: "lakeshore:quote-widget:host",
} as const;
export type WidgetMessage =
  | { type: typeof widgetMessageTypes.resize; height: number }
  | { type: typeof widgetMessageTypes.submitted };
/** What the snippet sends the widget. */
export type HostMessage = { type: typeof widgetMessageTypes.host; url: string };

export const widgetFrameId = "lakeshore-quote-widget";

/** The copy-paste snippet; `siteUrl` is the site that hosts the widget (tests point it at the local server). */
export function embedSnippet(siteUrl: string = business.siteUrl, theme: "light" | "dark" = "light"): string {
  const origin = new URL(siteUrl).origin;
  const src = new URL(`${widgetPath}?theme=${theme}`, origin).toString();
  return `<iframe id="${widgetFrameId}" src="${src}" title="Request a free quote from ${business.shortName}"
  loading="lazy" style="display:block;width:100%;max-width:520px;height:680px;border:0"></iframe>
<script>
  (function () {
    var frame = document.getElementById("${widgetFrameId}"), told = false;
    window.addEventListener("message", function (event) {
      if (event.origin !== "${origin}" || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (!told) { told = true; event.source.postMessage({ type: "${widgetMessageTypes.host}", url: location.href }, "${origin}"); }
      if (data.type === "${widgetMessageTypes.resize}" && data.height > 0) frame.style.height = Math.ceil(data.height) + "px";
      if (data.type === "${widgetMessageTypes.submitted}") frame.dispatchEvent(new CustomEvent("lakeshore:quote-submitted", { bubbles: true }));
    });
  })();
</script>`;
}
