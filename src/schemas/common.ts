/** Field rules shared by the input schemas (browser-safe: forms use them too). */
import { z } from "zod";

/**
 * Optional text: trimmed, "" and missing become null. Every Arabic field (`nameAr`,
 * `descriptionAr`…) uses it with its English twin's limit: Arabic is optional everywhere.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A slug, or empty/missing to have one made from the name (spec section 5). */
export const slugInput = z
  .string()
  .trim()
  .max(120, "Slug must be at most 120 characters")
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Slug may use lowercase letters, digits and single hyphens")
  .nullish()
  .transform((v) => v ?? "");

/**
 * An absolute http(s) URL, or a path on this site: one "/" followed by something other
 * than "/" or "\" — also once percent-decoded. Browsers read "\" as "/" and drop tabs and
 * newlines, so "/\evil.com", "/\t/evil.com" or "//evil.com" would load from another host (F6).
 */
function isSafeUrl(v: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point (F6)
  if (/[\s\u0000-\u001f\u007f]/.test(v)) return false;
  if (/^https?:\/\/[^/\\]/i.test(v)) return URL.canParse(v);
  if (!/^\/[^/\\]/.test(v)) return false;
  try {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point (F6)
    return /^\/[^/\\\s\u0000-\u001f\u007f]/.test(decodeURIComponent(v));
  } catch {
    return false; // broken percent-encoding
  }
}

/** An http(s) address or a path on this site (/media/...), optional. */
export const optionalUrl = z
  .string()
  .trim()
  .max(2048, "Address must be at most 2048 characters")
  .refine((v) => v === "" || isSafeUrl(v), "Must be an http(s) address or a path starting with /")
  .nullish()
  .transform((v) => (v ? v : null));

export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === "" || z.email().safeParse(v).success, "Must be a valid email address")
  .nullish()
  .transform((v) => (v ? v : null));

/** YYYY-MM-DD that is a real calendar date, optional. */
export const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === "" || isCalendarDate(v), "Must be a date as YYYY-MM-DD")
  .nullish()
  .transform((v) => (v ? v : null));

export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * How an id is written in a URL: 1 to 10 decimal digits, no leading zero, no sign, space,
 * point, exponent or 0x (Number() would read "1e3", "0x10", " 12" or "1.0" as numbers).
 */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** A positive integer id written canonically in a URL path or query, as a number. */
export const idString = z
  .string({ error: "Id is required" })
  .regex(ID_PATTERN, "Id must be a positive whole number written in digits")
  .transform(Number)
  .refine((n) => n <= 2 ** 31, "Id is too large");

/** A positive integer id in a URL path. */
export const idParam = z.strictObject({ id: idString });
