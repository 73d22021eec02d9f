import { type Lang, localizedPath } from "#i18n/languages.ts";

export type Query = Record<string, string | undefined>;

/**
 * A localized link to `path` with `query` merged with `changes`; empty values and
 * defaults are dropped so shared URLs stay short.
 * Example: hrefWith("ar", "/stores", { page: "2" }, { page: undefined }) === "/ar/stores"
 */
export function hrefWith(lang: Lang, path: string, query: Query = {}, changes: Query = {}): string {
  const merged: Query = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value !== undefined && value !== "") params.set(key, value);
  }
  const search = params.toString();
  return localizedPath(lang, path) + (search ? `?${search}` : "");
}

/** A tel: link to `phone` as shown (spaces dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, "")}`;
}

/** `value` if it is one of `allowed`, else `fallback`. */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}
