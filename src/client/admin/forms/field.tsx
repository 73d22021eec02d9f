/**
 * One labelled form control: the label, the control itself (a render prop, so it can be
 * an input, select or textarea), its error and an optional hint, wired by id:
 * label[for], aria-invalid and aria-describedby pointing at the error and hint. The forms
 * use it through the controls of controls.tsx, fed by a bound field (bind-field.ts).
 */
import type { ReactNode } from "react";

type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

type Props = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown under the field and not read as its description (a preview, an upload button). */
  after?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export function Field({ id, label, error, hint, after, className, children }: Props) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, "aria-invalid": !!error, "aria-describedby": describedBy })}
      {error && (
        <span id={errorId} className="mt-1 block text-sm text-red-600">
          {error}
        </span>
      )}
      {hint && (
        <span id={hintId} className="mt-1 block text-xs text-slate-500">
          {hint}
        </span>
      )}
      {after}
    </div>
  );
}

/** The admin forms' text input, select and textarea look; red border when invalid. */
export function controlClass(invalid = false): string {
  return `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${invalid ? "border-red-500" : "border-slate-300"} focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30`;
}
