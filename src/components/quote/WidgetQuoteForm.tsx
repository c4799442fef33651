import { CompactQuoteForm } from "./CompactQuoteForm";
import { type WidgetMessage, widgetMessageTypes } from "./embed";

const postToParent = (message: WidgetMessage) => {
  if (window.parent !== window) window.parent.postMessage(message, "*");
};

/** The hosted widget's form (/embed/quote): after a request was accepted it tells the framing page. */
export function WidgetQuoteForm() {
  return (
    <CompactQuoteForm form="embed" className="mt-4" onSubmitted={() => postToParent({ type: widgetMessageTypes.submitted })} />
  );
}
