import type { ReactNode } from "react";

/** A friendly empty or not-found panel with an optional call to action. */
export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
      data-testid={testId}
    >
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {text && <p className="mx-auto mt-2 max-w-md text-slate-600">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** The primary button look for links. */
export const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 transition hover:bg-slate-50";
