import { lazy, Suspense, useEffect } from "react";
import { useCurrentToast } from "./toast";

const loadCard = () => import("./ToastCard");
const ToastCard = lazy(() => loadCard().then((module) => ({ default: module.ToastCard })));

/** Every toast follows something the visitor did, so the card's code is fetched on their first interaction. */
const interactionEvents = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * Bottom-right toast, announced to screen readers; errors use the destructive style. The live
 * region is on every page from the start (so screen readers announce what appears in it); the
 * card's code is not part of every page's JavaScript. On the public pages it sits above the chat
 * button, which would otherwise cover the toast's close button; the desk places it itself.
 */
export function Toaster({
  aboveChatButton = false,
  placement,
}: {
  aboveChatButton?: boolean;
  /** Position classes (inset, width, alignment) instead of the bottom-right corner. */
  placement?: string;
}) {
  const toast = useCurrentToast();

  useEffect(() => {
    const load = () => {
      for (const type of interactionEvents) document.removeEventListener(type, load, true);
      void loadCard();
    };
    for (const type of interactionEvents) document.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of interactionEvents) document.removeEventListener(type, load, true);
    };
  }, []);

  const destructive = toast?.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      className={`pointer-events-none fixed z-[60] flex ${
        placement ?? `inset-x-4 ${aboveChatButton ? "bottom-24" : "bottom-4"} justify-end sm:inset-x-auto sm:right-4 sm:w-[356px]`
      }`}
    >
      {toast && (
        <Suspense fallback={null}>
          <ToastCard key={toast.id} toast={toast} />
        </Suspense>
      )}
    </div>
  );
}
