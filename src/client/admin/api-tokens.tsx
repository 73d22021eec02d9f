"use client";
/**
 * /admin/tokens: make an API token (a name and its scopes), see it once with a copy button,
 * list every token with its scopes, when it was made and last used (Dubai time), and revoke one.
 * Everything goes through /api/admin/tokens (routes/api/admin-tokens.ts).
 */
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { formatDubaiTime } from "#lib/dates.ts";
import { TOKEN_SCOPES } from "#lib/token-scopes.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";
import { useConfirmDialog } from "./confirm-dialog.tsx";
import { revokeQuestion } from "./revoke-question.ts";

type Token = {
  id: number;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** The scope's words: "read" -> tokens.scope.read. */
const scopeKey = (s: string) => `tokens.scope.${s === "read" ? "read" : "catalogsWrite"}`;

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5"
      data-testid="new-token"
      role="status"
    >
      <h2 id={id} className="font-bold text-slate-900">
        {t("tokens.madeTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("tokens.madeText")}</p>
      <code dir="ltr" className="mt-3 block break-all rounded-lg bg-white p-3 font-mono text-sm text-slate-900">
        {token}
      </code>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => navigator.clipboard?.writeText(token).then(() => toast({ title: t("tokens.copied") }))}
          className="h-10 rounded-lg bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800"
        >
          {t("tokens.copy")}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="h-10 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t("tokens.done")}
        </button>
      </div>
    </section>
  );
}

export function ApiTokens({ locale }: { locale: string }) {
  const { t } = useTranslation("admin");
  const [tokens, setTokens] = useState<Token[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useConfirmDialog();
  const load = useCallback(() => {
    setFailed(false);
    apiRequest<{ data: Token[] }>("GET", "/api/admin/tokens").then(
      (r) => setTokens(r.data),
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const scopes = data.getAll("scopes").map(String);
    if (!name) return setError(t("tokens.nameRequired"));
    if (scopes.length === 0) return setError(t("tokens.scopeRequired"));
    setError("");
    setBusy(true);
    try {
      const answer = await apiRequest<{ token: string }>("POST", "/api/admin/tokens", { name, scopes });
      form.reset();
      setMade(answer.token);
      load();
    } catch (err) {
      setError(errorText(err, t("tokens.failed")));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: Token) {
    if (!(await ask(revokeQuestion(t, "token", token.name)))) return;
    try {
      await apiRequest("DELETE", `/api/admin/tokens/${token.id}`);
      toast({ title: t("tokens.revoked") });
      load();
    } catch (err) {
      toast({ title: t("tokens.failed"), description: errorText(err, t("tokens.failed")), variant: "destructive" });
    }
  }

  const scopeList = new Intl.ListFormat(locale, { type: "unit", style: "short" });
  const when = (at: string | null) => (at ? formatDubaiTime(at, locale) : t("tokens.never"));
  const cell = "px-3 py-2 align-top";
  return (
    <div className="space-y-6">
      {made && <NewToken token={made} onDone={() => setMade(null)} />}
      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="font-bold text-slate-900">{t("tokens.create")}</h2>
        <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-4" data-testid="token-form">
          {error && (
            <p role="alert" className="w-full rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <label className="block min-w-64 flex-1">
            <span className="text-sm font-medium text-slate-700">{t("tokens.name")}</span>
            <input
              name="name"
              maxLength={80}
              required
              placeholder={t("tokens.namePlaceholder")}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
            />
          </label>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t("tokens.scopes")}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {TOKEN_SCOPES.map((s) => (
                <label key={s} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" name="scopes" value={s} defaultChecked={s === "read"} className="h-4 w-4" />
                  {t(scopeKey(s))}
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={busy}
            className="h-10 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
          >
            {t("tokens.submit")}
          </button>
        </form>
      </section>
      <section className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        {failed ? (
          <p className="p-6 text-red-700">
            {t("tokens.loadFailed")}{" "}
            <button type="button" onClick={load} className="font-semibold underline">
              {t("messages.retry")}
            </button>
          </p>
        ) : !tokens ? (
          <p className="p-6 text-slate-600">{t("tokens.loading")}</p>
        ) : tokens.length === 0 ? (
          <p className="p-6 text-slate-600">{t("tokens.empty")}</p>
        ) : (
          <table className="w-full text-start text-sm" data-testid="tokens-table">
            <caption className="sr-only">{t("tokens.listTitle")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {["colName", "colScopes", "colCreated", "colLastUsed", "colActions"].map((k) => (
                  <th key={k} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`tokens.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {tokens.map((token) => (
                <tr key={token.id} className={token.revokedAt ? "text-slate-500" : "text-slate-800"}>
                  <td className={cell}>
                    <span dir="auto" className="font-semibold">
                      {token.name}
                    </span>
                    <code dir="ltr" className="ms-2 font-mono text-xs text-slate-600">
                      {token.prefix}…
                    </code>
                  </td>
                  <td className={cell}>{scopeList.format(token.scopes.map((s) => t(scopeKey(s))))}</td>
                  <td className={cell}>{when(token.createdAt)}</td>
                  <td className={cell}>{when(token.lastUsedAt)}</td>
                  <td className={cell}>
                    {token.revokedAt ? (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {t("tokens.revokedOn", { date: when(token.revokedAt) })}
                      </span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => revoke(token)}
                        className="rounded-lg border border-red-300 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
                      >
                        {t("tokens.revoke")}
                        <span className="sr-only"> {token.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {dialog}
    </div>
  );
}
