/** Field rules shared by the input schemas (browser-safe: forms use them too). */
import { z } from "zod";
import { SLUG_PATTERN } from "#lib/slug.ts";

/**
 * Spaces at the edges of pasted text, including what String.prototype.trim leaves: zero-width
 * spaces and joiners, the word joiner and the byte-order mark.
 */
const EDGES = /^[\s\u180e\u200b-\u200d\u2060\ufeff]+|[\s\u180e\u200b-\u200d\u2060\ufeff]+$/g;
const trimText = (v: string) => v.replace(EDGES, "");

/** A string trimmed by trimText; every text field of the input schemas starts here. */
export const trimmedString = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(trimText);

/** One of `values`, compared after trimming. */
export const trimmedEnum = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.string({ error }).overwrite(trimText).pipe(z.enum(values, { error }));

/**
 * Optional text: trimmed, "" and missing become null. Every Arabic field (`nameAr`,
 * `descriptionAr`…) uses it with its English twin's limit: Arabic is optional everywhere.
 */
export const optionalText = (max: number) =>
  trimmedString()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (label: string, max: number) =>
  trimmedString({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * The id of the store a branch or catalogue belongs to. Missing is "Store is required"; any other
 * wrong type (the text "1") says so, rather than claiming nothing was chosen.
 */
export const storeIdInput = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? "Store is required"
        : `Store must be a number (the store's id)${typeof issue.input === "string" ? ", not text" : ""}`,
  })
  .int("Store must be a whole number (the store's id)")
  .positive("Store is required");

/** A slug by the one rule of src/lib/slug.ts, or empty/missing to have one made from the name (spec section 5). */
export const slugInput = trimmedString()
  .max(120, "Slug must be at most 120 characters")
  .refine(
    (v) => v === "" || SLUG_PATTERN.test(v),
    // `issue`: the code a CSV import report words the refusal by (src/server/csv-file.ts).
    {
      message: "Slug may use lowercase letters, digits, Arabic letters and single hyphens",
      params: { issue: "slug_pattern" },
    },
  )
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
export const optionalUrl = trimmedString()
  .max(2048, "Address must be at most 2048 characters")
  .refine((v) => v === "" || isSafeUrl(v), {
    message: "Must be an http(s) address or a path starting with /",
    params: { issue: "url" },
  })
  .nullish()
  .transform((v) => (v ? v : null));

export const optionalEmail = trimmedString()
  .max(254)
  .refine((v) => v === "" || z.email().safeParse(v).success, {
    message: "Must be a valid email address",
    params: { issue: "email" },
  })
  .nullish()
  .transform((v) => (v ? v : null));

/** YYYY-MM-DD that is a real calendar date, optional. */
export const optionalDate = trimmedString()
  .refine((v) => v === "" || isCalendarDate(v), "Must be a date as YYYY-MM-DD")
  .nullish()
  .transform((v) => (v ? v : null));

function isCalendarDate(v: string): boolean {
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
