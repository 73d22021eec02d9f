"use client";
/**
 * The header's link to the visitor's lists, with how many items are still to buy. The count is
 * personal, so it is never in the cached HTML: filled in here from /api/me/lists once the page is
 * idle, and only in a browser that keeps a list (./list-add.ts sets the mark), so other visitors
 * cost no request; kept current when an item is added on the page.
 */
import { useEffect, useState } from "react";
import { useI18n } from "./i18n-provider.tsx";
import { HAS_LISTS_KEY, LISTS_CHANGED } from "./list-events.ts";
import { whenIdle } from "./when-idle.ts";

function ListIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
    </svg>
  );
}

export function ListsLink({ href, current }: { href: string; current: boolean }) {
  const { t } = useI18n();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const changed = (e: Event) => setCount((e as CustomEvent<number>).detail);
    window.addEventListener(LISTS_CHANGED, changed);
    const cancel = whenIdle(() => {
      try {
        if (!localStorage.getItem(HAS_LISTS_KEY)) return;
      } catch {
        return;
      }
      fetch("/api/me/lists", { credentials: "same-origin" })
        .then((res) => (res.ok ? (res.json() as Promise<{ openItems: number }>) : null))
        .then((answer) => answer && setCount(answer.openItems))
        .catch(() => {});
    });
    return () => {
      cancel();
      window.removeEventListener(LISTS_CHANGED, changed);
    };
  }, []);
  const label = count ? t("pages:lists.header.count", { count }) : t("pages:lists.header.link");
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      title={label}
      className={`relative inline-flex h-9 w-9 items-center justify-center rounded-lg border hover:border-teal-600 hover:text-teal-700 ${current ? "border-teal-600 bg-teal-50 text-teal-800" : "border-slate-300 text-slate-700"}`}
      data-testid="header-lists-link"
    >
      <ListIcon />
      <span className="sr-only">{label}</span>
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-teal-700 px-1 text-center text-xs font-bold leading-5 text-white"
          data-testid="header-lists-count"
        >
          {count}
        </span>
      ) : null}
    </a>
  );
}
