"use client";
/**
 * New and edit catalogue (spec section 5). The branch select works only once a store is
 * chosen and goes back to 'No specific branch' (null) when the store changes. The PDF
 * comes from an upload or an address; either way its page count is read from the file
 * (nobody types it) and a cover can be made from page 1 with pdf.js in the browser.
 */
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CATALOG_CATEGORIES } from "../../lib/taxonomy.ts";
import { pdfSource } from "../../lib/viewer.ts";
import { catalogInputSchema } from "../../schemas/catalog.ts";
import { toast, toastAfterNavigation } from "../toast-store.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";

type Values = { title: string; storeId: string; branchId: string; category: string; description: string; fileUrl: string; coverImage: string; pages: number | null; startDate: string; expiryDate: string };
const EMPTY: Values = { title: "", storeId: "", branchId: "", category: "", description: "", fileUrl: "", coverImage: "", pages: null, startDate: "", expiryDate: "" };

async function upload(path: string, file: Blob, name: string) {
  const form = new FormData();
  form.set("file", file, name);
  const res = await fetch(path, { method: "POST", body: form, credentials: "include" });
  const body = (await res.json().catch(() => ({}))) as { fileUrl?: string; url?: string; pages?: number; error?: string };
  if (!res.ok) throw new Error(body.error ?? `${res.status}: ${res.statusText}`);
  return body;
}

/** Opens the PDF with pdf.js: its page count, and page 1 as a PNG for the cover. */
async function readPdf(fileUrl: string): Promise<{ pages: number; cover: Blob | null }> {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = process.env.PDF_WORKER_URL ?? "";
  const doc = await pdfjs.getDocument({ url: pdfSource(fileUrl), isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: 600 / page.getViewport({ scale: 1 }).width });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const context = canvas.getContext("2d");
    if (!context) return { pages: doc.numPages, cover: null };
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    const cover = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    return { pages: doc.numPages, cover };
  } finally {
    void doc.destroy();
  }
}

function Preview({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) return null;
  return <img src={src} alt="" onError={() => setBroken(true)} className="mt-2 h-40 rounded-lg border border-slate-200 object-contain" data-testid="cover-preview" />;
}

export function CatalogForm({ catalogId, listHref }: { catalogId: number | null; listHref: string }) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState<Values>(EMPTY);
  const [stores, setStores] = useState<{ id: number; name: string }[]>([]);
  const [branches, setBranches] = useState<{ id: number; name: string }[]>([]);
  const [loading, setLoading] = useState(catalogId !== null);
  const [saving, setSaving] = useState(false);
  const [working, setWorking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    apiRequest<{ id: number; name: string }[]>("GET", "/api/stores").then((l) => setStores(l.map(({ id, name }) => ({ id, name }))), () => setStores([]));
    if (catalogId === null) return;
    apiRequest<Record<string, string | number | null>>("GET", `/api/catalogs/${catalogId}`)
      .then((c) => setValues({ ...EMPTY, ...Object.fromEntries(Object.keys(EMPTY).map((k) => [k, c[k] === null || c[k] === undefined ? (k === "pages" ? null : "") : k === "pages" ? c[k] : String(c[k])])) }))
      .catch(() => toast({ title: t("catalogs.error"), description: t("catalogs.notFound"), variant: "destructive" }))
      .finally(() => setLoading(false));
  }, [catalogId, t]);

  useEffect(() => {
    if (!values.storeId) return setBranches([]);
    apiRequest<{ data: { id: number; name: string }[] }>("GET", `/api/branches/store/${values.storeId}`).then((r) => setBranches(r.data), () => setBranches([]));
  }, [values.storeId]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => (key === "storeId" ? { ...v, storeId: e.target.value, branchId: "" } : { ...v, [key]: e.target.value }));

  /** Reads pages (and optionally makes the cover) from the PDF at `fileUrl`. */
  async function inspect(fileUrl: string, makeCover: boolean) {
    if (!fileUrl) return;
    setWorking(true);
    try {
      const { pages, cover } = await readPdf(fileUrl);
      let coverImage: string | null = null;
      if (makeCover && cover) coverImage = (await upload("/api/admin/uploads/cover", cover, "cover.png")).url ?? null;
      setValues((v) => ({ ...v, pages, ...(coverImage ? { coverImage } : {}) }));
    } catch {
      toast({ title: t("catalogs.error"), description: t("catalogs.readFailed"), variant: "destructive" });
    } finally {
      setWorking(false);
    }
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setWorking(true);
    try {
      const uploaded = await upload("/api/admin/uploads/catalog", file, file.name);
      setValues((v) => ({ ...v, fileUrl: uploaded.fileUrl ?? "", pages: uploaded.pages ?? null }));
      await inspect(uploaded.fileUrl ?? "", !values.coverImage);
    } catch (error) {
      toast({ title: t("catalogs.uploadFailed"), description: errorText(error, ""), variant: "destructive" });
      setWorking(false);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { ...values, storeId: values.storeId ? Number.parseInt(values.storeId, 10) : undefined, branchId: values.branchId ? Number.parseInt(values.branchId, 10) : null, category: values.category || null };
    const parsed = catalogInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    setSaving(true);
    try {
      if (catalogId === null) await apiRequest("POST", "/api/catalogs", parsed.data);
      else await apiRequest("PUT", `/api/catalogs/${catalogId}`, parsed.data);
      toastAfterNavigation({ title: catalogId === null ? t("catalogs.created") : t("catalogs.updated") });
      window.location.assign(listHref);
    } catch (error) {
      toast({ title: t("catalogs.error"), description: `${catalogId === null ? t("catalogs.createFailed") : t("catalogs.updateFailed")} ${errorText(error, "")}`.trim(), variant: "destructive" });
      setSaving(false);
    }
  }

  if (loading) return <div className="h-96 animate-pulse rounded-2xl bg-white" />;
  const cls = (n: string) => `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${errors[n] ? "border-red-500" : "border-slate-300"}`;
  const err = (n: string) => errors[n] && <span className="mt-1 block text-sm text-red-600">{errors[n]}</span>;
  const label = (id: string, key: string) => <label htmlFor={id} className="text-sm font-medium text-slate-700">{t(`catalogs.${key}`)}</label>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6" data-testid="catalog-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>{label("catalog-title", "titleField")}<input id="catalog-title" value={values.title} onChange={set("title")} className={cls("title")} />{err("title")}</div>
        <div>
          {label("catalog-category", "category")}
          <select id="catalog-category" value={values.category} onChange={set("category")} className={cls("category")}>
            <option value="">{t("catalogs.chooseCategory")}</option>
            {CATALOG_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
          {err("category")}
        </div>
        <div>
          {label("catalog-store", "store")}
          <select id="catalog-store" value={values.storeId} onChange={set("storeId")} className={cls("storeId")}>
            <option value="">{t("catalogs.chooseStore")}</option>
            {stores.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
          {err("storeId")}
        </div>
        <div>
          {label("catalog-branch", "branch")}
          <select id="catalog-branch" value={values.branchId} onChange={set("branchId")} disabled={!values.storeId} className={`${cls("branchId")} disabled:bg-slate-100`}>
            <option value="">{t("catalogs.noBranch")}</option>
            {branches.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
          </select>
          {err("branchId")}
        </div>
        <div className="sm:col-span-2">
          {label("catalog-file", "fileUrl")}
          <input id="catalog-file" value={values.fileUrl} onChange={set("fileUrl")} onBlur={() => void inspect(values.fileUrl, false)} className={cls("fileUrl")} dir="ltr" />
          {err("fileUrl")}
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <label className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              {working ? t("catalogs.uploading") : t("catalogs.upload")}
              <input type="file" accept="application/pdf,.pdf" onChange={(e) => void onFile(e)} className="sr-only" data-testid="pdf-upload" />
            </label>
            <span className="text-sm text-slate-600" data-testid="pages-value">{t("catalogs.pages")}: {values.pages ?? "—"} <span className="text-slate-400">({t("catalogs.pagesAuto")})</span></span>
          </div>
        </div>
        <div className="sm:col-span-2">
          {label("catalog-cover", "coverImage")}
          <input id="catalog-cover" value={values.coverImage} onChange={set("coverImage")} className={cls("coverImage")} dir="ltr" />
          <button type="button" disabled={!values.fileUrl || working} onClick={() => void inspect(values.fileUrl, true)} className="mt-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold disabled:opacity-50" data-testid="make-cover">{t("catalogs.makeCover")}</button>
          <Preview src={values.coverImage} />
        </div>
        <div>{label("catalog-start", "startDate")}<input id="catalog-start" type="date" value={values.startDate} onChange={set("startDate")} className={cls("startDate")} />{err("startDate")}</div>
        <div>{label("catalog-expiry", "expiryDate")}<input id="catalog-expiry" type="date" value={values.expiryDate} onChange={set("expiryDate")} className={cls("expiryDate")} />{err("expiryDate")}</div>
      </div>
      <div>{label("catalog-description", "description")}<textarea id="catalog-description" rows={3} value={values.description} onChange={set("description")} className={cls("description")} /></div>
      <div className="flex gap-3">
        <button type="submit" disabled={saving || working} className="h-10 rounded-lg bg-teal-600 px-5 font-semibold text-white disabled:opacity-60">
          {saving ? (catalogId === null ? t("catalogs.creating") : t("catalogs.updating")) : catalogId === null ? t("catalogs.create") : t("catalogs.update")}
        </button>
        <a href={listHref} className="flex h-10 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-700">{t("catalogs.cancel")}</a>
      </div>
    </form>
  );
}
