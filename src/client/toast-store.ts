/**
 * The toast queue (spec sections 2 and 9): one toast at a time; a new one replaces the
 * current. Plain module state shared by every client module through the common chunk.
 */
type ToastVariant = "default" | "destructive";
export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** A link to where the message leads (an achievement's toast: the achievements page). */
  link?: { label: string; href: string };
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

/** The browser's timers; a test passes its own clock. */
type Timers = { setTimeout(run: () => void, ms: number): unknown; clearTimeout(timer: unknown): void; now?(): number };

/**
 * Why the toasts' time is held: a reader (the pointer over them, focus in them) or a modal
 * dialog over them (the catalogue viewer: the toasts lie under it, hidden and inert, and an
 * achievement earned by opening a catalogue must still be there when it closes).
 */
type PauseReason = "reader" | "dialog";
const holding = new Set<PauseReason>();
const pauseListeners = new Set<(paused: boolean) => void>();

/**
 * Holds every toast's time while the pointer is over the toasts or focus is in them, so a
 * message can be read (and its action reached) however long that takes (WCAG 2.2.1), and while
 * a modal dialog covers them; it runs again once no reason holds it.
 */
export function pauseToasts(on: boolean, reason: PauseReason = "reader"): void {
  const was = holding.size > 0;
  if (on) holding.add(reason);
  else holding.delete(reason);
  const now = holding.size > 0;
  if (now !== was) for (const listener of pauseListeners) listener(now);
}

/** Closes the toast after its duration, paused time aside; returns the cancel for when it leaves the screen first. */
export function autoDismiss(t: Toast, timers: Timers = globalThis as Timers): () => void {
  const now = () => timers.now?.() ?? Date.now();
  let left = t.duration ?? TOAST_DURATION;
  let started = 0;
  let timer: unknown = null;
  const run = () => {
    started = now();
    timer = timers.setTimeout(() => dismissToast(t.id), left);
  };
  const hold = () => {
    if (timer === null) return;
    timers.clearTimeout(timer);
    timer = null;
    left -= now() - started;
  };
  const onPause = (on: boolean) => (on ? hold() : run());
  if (holding.size === 0) run();
  pauseListeners.add(onPause);
  return () => {
    hold();
    pauseListeners.delete(onPause);
  };
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

const PENDING_KEY = "uae-deals-pending-toast";

/** Shows a toast on the next page (the admin saves, then loads the list page). */
export function toastAfterNavigation(t: Omit<Toast, "id" | "action" | "link">): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(t));
  } catch {
    toast(t);
  }
}

/** Shows the toast a previous page left for this one, if any. */
export function showPendingToast(): void {
  try {
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending) return;
    sessionStorage.removeItem(PENDING_KEY);
    toast(JSON.parse(pending) as Omit<Toast, "id">);
  } catch {
    // storage unavailable: nothing pending
  }
}
