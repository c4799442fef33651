import { lazy } from "react";
import { chatOutboxKey, chatSessionKey } from "../../state/chat";

let clickedEarly = false;
const rememberClick = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest?.("#chat-launcher")) clickedEarly = true;
};

/** Whether the button was clicked before its code was here (React does not replay such a click). */
function takeEarlyClick() {
  document.removeEventListener("click", rememberClick, true);
  const clicked = clickedEarly;
  clickedEarly = false;
  return clicked;
}

/**
 * Settles on the visitor's first pointer, key or focus event, or at once when a conversation or an
 * unsent lead is waiting in storage. Until then the page carries no chat code at all.
 */
const chatNeeded = () =>
  new Promise<void>((resolve) => {
    document.addEventListener("click", rememberClick, true);
    if (localStorage.getItem(chatOutboxKey) || localStorage.getItem(chatSessionKey)) return resolve();
    for (const type of ["pointerdown", "keydown", "focusin"]) {
      document.addEventListener(type, () => resolve(), { capture: true, once: true, passive: true });
    }
  });

/**
 * The chat button as prerendered HTML; React leaves it in place until its code has come (wrap it in
 * <Suspense>). The prerenderer renders it at once.
 */
export const ChatLauncher = lazy(async () => {
  if (typeof document !== "undefined") await chatNeeded();
  const { ChatButton } = await import("./ChatButton");
  return { default: () => <ChatButton takeEarlyClick={takeEarlyClick} /> };
});
