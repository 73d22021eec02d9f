"use client";
/**
 * New and edit store share this form (spec sections 2 and 5): the slug follows every
 * edit of the name and stays editable, an empty slug is made from the name at submit,
 * empty optional fields are sent as null, and image previews hide when they fail.
 * The body is checked with the same zod schema the API uses before it is sent.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { slugify } from "../../lib/slug.ts";
import { storeInputSchema } from "../../schemas/store.ts";
import { toast, toastAfterNavigation } from "../toast-store.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";

type Category = { id: number; name: string };
type Values = { name: string; slug: string; category: string; description: string; logo: string; image: string; website: string; phone: string; email: string; facebook: string; instagram: string; twitter: string; featured: boolean; premium: boolean };
const EMPTY: Values = { name: "", slug: "", category: "", description: "", logo: "", image: "", website: "", phone: "", email: "", facebook: "", instagram: "", twitter: "", featured: false, premium: false };

function Preview({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) return null;
  return <img src={src} alt="" onError={() => setBroken(true)} className="mt-2 h-16 max-w-40 rounded-lg border border-slate-200 object-contain" data-testid="image-preview" />;
}

export function StoreForm({ storeId, listHref }: { storeId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState<Values>(EMPTY);
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(storeId !== null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    apiRequest<Category[]>("GET", "/api/categories").then(setCategories, () => setCategories([]));
    if (storeId === null) return;
    apiRequest<Record<string, unknown>>("GET", `/api/stores/${storeId}`)
      .then((s) => {
        const text = (k: string) => (typeof s[k] === "string" ? (s[k] as string) : "");
        setValues({ name: text("name"), slug: text("slug"), category: text("category"), description: text("description"), logo: text("logo"), image: text("image"), website: text("website"), phone: text("phone"), email: text("email"), facebook: text("facebook"), instagram: text("instagram"), twitter: text("twitter"), featured: !!s.featured, premium: !!s.premium });
      })
      .catch(() => toast({ title: t("stores.error"), description: t("stores.notFound"), variant: "destructive" }))
      .finally(() => setLoading(false));
  }, [storeId, t]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => (key === "name" ? { ...v, name: e.target.value, slug: slugify(e.target.value) } : { ...v, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { ...values, slug: values.slug.trim() || slugify(values.name) };
    const parsed = storeInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (storeId === null) await apiRequest("POST", "/api/stores", parsed.data);
      else await apiRequest("PUT", `/api/stores/${storeId}`, parsed.data);
      toastAfterNavigation({ title: storeId === null ? t("stores.created") : t("stores.updated") });
      window.location.assign(listHref);
    } catch (error) {
      toast({ title: t("stores.error"), description: `${storeId === null ? t("stores.createFailed") : t("stores.updateFailed")} ${errorText(error, "")}`.trim(), variant: "destructive" });
      setSaving(false);
    }
  }

  if (loading) return <div className="h-96 animate-pulse rounded-2xl bg-white" />;
  const input = (name: string) => `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${errors[name] ? "border-red-500" : "border-slate-300"} focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30`;
  const field = (name: keyof Values, type = "text", extra: ReactNode = null) => (
    <label className="block">
      <span className="text-sm font-medium text-slate-700">{t(`stores.${name}`)}</span>
      <input name={name} type={type} value={values[name] as string} onChange={set(name)} className={input(name)} dir={type === "url" || type === "email" || type === "tel" ? "ltr" : undefined} aria-invalid={!!errors[name]} />
      {errors[name] && <span className="mt-1 block text-sm text-red-600">{errors[name]}</span>}
      {extra}
    </label>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6" data-testid="store-form">
      <div className="grid gap-5 sm:grid-cols-2">
        {field("name")}
        {field("slug", "text", <span className="mt-1 block text-xs text-slate-500">{t("stores.slugHint")}</span>)}
        <div>
          <label htmlFor="store-category" className="text-sm font-medium text-slate-700">{t("stores.category")}</label>
          <select id="store-category" name="category" value={values.category} onChange={set("category")} className={input("category")} aria-invalid={!!errors.category}>
            <option value="">{t("stores.chooseCategory")}</option>
            {categories.map((c) => <option key={c.id} value={c.name}>{c.name}</option>)}
          </select>
          {errors.category && <span className="mt-1 block text-sm text-red-600">{errors.category}</span>}
        </div>
        {field("phone", "tel")}
        {field("email", "email")}
        {field("website", "url")}
        {field("logo", "url", <Preview src={values.logo} />)}
        {field("image", "url", <Preview src={values.image} />)}
        {field("facebook", "url")}
        {field("instagram", "url")}
        {field("twitter", "url")}
      </div>
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{t("stores.description")}</span>
        <textarea name="description" rows={4} value={values.description} onChange={set("description")} className={input("description")} />
      </label>
      <fieldset className="flex gap-6">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("stores.flags")}</legend>
        {(["featured", "premium"] as const).map((flag) => (
          <label key={flag} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={flag} checked={values[flag]} onChange={(e) => setValues((v) => ({ ...v, [flag]: e.target.checked }))} className="h-4 w-4 accent-teal-600" />
            {t(`stores.${flag}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex gap-3">
        <button type="submit" disabled={saving} className="h-10 rounded-lg bg-teal-600 px-5 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
          {saving ? (storeId === null ? t("stores.creating") : t("stores.updating")) : storeId === null ? t("stores.create") : t("stores.update")}
        </button>
        <a href={listHref} className="flex h-10 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-700 hover:bg-slate-50">{t("stores.cancel")}</a>
      </div>
    </form>
  );
}
