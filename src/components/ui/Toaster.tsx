import { X } from "lucide-react";
import { useEffect } from "react";
import { toastDurationMs, useCurrentToast, useToast } from "../../state/toast";

/** Bottom-right toast, announced to screen readers; errors use the destructive style. */
export function Toaster() {
  const toast = useCurrentToast();
  const { dismiss } = useToast();

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismiss, toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  const destructive = toast?.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex justify-end sm:inset-x-auto sm:right-4 sm:w-[356px]"
    >
      {toast && (
        <div
          key={toast.id}
          data-variant={toast.variant}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${
            destructive
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            <p className="mt-1 text-sm opacity-95">{toast.description}</p>
          </div>
          <button type="button" onClick={dismiss} className="rounded p-1" aria-label="Dismiss notification">
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
