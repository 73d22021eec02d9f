/**
 * The offers editor's form values: texts as typed (a price box holds "9.95"), turned into the
 * API's body and checked with the API's own schema (src/schemas/offer.ts) before sending; and
 * the change of an existing offer as only the fields that differ (PATCH sends just those, so
 * an unchanged auto offer is never marked edited).
 */
import type { OfferBox, PageOffer } from "#lib/offers.ts";
import { type OfferChange, type OfferValues, offerValuesSchema } from "#schemas/offer.ts";
import { sameBox } from "./box-geometry.ts";

/** An offer as GET /api/admin/catalogs/{id}/offers answers it. */
export type AdminOffer = PageOffer & { source: "auto" | "operator"; edited: boolean; hidden: boolean };

const TEXTS = ["name", "nameAr", "price", "was", "unit", "quantity", "size"] as const;
export type TextField = (typeof TEXTS)[number];
export type OfferForm = Record<TextField, string> & { box: OfferBox };

export const formOf = (o: Pick<AdminOffer, TextField | "box">): OfferForm => ({
  name: o.name ?? "",
  nameAr: o.nameAr ?? "",
  price: o.price ? String(o.price) : "",
  was: o.was === null ? "" : String(o.was),
  unit: o.unit ?? "",
  quantity: o.quantity === null ? "" : String(o.quantity),
  size: o.size ?? "",
  box: o.box,
});

export const emptyForm = (box: OfferBox): OfferForm => ({
  name: "",
  nameAr: "",
  price: "",
  was: "",
  unit: "",
  quantity: "",
  size: "",
  box,
});

/** A typed number: "" is none; Arabic-Indic digits and the Arabic decimal separator are read too. */
function typedNumber(text: string): number | null | string {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u066b,]/g, ".");
  if (latin === "") return null;
  // Not a number: handed to the schema as text, which says "must be a number".
  return /^\d+(\.\d+)?$/.test(latin) ? Number(latin) : text;
}

/** Messages by field, keyed as the API's issue paths ("price", "box.width"). */
export type FormErrors = Record<string, string>;

/** The form as a whole offer, or the schema's messages. */
export function checkForm(form: OfferForm): { values: OfferValues } | { errors: FormErrors } {
  const price = typedNumber(form.price);
  const parsed = offerValuesSchema.safeParse({
    ...form,
    price: price === null ? undefined : price,
    was: typedNumber(form.was),
    quantity: typedNumber(form.quantity),
  });
  if (parsed.success) return { values: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { errors };
}

/** What PATCH should send to make `offer` into `values`: only what differs (empty when nothing does). */
export function changeOf(offer: AdminOffer, values: OfferValues): OfferChange {
  const change: Record<string, unknown> = {};
  for (const key of TEXTS) if (values[key] !== offer[key]) change[key] = values[key];
  if (!sameBox(values.box, offer.box)) change.box = values.box;
  return change as OfferChange;
}

/** Whether the form differs from the offer it started from (null: a new offer, always worth saving). */
export function formChanged(form: OfferForm, from: OfferForm | null): boolean {
  if (!from) return true;
  return TEXTS.some((k) => form[k].trim() !== from[k].trim()) || !sameBox(form.box, from.box);
}
