import { X } from "lucide-react";
import { useEffect } from "react";
import { type ShownToast, toastDurationMs, useToast } from "./toast";

/** One toast: title, text and a dismiss button; it goes away by itself after toastDurationMs. */
export function ToastCard({ toast }: { toast: ShownToast }) {
  const { dismiss } = useToast();
  useEffect(() => {
    const timer = setTimeout(dismiss, toastDurationMs);
    return () => clearTimeout(timer);
  }, [dismiss]);

  const destructive = toast.variant === "destructive";
  return (
    <div
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
  );
}
