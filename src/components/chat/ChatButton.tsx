import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(loadPanel);

/**
 * The chat button (bottom right of every public page) and, once opened, the panel: an island
 * (src/react-island.tsx) whose code comes when the button is pointed at, focused or touched; a click that
 * came before it opens the panel as soon as it is here. The panel's code is fetched on the way.
 */
export function ChatButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        id="chat-launcher"
        type="button"
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="fixed right-4 bottom-4 z-[65] inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-offset-4"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
        <span className="sr-only">Chat with us</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
