"use client";
/**
 * /admin/catalogs/{id}/offers: operators correct the offers processing found on a catalogue's
 * pages (issue 23, item 5). One page at a time (its number in the address, ?page=n), its
 * offers drawn over its 1400-px image; choose one to change it in the side form, move or
 * resize its box (pointer, arrow keys or the number boxes), delete it, or draw a new one.
 * Changes to an offer are kept in the form until saved; leaving them asks first.
 */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConfirmDialog } from "#client/admin/confirm-dialog.tsx";
import { deleteQuestion } from "#client/admin/delete-question.ts";
import { toast } from "#client/toast-store.ts";
import { pageImageUrl } from "#lib/catalog-processing.ts";
import { amountText } from "#lib/offer-text.ts";
import type { OfferBox } from "#lib/offers.ts";
import type { ViewerPages } from "#lib/viewer.ts";
import { RequestError, refusalReason } from "../admin-fetch.ts";
import { MIDDLE_BOX } from "./box-geometry.ts";
import { type DrawnOffer, OfferCanvas } from "./offer-canvas.tsx";
import { OfferForm } from "./offer-form.tsx";
import {
  type AdminOffer,
  checkForm,
  emptyForm,
  type FormErrors,
  formChanged,
  formOf,
  type OfferForm as Values,
} from "./offer-values.ts";
import { DeletedOffers, Legend } from "./page-extras.tsx";
import { PageSteps } from "./page-steps.tsx";
import { usePageOffers } from "./use-page-offers.ts";

/** The offer being changed: an existing one (by id) or a new one, its form, and the form it started as. */
type Editing = { key: number | "new"; form: Values; from: Values | null };

export function OffersEditor({
  catalogId,
  pages,
  initialPage,
}: {
  catalogId: number;
  pages: ViewerPages;
  initialPage: number;
}) {
  const { t, i18n } = useTranslation("admin");
  const { ask, dialog } = useConfirmDialog();
  const hintId = useId();
  const [page, setPage] = useState(initialPage);
  const { offers, failed, reload, save, remove, restore } = usePageOffers(catalogId, page);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [drawing, setDrawing] = useState(false);
  // Amounts as the public pages write them (lib/offer-text.ts), in the admin's own message.
  const price = (p: number) => t("offers.price", { price: amountText(p) });
  const changed = !!editing && formChanged(editing.form, editing.from);
  const shown = (offers ?? []).filter((o) => !o.hidden);
  const current = editing && editing.key !== "new" ? (offers?.find((o) => o.id === editing.key) ?? null) : null;

  // The address says which page is open, so a reload or a shared link comes back to it.
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set("page", String(page));
    window.history.replaceState(null, "", url);
  }, [page]);

  /** Whether the offer being changed may be left (nothing changed, or the operator agrees). */
  const mayLeave = () => !changed || window.confirm(t("offers.confirmDiscard"));
  const open = (next: Editing | null) => {
    setEditing(next);
    setErrors({});
  };
  function select(key: number | "new"): boolean {
    if (editing?.key === key) return true;
    if (!mayLeave()) return false;
    const offer = offers?.find((o) => o.id === key);
    if (offer) open({ key, form: formOf(offer), from: formOf(offer) });
    return !!offer;
  }
  function startNew(box: OfferBox) {
    setDrawing(false);
    if (!mayLeave()) return;
    open({ key: "new", form: emptyForm(box), from: null });
  }
  function goTo(n: number) {
    if (n === page || !mayLeave()) return;
    open(null);
    setDrawing(false);
    setPage(n);
  }
  const setBox = (box: OfferBox) => setEditing((e) => e && { ...e, form: { ...e.form, box } });

  async function onSave() {
    if (!editing) return;
    const checked = checkForm(editing.form);
    if ("errors" in checked) return setErrors(checked.errors);
    setSaving(true);
    try {
      const saved = await save(current, checked.values);
      open({ key: saved.id, form: formOf(saved), from: formOf(saved) });
      toast({ title: current ? t("offers.saved") : t("offers.added") });
    } catch (error) {
      const issues = error instanceof RequestError && error.status === 400 ? (error.body?.issues ?? []) : [];
      setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      toast({ title: t("offers.failed"), description: refusalReason(error) ?? undefined, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }
  async function onDelete() {
    if (!current || !(await ask(deleteQuestion(t, i18n.language, nameOf(current), {})))) return;
    setSaving(true);
    try {
      await remove(current);
      open(null);
      toast({ title: t("offers.deleted") });
    } catch (error) {
      toast({
        title: t("offers.deleteFailed"),
        description: refusalReason(error) ?? undefined,
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }
  async function onRestore(offer: AdminOffer) {
    try {
      await restore(offer);
      toast({ title: t("offers.restored") });
    } catch (error) {
      toast({ title: t("offers.failed"), description: refusalReason(error) ?? undefined, variant: "destructive" });
    }
  }

  const nameOf = (o: { name: string | null; nameAr: string | null }) =>
    (i18n.language === "ar" ? o.nameAr || o.name : o.name || o.nameAr) || t("offers.noName");
  const drawn: DrawnOffer[] = shown.map((o) => {
    const form = editing?.key === o.id ? editing.form : null;
    const label = t("offers.boxLabel", { name: nameOf(o), price: price(o.price) });
    return {
      key: o.id,
      box: form?.box ?? o.box,
      label,
      price: amountText(o.price),
      corrected: o.edited || o.source === "operator",
    };
  });
  if (editing?.key === "new")
    drawn.push({ key: "new", box: editing.form.box, label: t("offers.newOffer"), price: "", corrected: true });
  const [width, height] = pages.sizes[page - 1] ?? [1400, 1980];

  return (
    <div className="space-y-4" data-testid="offers-editor">
      {dialog}
      <PageSteps page={page} pages={pages.sizes.length} onPage={goTo} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section className="space-y-3" aria-labelledby={`${hintId}-count`}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${hintId}-count`} className="me-auto font-semibold text-slate-900" aria-live="polite">
              {offers ? t("offers.onPage", { count: shown.length }) : failed ? "" : t("offers.loading")}
            </h2>
            <button
              type="button"
              aria-pressed={drawing}
              onClick={() => setDrawing((d) => !d)}
              onKeyDown={(e) => e.key === "Escape" && setDrawing(false)}
              disabled={!offers}
              className="h-9 rounded-lg bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-60 aria-pressed:bg-sky-700"
              data-testid="offer-draw"
            >
              {drawing ? t("offers.drawing") : t("offers.draw")}
            </button>
            <button
              type="button"
              onClick={() => startNew(MIDDLE_BOX)}
              disabled={!offers}
              className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              data-testid="offer-add"
            >
              {t("offers.add")}
            </button>
          </div>
          {failed && (
            <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
              {t("offers.loadFailed")} <span className="text-sm opacity-80">({failed})</span>{" "}
              <button type="button" onClick={reload} className="font-semibold underline">
                {t("offers.retry")}
              </button>
            </div>
          )}
          <p id={hintId} className="text-sm text-slate-600">
            {drawing ? t("offers.drawHint") : t("offers.keysHint")}
          </p>
          <OfferCanvas
            image={{
              src: pageImageUrl(pages.hash, page, 1400),
              width,
              height,
              alt: t("offers.pageImage", { page }),
            }}
            offers={offers ? drawn : []}
            selected={editing?.key ?? null}
            onSelect={select}
            onBox={setBox}
            drawing={drawing}
            onDrawn={startNew}
            onStopDrawing={() => setDrawing(false)}
            hintId={hintId}
          />
          <Legend />
          <DeletedOffers
            offers={(offers ?? []).filter((o) => o.hidden)}
            name={nameOf}
            price={price}
            onRestore={onRestore}
          />
        </section>
        <div className="lg:sticky lg:top-4">
          {editing ? (
            <OfferForm
              key={editing.key}
              form={editing.form}
              onChange={(form) => setEditing({ ...editing, form })}
              errors={errors}
              offer={current}
              changed={changed}
              saving={saving}
              onSave={() => void onSave()}
              onDelete={() => void onDelete()}
              onCancel={() => open(null)}
            />
          ) : (
            <p
              className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-slate-600"
              data-testid="offer-none"
            >
              {t("offers.choose")}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
