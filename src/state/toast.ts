import { atom, useSetAtom } from "jotai";
import type { Toast } from "../lib/messages";

export type ShownToast = Toast & { id: number; variant: "default" | "destructive" };

/** At most one toast is shown: a new one replaces the current one. */
export const toastAtom = atom<ShownToast | null>(null);
export const toastDurationMs = 4000;

let nextId = 1;

export function useToast() {
  const setToast = useSetAtom(toastAtom);
  return {
    success: (toast: Toast) => setToast({ ...toast, id: nextId++, variant: "default" }),
    error: (toast: Toast) => setToast({ ...toast, id: nextId++, variant: "destructive" }),
    dismiss: () => setToast(null),
  };
}
