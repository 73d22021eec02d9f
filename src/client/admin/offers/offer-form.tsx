/**
 * The offers editor's side form: the selected offer's names, prices, unit, multi-buy and size,
 * and its box as numbers (% of the page: the keyboard's way to place it exactly), with Save,
 * Delete and Cancel. Errors come from the API's own schema (offer-values.ts) or its 400.
 */
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { OfferBox } from "#lib/offers.ts";
import type { FieldBinding } from "../forms/bind-field.ts";
import { InputField } from "../forms/controls.tsx";
import { fitBox } from "./box-geometry.ts";
import type { AdminOffer, FormErrors, TextField, OfferForm as Values } from "./offer-values.ts";

type Props = {
  form: Values;
  onChange: (form: Values) => void;
  errors: FormErrors;
  /** The offer being changed; null for a new one. */
  offer: AdminOffer | null;
  changed: boolean;
  saving: boolean;
  onSave: () => void;
  onDelete: () => void;
  onCancel: () => void;
};

const BOX_FIELDS = ["x", "y", "width", "height"] as const;
/** A fraction as the percentage the number boxes show, to a tenth. */
const asPercent = (v: number) => String(Math.round(v * 1000) / 10);

/** `box` with one side set from a typed percentage; a size never runs past the page's edge. */
function withPercent(box: OfferBox, key: (typeof BOX_FIELDS)[number], typed: number): OfferBox {
  const v = typed / 100;
  if (key === "width") return fitBox({ ...box, width: Math.min(v, 1 - box.x) });
  if (key === "height") return fitBox({ ...box, height: Math.min(v, 1 - box.y) });
  return fitBox({ ...box, [key]: v });
}

export function OfferForm({ form, onChange, errors, offer, changed, saving, onSave, onDelete, onCancel }: Props) {
  const { t } = useTranslation("admin");
  const bind = (key: TextField): FieldBinding => ({
    id: `offer-${key}`,
    value: form[key],
    onChange: (e) => onChange({ ...form, [key]: e.target.value }),
    error: errors[key],
  });
  const boxBind = (key: (typeof BOX_FIELDS)[number]): FieldBinding => ({
    id: `offer-box-${key}`,
    value: asPercent(form.box[key]),
    onChange: (e) => {
      const typed = Number(e.target.value);
      if (e.target.value.trim() !== "" && Number.isFinite(typed))
        onChange({ ...form, box: withPercent(form.box, key, typed) });
    },
    error: errors[`box.${key}`],
  });
  const source = !offer
    ? ""
    : offer.source === "operator"
      ? t("offers.sourceOperator")
      : offer.edited
        ? t("offers.sourceEdited")
        : t("offers.sourceAuto");

  function submit(e: FormEvent) {
    e.preventDefault();
    onSave();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="offer-form-title"
      data-testid="offer-form"
    >
      <div>
        <h2 id="offer-form-title" className="font-bold text-slate-900">
          {offer ? t("offers.editOffer") : t("offers.newOffer")}
        </h2>
        {offer && (
          <p className="text-sm text-slate-600" data-testid="offer-source">
            {source}
          </p>
        )}
      </div>
      <InputField {...bind("name")} label={t("offers.name")} language="en" />
      <InputField {...bind("nameAr")} label={t("offers.nameAr")} language="ar" />
      <div className="grid grid-cols-2 gap-3">
        <InputField {...bind("price")} label={t("offers.priceField")} inputMode="decimal" dir="ltr" />
        <InputField {...bind("was")} label={t("offers.was")} inputMode="decimal" dir="ltr" />
        <InputField {...bind("unit")} label={t("offers.unit")} />
        <InputField {...bind("quantity")} label={t("offers.quantity")} inputMode="numeric" dir="ltr" />
        <InputField {...bind("size")} label={t("offers.size")} className="col-span-2" />
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">{t("offers.position")}</legend>
        <div className="grid grid-cols-2 gap-3">
          {BOX_FIELDS.map((key) => (
            <InputField
              key={key}
              {...boxBind(key)}
              label={t(`offers.${key}`)}
              type="number"
              min={0}
              max={100}
              step={0.1}
              dir="ltr"
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={saving || !changed}
          className="h-10 rounded-lg bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
          data-testid="offer-save"
        >
          {saving ? t("offers.saving") : offer ? t("offers.save") : t("offers.create")}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-10 rounded-lg border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {changed ? t("offers.cancel") : t("offers.close")}
        </button>
        {offer && (
          <button
            type="button"
            onClick={onDelete}
            disabled={saving}
            className="h-10 rounded-lg border border-red-300 px-4 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            data-testid="offer-delete"
          >
            {t("offers.delete")}
          </button>
        )}
      </div>
    </form>
  );
}
