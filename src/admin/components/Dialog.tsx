import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and focus returns to
 * what opened it. Open while `open` is true; every way of closing calls onClose. Focus starts on
 * `initialFocus` when given, else on the first control (Close).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide = false,
  initialFocus,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, initialFocus]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape closes the dialog from the keyboard
    <dialog
      ref={dialog}
      aria-labelledby={id}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-200 ${
        wide ? "max-w-5xl" : "max-w-md"
      }`}
    >
      {open && (
        <div className="grid gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={id} className="text-lg break-words">
              {title}
            </h2>
            <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={onClose}>
              Close
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** A question before something that cannot be undone: what happens, the red button, and a way out. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  pending,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
