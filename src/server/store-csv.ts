/**
 * Stores to and from CSV (issue 27, item 5), with papaparse. A file is UTF-8 (a BOM is allowed,
 * and written on export so spreadsheet programs read the Arabic columns right), has a header
 * line naming its columns (STORE_COLUMNS; name and category required, the rest optional), and
 * each row is checked with the store form's own rules. The report names every problem by line
 * (the record's: the header is line 1, the first store line 2) and column. Cells that look like formulas are
 * imported as the text they are, and exported with a leading ' so a spreadsheet never runs them.
 */
import Papa from "papaparse";
import type { Db } from "#db/client.ts";
import { categoryIdsByName, storeRedirectSlugs, storesForExport } from "#db/queries/store-import.ts";
import type { StoreValues } from "#db/queries/stores.ts";
import { slugify } from "#lib/slug.ts";
import { storeInputSchema } from "#schemas/store.ts";

/** Column -> field of the store body, in the export's order. */
const STORE_COLUMNS = {
  slug: "slug",
  name: "name",
  name_ar: "nameAr",
  category: "category",
  description: "description",
  description_ar: "descriptionAr",
  website: "website",
  phone: "phone",
  email: "email",
  featured: "featured",
  premium: "premium",
  logo: "logo",
  image: "image",
  facebook: "facebook",
  instagram: "instagram",
  twitter: "twitter",
} as const;
type Column = keyof typeof STORE_COLUMNS;
const REQUIRED: Column[] = ["name", "category"];
/** More rows than any directory holds; a bigger file is refused before any row is checked. */
const MAX_ROWS = 20_000;

type RowError = { line: number; column: string; message: string };
export type ImportReport = { rows: number; errors: RowError[] };

const YES = new Set(["1", "true", "yes", "y"]);
const NO = new Set(["", "0", "false", "no", "n"]);

/** The file's text, or why it cannot be read. */
function decode(bytes: Uint8Array): string | RowError {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { line: 1, column: "", message: "The file is not UTF-8 text: save it as “CSV UTF-8” and try again" };
  }
}

/** Reads and checks a stores CSV: the stores it would write, and every problem found. */
export function checkStoresCsv(db: Db, bytes: Uint8Array): { report: ImportReport; values: StoreValues[] } {
  const fail = (e: RowError) => ({ report: { rows: 0, errors: [e] }, values: [] });
  const text = decode(bytes);
  if (typeof text !== "string") return fail(text);
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const header = (parsed.meta.fields ?? []) as string[];
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length > 0)
    return fail({ line: 1, column: missing.join(", "), message: `Missing column(s): ${missing.join(", ")}` });
  const unknown = header.filter((h) => !(h in STORE_COLUMNS));
  if (unknown.length > 0)
    return fail({
      line: 1,
      column: unknown.join(", "),
      message: `Unknown column(s): ${unknown.join(", ")}; the columns are ${Object.keys(STORE_COLUMNS).join(", ")}`,
    });
  if (parsed.data.length > MAX_ROWS)
    return fail({ line: 1, column: "", message: `Too many rows: at most ${MAX_ROWS} stores a file` });

  const categoryIds = categoryIdsByName(db);
  const formerAddresses = storeRedirectSlugs(db);
  const errors: RowError[] = [];
  const values: StoreValues[] = [];
  const seen = new Map<string, number>();
  parsed.data.forEach((row, i) => {
    // The header is line 1; a quoted cell spanning lines still counts as one (blank lines are skipped).
    const line = i + 2;
    const rowErrors: RowError[] = [];
    const body: Record<string, unknown> = {};
    for (const column of header as Column[]) {
      const cell = (row[column] ?? "").trim();
      const field = STORE_COLUMNS[column];
      if (field === "featured" || field === "premium") {
        const v = cell.toLowerCase();
        if (YES.has(v)) body[field] = true;
        else if (NO.has(v)) body[field] = false;
        else rowErrors.push({ line, column, message: "Write yes or no" });
      } else body[field] = cell;
    }
    const checked = storeInputSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? "");
        const column = Object.entries(STORE_COLUMNS).find(([, f]) => f === field)?.[0] ?? field;
        rowErrors.push({ line, column, message: issue.message });
      }
    }
    const category = categoryIds.get(String(body.category ?? "").toLowerCase());
    if (body.category && !category)
      rowErrors.push({ line, column: "category", message: `Unknown category "${body.category}"` });
    if (checked.success && category && rowErrors.length === 0) {
      const { category: _c, slug: sent, ...rest } = checked.data;
      const slug = sent || slugify(rest.name);
      const first = seen.get(slug);
      if (!slug)
        rowErrors.push({ line, column: "slug", message: "Slug is required: the name has no letters or digits" });
      else if (first !== undefined)
        rowErrors.push({ line, column: "slug", message: `The slug "${slug}" is also on line ${first}` });
      else if (formerAddresses.has(slug))
        rowErrors.push({ line, column: "slug", message: `"${slug}" was another store's address; choose another` });
      else {
        seen.set(slug, line);
        values.push({ ...rest, slug, categoryId: category });
      }
    }
    errors.push(...rowErrors);
  });
  return { report: { rows: parsed.data.length, errors }, values };
}

/** Every store as CSV (UTF-8 with a BOM), formula-looking cells escaped. */
export function storesCsv(db: Db): string {
  const rows = storesForExport(db).map((s) => ({
    slug: s.slug,
    name: s.name,
    name_ar: s.nameAr ?? "",
    category: s.category ?? "",
    description: s.description ?? "",
    description_ar: s.descriptionAr ?? "",
    website: s.website ?? "",
    phone: s.phone ?? "",
    email: s.email ?? "",
    featured: s.featured ? "yes" : "no",
    premium: s.premium ? "yes" : "no",
    logo: s.logo ?? "",
    image: s.image ?? "",
    facebook: s.facebook ?? "",
    instagram: s.instagram ?? "",
    twitter: s.twitter ?? "",
  }));
  const csv = Papa.unparse(
    { fields: Object.keys(STORE_COLUMNS), data: rows.map((r) => Object.values(r)) },
    { escapeFormulae: true, newline: "\r\n" },
  );
  return `\uFEFF${csv}\r\n`;
}
