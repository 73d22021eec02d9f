"use client";
/**
 * The phone-size menu. A native <details> disclosure, so it opens without JavaScript;
 * once hydrated it also closes on Escape and when a link inside is followed.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useI18n } from "./i18n-provider.tsx";

export function MobileMenu({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <details ref={ref} className="group md:hidden" data-testid="mobile-menu">
      <summary
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-300 text-slate-700 [&::-webkit-details-marker]:hidden"
        aria-label={t("nav.menu")}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5 group-open:hidden"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
        <svg
          viewBox="0 0 24 24"
          className="hidden h-5 w-5 group-open:block"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </summary>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: one delegated listener closes the menu after any link in it is followed; links fire click for Enter too */}
      <div
        className="absolute inset-x-0 top-16 z-40 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a") && ref.current) ref.current.open = false;
        }}
      >
        {children}
      </div>
    </details>
  );
}
