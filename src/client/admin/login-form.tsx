"use client";
/**
 * /admin/login: username and password (both required), show/hide, "Signing in..." while
 * busy; success stores the spec's local flag and goes to /admin, failure shows the
 * 'Login failed' toast with the server's message.
 */
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast, toastAfterNavigation } from "#client/toast-store.ts";
import { ADMIN_FLAG, apiRequest, errorText, RequestError } from "./admin-fetch.ts";

export function LoginForm({ next }: { next: string }) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  const [show, setShow] = useState(false);
  const [missing, setMissing] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const username = String(data.get("username") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!username || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      await apiRequest("POST", "/api/admin/login", { username, password });
      try {
        localStorage.setItem(ADMIN_FLAG, "true");
      } catch {}
      toastAfterNavigation({ title: t("login.success") });
      window.location.assign(next);
    } catch (error) {
      const message =
        error instanceof RequestError
          ? (error.body?.message ?? error.body?.error ?? t("login.invalid"))
          : errorText(error, t("login.error"));
      toast({ title: t("login.failed"), description: message, variant: "destructive" });
      setBusy(false);
    }
  }

  const input =
    "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30";
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" data-testid="login-form">
      {missing && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {t("login.required")}
        </p>
      )}
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{t("login.username")}</span>
        <input name="username" autoComplete="username" required className={input} />
      </label>
      <div>
        <label htmlFor="admin-password" className="text-sm font-medium text-slate-700">
          {t("login.password")}
        </label>
        <div className="relative mt-1">
          <input
            id="admin-password"
            name="password"
            type={show ? "text" : "password"}
            autoComplete="current-password"
            required
            className={`${input} mt-0 pe-20`}
          />
          <button
            type="button"
            onClick={() => setShow((s) => !s)}
            className="absolute inset-y-0 end-0 px-3 text-sm font-medium text-teal-700"
            aria-pressed={show}
            data-testid="toggle-password"
          >
            {show ? t("login.hide") : t("login.show")}
          </button>
        </div>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="h-11 w-full rounded-lg bg-teal-700 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {busy ? t("login.submitting") : t("login.submit")}
      </button>
    </form>
  );
}
