/**
 * The admin's delete confirmation: a modal <dialog> in the page's language and direction (not
 * window.confirm, whose box the browser draws in its own language), saying what goes with the
 * record (delete-question.ts). Cancel has the focus, so Enter does not delete by accident;
 * Escape cancels; the browser gives the focus back to the Delete button that asked.
 * Imported only by client modules, so it needs no 'use client' of its own.
 */
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** `confirm`: the confirming button's words when they are not "Delete" ("Revoke"). */
type Question = { title: string; body: string; confirm?: string };
type Asked = Question & { answer: (yes: boolean) => void };

/**
 * `ask(question)` opens the dialog and resolves true when the operator confirms; `dialog` is the
 * element to render (nothing while no question is open). Example:
 *   const { ask, dialog } = useConfirmDialog();
 *   if (!(await ask(deleteQuestion(t, lang, name, cascade)))) return;
 */
export function useConfirmDialog(): { ask: (q: Question) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useTranslation("admin");
  const [asked, setAsked] = useState<Asked | null>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    if (asked && ref.current && !ref.current.open) ref.current.showModal();
  }, [asked]);
  const ask = useCallback((q: Question) => new Promise<boolean>((answer) => setAsked({ ...q, answer })), []);
  const dialog = asked && (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      // Closed by a button (its value is the answer) or by Escape (no value: a no).
      onClose={(e) => {
        asked.answer(e.currentTarget.returnValue === "confirm");
        setAsked(null);
      }}
      className="w-[min(30rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-start shadow-xl backdrop:bg-slate-900/50"
      data-testid="confirm-dialog"
    >
      <form method="dialog" className="p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900" dir="auto">
          {asked.title}
        </h2>
        <p id={`${id}-body`} className="mt-2 text-slate-700" dir="auto">
          {asked.body}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="submit"
            value="cancel"
            // biome-ignore lint/a11y/noAutofocus: a destructive question starts on its safe answer
            autoFocus
            className="h-10 rounded-lg border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-50"
          >
            {t("confirm.cancel")}
          </button>
          <button
            type="submit"
            value="confirm"
            className="h-10 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
          >
            {asked.confirm ?? t("confirm.delete")}
          </button>
        </div>
      </form>
    </dialog>
  );
  return { ask, dialog };
}
