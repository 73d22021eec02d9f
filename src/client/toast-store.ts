/**
 * The toast queue (spec sections 2 and 9): one toast at a time; a new one replaces the
 * current. Plain module state shared by every client module through the common chunk.
 */
export type ToastVariant = "default" | "destructive";
export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes by itself (5000 by default). */
  duration?: number;
};

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

type Listener = (toasts: Toast[]) => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(toasts);
}

/** Shows a toast; returns its id. */
export function toast(t: Omit<Toast, "id">): number {
  const id = nextId++;
  toasts = [{ ...t, id }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
