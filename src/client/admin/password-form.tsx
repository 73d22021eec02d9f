"use client";
/**
 * Change password through the real API: the server checks the current password and the
 * rules, and signs out the operator's other sessions. Messages are the spec's three. A new
 * submit clears what an earlier attempt said (its message and its toast) before checking.
 */
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, toast } from "#client/toast-store.ts";
import { apiRequest, errorText, RequestError } from "./admin-fetch.ts";

export function PasswordForm() {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const failureToast = useRef<number | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError("");
    if (failureToast.current !== null) dismissToast(failureToast.current);
    failureToast.current = null;
    const form = e.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const newPassword = String(data.get("newPassword") ?? "");
    if (newPassword.length < 6) return setError(t("settings.tooShort"));
    if (newPassword !== String(data.get("confirmPassword") ?? "")) return setError(t("settings.mismatch"));
    if (newPassword === currentPassword) return setError(t("settings.samePassword"));
    setBusy(true);
    try {
      await apiRequest("POST", "/api/admin/password", { currentPassword, newPassword });
      form.reset();
      toast({ title: t("settings.updated"), description: t("settings.updatedText") });
    } catch (err) {
      const incorrect = err instanceof RequestError && err.body?.error === "Current password is incorrect";
      const message = incorrect ? t("settings.incorrect") : errorText(err, t("settings.failed"));
      setError(message);
      failureToast.current = toast({ title: t("settings.failed"), description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const input =
    "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30";
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" data-testid="password-form">
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700" data-testid="password-error">
          {error}
        </p>
      )}
      {(["currentPassword", "newPassword", "confirmPassword"] as const).map((name) => (
        <label key={name} className="block">
          <span className="text-sm font-medium text-slate-700">
            {t(`settings.${name === "currentPassword" ? "current" : name === "newPassword" ? "new" : "confirm"}`)}
          </span>
          <input
            name={name}
            type="password"
            required
            autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
            className={input}
          />
        </label>
      ))}
      <p className="text-sm text-slate-500">{t("settings.tip")}</p>
      <button
        type="submit"
        disabled={busy}
        className="h-10 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {busy ? t("settings.submitting") : t("settings.submit")}
      </button>
    </form>
  );
}
