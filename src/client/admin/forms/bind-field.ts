/**
 * A form field bound in one call (after the Epic Stack's Field fed by Conform's
 * getInputProps): `bind("slug")` is everything a control needs of the form for that field —
 * its id, name, value, change handler and error — to spread on InputField, TextareaField or
 * SelectField (controls.tsx), which add the label, aria-invalid, aria-describedby and the
 * error message. Imported only by client modules.
 */
import type { Dispatch, SetStateAction } from "react";
import { slugify } from "#lib/slug.ts";
import type { FieldErrors } from "./save-resource.ts";

/** One field's share of the form, as the controls take it. */
export type FieldBinding = {
  id: string;
  /** The control's name attribute, for the forms that give one (see `named`). */
  name?: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
};

/** The keys of `V` whose values are texts (checkboxes hold booleans and bind otherwise). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** Binds one field: `bind(key)`, or `bind(key, id)` where the id is not `${prefix}-${key}`. */
export type Bind<V> = (key: TextKey<V>, id?: string) => FieldBinding;

type Form<V> = { values: V; setValues: Dispatch<SetStateAction<V>>; errors: FieldErrors };

type BinderOptions<V> = {
  /** Each control is named after its field (the store and branch forms; the others never were). */
  named?: boolean;
  /**
   * The values after one field changed, for fields that move others with them (the slug
   * follows the name). `next` already holds the new value; `key` says which field it was.
   */
  derive?: (next: V, key: TextKey<V>) => V;
};

/**
 * Binds the fields of `form` (what useResourceForm returns) under ids `${prefix}-${key}`.
 * Example:
 *   const bind = fieldBinder("store", form, { named: true, derive: slugFollows("name", form.isNew) });
 *   <InputField {...bind("phone")} label={t("stores.phone")} type="tel" dir="ltr" />
 *   <SelectField {...bind("storeId", "branch-store")} … />  // an id other than the key's
 */
export function fieldBinder<V>(
  prefix: string,
  form: Form<V>,
  { named = false, derive }: BinderOptions<V> = {},
): Bind<V> {
  const { values, setValues, errors } = form;
  return (key, id = `${prefix}-${key}`) => ({
    id,
    name: named ? key : undefined,
    value: values[key] as string,
    onChange: (e) =>
      setValues((v) => {
        const next = { ...v, [key]: e.target.value };
        return derive ? derive(next, key) : next;
      }),
    error: errors[key],
  });
}

/**
 * A `derive` that makes the slug from `source` whenever `source` is edited (the slug stays
 * editable) — on a new record only: a saved record's slug is its address, which changes only
 * when the slug itself is edited (its earlier addresses then lead to the new one).
 */
export function slugFollows<V extends { slug: string }>(source: TextKey<V>, isNew: boolean) {
  return (next: V, key: TextKey<V>): V =>
    isNew && key === source ? { ...next, slug: slugify(next[source] as string) } : next;
}
