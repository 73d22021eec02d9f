"use client";
/**
 * Where toasts appear: a labelled region (F8 moves focus to it), default and destructive
 * looks, title, description, an optional action and a close button. A toast closes after
 * 5000 ms, when closed, or when swiped to the right by at least 50 px. The region is on
 * every page; the toast itself (toast-item.tsx) is fetched when the first one is shown.
 */
import { useEffect, useRef, useState } from "react";
import { useI18n } from "./i18n-provider.tsx";
import { showPendingToast, subscribeToasts, type Toast } from "./toast-store.ts";

type ItemModule = typeof import("./toast-item.tsx");
let itemModule: Promise<ItemModule> | null = null;

export function Toaster() {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [Item, setItem] = useState<ItemModule["ToastItem"] | null>(null);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const unsubscribe = subscribeToasts(setToasts);
    showPendingToast();
    return unsubscribe;
  }, []);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (!wanted || Item) return;
    itemModule ??= import("./toast-item.tsx");
    itemModule.then(
      (m) => setItem(() => m.ToastItem),
      () => {
        itemModule = null; // fetched again with the next toast
      },
    );
  }, [wanted, Item]);
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
        className="pointer-events-none fixed bottom-4 end-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 outline-none"
        data-testid="toast-viewport"
      >
        {Item && toasts.map((item) => <Item key={item.id} toast={item} closeLabel={t("toast.close")} />)}
      </ol>
    </section>
  );
}
