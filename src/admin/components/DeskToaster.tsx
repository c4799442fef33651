import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Toaster } from "../../components/ui/Toaster";
import { useCurrentToast } from "../../components/ui/toast";

const control = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";
/** The toast's column from the left edge on screens from 640 px (sm), as the placement classes below set it. */
const toastColumnPx = 16 + 356;
/** Where a toast at the top starts (under the desk's header: top-28), and the room a toast with its margin takes. */
const headerRem = 7;
const toastRem = 8;

/**
 * The desk's toasts, placed off the controls staff are using: on the left (the estimate screens keep
 * their actions in a column on the right that stays in view), full width on a phone; at the bottom,
 * or at the top under the header when the control last pressed or focused is in the toast's column
 * in the lower half of the screen (on a phone, Save once scrolled to, with Send and Preview below it).
 * Either way, the estimate screens' column of actions is never under it.
 */
export function DeskToaster() {
  const toast = useCurrentToast();
  const lastControl = useRef<Element | null>(null);
  const [atTop, setAtTop] = useState(false);

  useEffect(() => {
    const note = (event: Event) => {
      lastControl.current = event.target instanceof Element ? event.target.closest(control) : null;
    };
    document.addEventListener("pointerdown", note, true);
    document.addEventListener("focusin", note, true);
    return () => {
      document.removeEventListener("pointerdown", note, true);
      document.removeEventListener("focusin", note, true);
    };
  }, []);

  // Placed as each toast appears, before it is painted; it stays put while shown.
  useLayoutEffect(() => {
    if (!toast) return;
    const used = lastControl.current?.isConnected ? lastControl.current.getBoundingClientRect() : null;
    const column = window.matchMedia("(min-width: 640px)").matches ? toastColumnPx : window.innerWidth;
    setAtTop(used !== null && used.left < column && used.top + used.height / 2 > window.innerHeight / 2);
  }, [toast]);

  // While it shows, a control reached by the keyboard is scrolled clear of it, not under it.
  useEffect(() => {
    if (!toast) return;
    const root = document.documentElement.style;
    if (atTop) root.scrollPaddingTop = `${headerRem + toastRem}rem`;
    else root.scrollPaddingBottom = `${toastRem}rem`;
    return () => {
      root.scrollPaddingTop = "";
      root.scrollPaddingBottom = "";
    };
  }, [toast, atTop]);

  return <Toaster placement={`inset-x-4 justify-start sm:right-auto sm:w-[356px] ${atTop ? "top-28" : "bottom-4"}`} />;
}
