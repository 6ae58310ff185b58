import { useSyncExternalStore } from "react";

/** One toast visible at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";
export type ToastItem = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: string) {
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        setToasts(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY),
    );
  }
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

/** Dismisses every open toast (e.g. when a dialog opens over the page). */
export function dismissAllToasts() {
  for (const t of toasts) if (t.open) dismissToast(t.id);
}

export function toast({
  title,
  description,
  variant = "default",
}: {
  title: string;
  description?: string;
  variant?: ToastVariant;
}) {
  const id = String(++nextId);
  setToasts([{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function getToasts() {
  return toasts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts() {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
