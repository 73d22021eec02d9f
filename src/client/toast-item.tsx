/**
 * One toast (see toaster.tsx, which loads this module when the first toast appears): title,
 * description, an optional action or link and a close button; it closes after its duration, when
 * closed, or when swiped to the right by at least 50 px.
 */
import { useEffect, useRef, useState } from "react";
import { autoDismiss, dismissToast, type Toast } from "./toast-store.ts";

const SWIPE_THRESHOLD = 50;

export function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store hands out new objects; the timer belongs to the toast id and duration
  useEffect(() => autoDismiss(toast), [toast.id, toast.duration]);
  const destructive = toast.variant === "destructive";
  return (
    <li
      className={`pointer-events-auto flex w-full items-start gap-2 rounded-xl border px-3 py-2.5 shadow-lg transition-transform sm:gap-3 sm:p-4 ${destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"}`}
      style={{ transform: `translateX(${offset}px)`, touchAction: "pan-y" }}
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerMove={(e) => start.current !== null && setOffset(Math.max(0, e.clientX - start.current))}
      onPointerUp={() => {
        if (offset >= SWIPE_THRESHOLD) dismissToast(toast.id);
        else setOffset(0);
        start.current = null;
      }}
      onPointerCancel={() => {
        setOffset(0);
        start.current = null;
      }}
      data-testid="toast"
      data-variant={toast.variant ?? "default"}
    >
      <div role={destructive ? "alert" : "status"} className="min-w-0 flex-1">
        {/* Small on a phone: two lines of title at most and one of description (issue 24). */}
        <p className="line-clamp-2 text-sm font-semibold sm:text-base">{toast.title}</p>
        {toast.description && (
          <p className={`truncate text-xs sm:mt-1 sm:text-sm ${destructive ? "text-red-50" : "text-slate-600"}`}>
            {toast.description}
          </p>
        )}
        {toast.action && (
          <button
            type="button"
            onClick={toast.action.onClick}
            className={`mt-3 rounded-md border px-3 py-1 text-sm font-medium ${destructive ? "border-white/40 hover:bg-white/10" : "border-slate-300 hover:bg-slate-50"}`}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      {toast.link && (
        <a
          href={toast.link.href}
          className="shrink-0 self-center rounded-md px-2 py-1 text-sm font-semibold text-teal-700 underline underline-offset-2 hover:bg-teal-50"
          data-testid="toast-link"
        >
          {toast.link.label}
        </a>
      )}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={closeLabel}
        className={`rounded p-1 ${destructive ? "hover:bg-white/10" : "text-slate-500 hover:bg-slate-100"}`}
        data-testid="toast-close"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
