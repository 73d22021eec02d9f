"use client";
/**
 * Above the admin's branch table: the branches whose hours are still only free text (issue 26),
 * each with what its text reads as (or that it cannot be read), a link to set its hours, and one
 * button converting every readable one. Nothing shows once every branch has structured hours.
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "#client/admin/admin-fetch.ts";

type Todo = { id: number; name: string; store: string; hours: string | null; suggestion: string | null };

export function HoursTodo({ editBase }: { editBase: string }) {
  const { t } = useTranslation("admin");
  const [todo, setTodo] = useState<Todo[] | null>(null);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () =>
      apiRequest<{ data: Todo[] }>("GET", "/api/branches/hours-todo").then(
        (r) => setTodo(r.data),
        () => setTodo([]),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const convert = async () => {
    setBusy(true);
    try {
      const r = await apiRequest<{ converted: number; left: number }>("POST", "/api/branches/hours-convert", {});
      setDone(t("hours.todoConverted", r));
      await load();
    } finally {
      setBusy(false);
    }
  };

  if (!todo || (todo.length === 0 && !done)) return null;
  const readable = todo.some((b) => b.suggestion);
  return (
    <section
      className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-4"
      aria-labelledby="hours-todo-title"
      data-testid="hours-todo"
    >
      <h2 id="hours-todo-title" className="font-semibold text-amber-950">
        {t("hours.todoTitle")} ({todo.length})
      </h2>
      <p className="text-sm text-amber-900">{t("hours.todoIntro")}</p>
      {done && (
        <p role="status" className="mt-2 text-sm font-medium text-amber-950">
          {done}
        </p>
      )}
      {readable && (
        <button
          type="button"
          disabled={busy}
          onClick={convert}
          className="mt-3 rounded-lg bg-teal-700 px-3 py-2 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
          data-testid="hours-convert-all"
        >
          {t("hours.todoConvert")}
        </button>
      )}
      <ul className="mt-3 max-h-64 space-y-2 overflow-y-auto text-sm">
        {todo.map((b) => (
          <li key={b.id} className="rounded-lg bg-white p-2">
            <a
              href={`${editBase}/edit/${b.id}`}
              className="font-medium text-teal-800 hover:underline"
              aria-label={t("hours.todoEdit", { name: b.name })}
            >
              {b.name}
            </a>{" "}
            <span className="text-slate-600">· {b.store}</span>
            <div className="text-slate-700" dir="auto">
              “{b.hours}” →{" "}
              {b.suggestion ? (
                <code dir="ltr" className="text-xs">
                  {b.suggestion}
                </code>
              ) : (
                <span className="text-amber-900">{t("hours.todoUnreadable")}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
