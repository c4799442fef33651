import { useSyncExternalStore } from "react";
import type { Toast } from "../../lib/messages";

export type ShownToast = Toast & { id: number; variant: "default" | "destructive" };

/**
 * At most one toast is shown: a new one replaces the current one. A tiny store rather than a jotai
 * atom, because the toaster sits on every page and jotai would cost every page about 3 KB.
 */
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function show(toast: ShownToast | null) {
  current = toast;
  for (const listener of listeners) listener();
}

export const toastDurationMs = 4000;

export const toastActions = {
  success: (toast: Toast) => show({ ...toast, id: nextId++, variant: "default" }),
  error: (toast: Toast) => show({ ...toast, id: nextId++, variant: "destructive" }),
  dismiss: () => show(null),
};

export const useToast = () => toastActions;

export function useCurrentToast() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
