import { type Lang, localizedPath } from "../i18n/languages.ts";

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

/** A positive page number from a query value, 1 when absent or invalid. */
export function pageNumber(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}

/** `value` if it is one of `allowed`, else `fallback`. */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}
