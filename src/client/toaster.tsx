"use client";
/**
 * Where toasts appear: a labelled region (F8 moves focus to it), default and destructive
 * looks, title, description, an optional action or link and a close button. A toast closes after
 * 5000 ms (not counting while the pointer is over the toasts or focus is in them), when
 * closed, or when swiped to the right by at least 50 px. The region is on
 * every page; the toast itself (toast-item.tsx) is fetched when the first one is shown (a
 * plain one stands in while that fetch fails, and the next toast fetches it again).
 */
import { useEffect, useRef, useState } from "react";
import { useI18n } from "./i18n-provider.tsx";
import {
  autoDismiss,
  dismissToast,
  pauseToasts,
  showPendingToast,
  subscribeToasts,
  type Toast,
} from "./toast-store.ts";
import { whenIdle } from "./when-idle.ts";

type ItemModule = typeof import("./toast-item.tsx");
let itemModule: Promise<ItemModule> | null = null;

/** Shown while toast-item.tsx cannot be fetched (offline, a deploy removed the chunk), so no message is lost. */
function PlainToast({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer belongs to the toast id and duration, as in toast-item.tsx
  useEffect(() => autoDismiss(toast), [toast.id, toast.duration]);
  const destructive = toast.variant === "destructive";
  return (
    <li
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"}`}
      data-testid="toast"
      data-variant={toast.variant ?? "default"}
    >
      <div role={destructive ? "alert" : "status"} className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
        {toast.action && (
          <button type="button" onClick={toast.action.onClick} className="mt-3 rounded-md border px-3 py-1 text-sm">
            {toast.action.label}
          </button>
        )}
        {toast.link && (
          <a href={toast.link.href} className="text-sm underline" data-testid="toast-link">
            {toast.link.label}
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={closeLabel}
        className="rounded p-1"
        data-testid="toast-close"
      >
        ×
      </button>
    </li>
  );
}

export function Toaster() {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [Item, setItem] = useState<ItemModule["ToastItem"] | null>(null);
  const [plain, setPlain] = useState(false);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const unsubscribe = subscribeToasts(setToasts);
    // Once the page is idle: sessionStorage's first read is a synchronous trip to the browser
    // process (30-70 ms of a throttled phone's hydration here), and only the admin leaves toasts.
    const cancel = whenIdle(showPendingToast, 500);
    return () => {
      cancel();
      unsubscribe();
    };
  }, []);
  // Each new toast asks for the module again until it has come: one failed fetch must not silence them all.
  const newest = toasts[0]?.id;
  useEffect(() => {
    if (newest === undefined || Item) return;
    itemModule ??= import("./toast-item.tsx");
    itemModule.then(
      (m) => setItem(() => m.ToastItem),
      () => {
        itemModule = null; // fetched again with the next toast
        setPlain(true);
      },
    );
  }, [newest, Item]);
  // A toast closed under the pointer leaves no pointerleave behind it: nothing shown, nothing held.
  useEffect(() => {
    if (toasts.length === 0) pauseToasts(false);
  }, [toasts.length]);
  const Shown = Item ?? (plain ? PlainToast : null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <section aria-label={t("toast.region")}>
      <ol
        ref={viewport}
        tabIndex={-1}
        className="pointer-events-none fixed bottom-2 end-2 z-[60] flex w-[calc(100%-1rem)] max-w-sm flex-col gap-2 outline-none sm:bottom-4 sm:end-4 sm:w-[calc(100%-2rem)]"
        data-testid="toast-viewport"
        onPointerEnter={() => pauseToasts(true)}
        onPointerLeave={() => pauseToasts(false)}
        onFocus={() => pauseToasts(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) pauseToasts(false);
        }}
      >
        {Shown && toasts.map((item) => <Shown key={item.id} toast={item} closeLabel={t("toast.close")} />)}
      </ol>
    </section>
  );
}
