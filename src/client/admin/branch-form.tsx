"use client";
/**
 * New and edit branch (spec section 5): name, slug (follows the name, editable), store,
 * emirate (the spec's seven, in its order), address required; phone, hours and
 * coordinates optional and sent as null when empty; storeId sent as an integer.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { slugify } from "../../lib/slug.ts";
import { branchInputSchema } from "../../schemas/branch.ts";
import { toast, toastAfterNavigation } from "../toast-store.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";

const EMIRATE_CHOICES = ["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"];
type Values = { name: string; slug: string; storeId: string; emirate: string; address: string; phone: string; hours: string; latitude: string; longitude: string };
const EMPTY: Values = { name: "", slug: "", storeId: "", emirate: "", address: "", phone: "", hours: "", latitude: "", longitude: "" };

export function BranchForm({ branchId, listHref }: { branchId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState<Values>(EMPTY);
  const [stores, setStores] = useState<{ id: number; name: string }[]>([]);
  const [loading, setLoading] = useState(branchId !== null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    apiRequest<{ id: number; name: string }[]>("GET", "/api/stores").then((list) => setStores(list.map(({ id, name }) => ({ id, name }))), () => setStores([]));
    if (branchId === null) return;
    apiRequest<Record<string, string | number | null>>("GET", `/api/branches/${branchId}`)
      .then((b) => setValues(Object.fromEntries(Object.keys(EMPTY).map((k) => [k, b[k] === null || b[k] === undefined ? "" : String(b[k])])) as Values))
      .catch(() => toast({ title: t("branches.error"), description: t("branches.notFound"), variant: "destructive" }))
      .finally(() => setLoading(false));
  }, [branchId, t]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => (key === "name" ? { ...v, name: e.target.value, slug: slugify(e.target.value) } : { ...v, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { ...values, slug: values.slug.trim() || slugify(values.name), storeId: values.storeId ? Number.parseInt(values.storeId, 10) : undefined };
    const parsed = branchInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    setSaving(true);
    try {
      if (branchId === null) await apiRequest("POST", "/api/branches", parsed.data);
      else await apiRequest("PUT", `/api/branches/${branchId}`, parsed.data);
      toastAfterNavigation({ title: branchId === null ? t("branches.created") : t("branches.updated") });
      window.location.assign(listHref);
    } catch (error) {
      toast({ title: t("branches.error"), description: `${branchId === null ? t("branches.createFailed") : t("branches.updateFailed")} ${errorText(error, "")}`.trim(), variant: "destructive" });
      setSaving(false);
    }
  }

  if (loading) return <div className="h-96 animate-pulse rounded-2xl bg-white" />;
  const cls = (n: string) => `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${errors[n] ? "border-red-500" : "border-slate-300"}`;
  const err = (n: string) => errors[n] && <span className="mt-1 block text-sm text-red-600">{errors[n]}</span>;
  const text = (n: keyof Values, dir?: "ltr") => (
    <label className="block">
      <span className="text-sm font-medium text-slate-700">{t(`branches.${n}`)}</span>
      <input name={n} value={values[n]} onChange={set(n)} className={cls(n)} dir={dir} aria-invalid={!!errors[n]} />
      {err(n)}
    </label>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6" data-testid="branch-form">
      <div className="grid gap-5 sm:grid-cols-2">
        {text("name")}
        {text("slug", "ltr")}
        <div>
          <label htmlFor="branch-store" className="text-sm font-medium text-slate-700">{t("branches.store")}</label>
          <select id="branch-store" name="storeId" value={values.storeId} onChange={set("storeId")} className={cls("storeId")}>
            <option value="">{t("branches.chooseStore")}</option>
            {stores.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
          {err("storeId")}
        </div>
        <div>
          <label htmlFor="branch-emirate" className="text-sm font-medium text-slate-700">{t("branches.emirate")}</label>
          <select id="branch-emirate" name="emirate" value={values.emirate} onChange={set("emirate")} className={cls("emirate")}>
            <option value="">{t("branches.chooseEmirate")}</option>
            {EMIRATE_CHOICES.map((e) => <option key={e} value={e}>{e}</option>)}
          </select>
          {err("emirate")}
        </div>
        {text("address")}
        {text("phone", "ltr")}
        {text("hours", "ltr")}
        <div className="grid grid-cols-2 gap-3">{text("latitude", "ltr")}{text("longitude", "ltr")}</div>
      </div>
      <div className="flex gap-3">
        <button type="submit" disabled={saving} className="h-10 rounded-lg bg-teal-600 px-5 font-semibold text-white disabled:opacity-60">
          {saving ? (branchId === null ? t("branches.creating") : t("branches.updating")) : branchId === null ? t("branches.create") : t("branches.update")}
        </button>
        <a href={listHref} className="flex h-10 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-700">{t("branches.cancel")}</a>
      </div>
    </form>
  );
}
