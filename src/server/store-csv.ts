/**
 * Stores to and from CSV (issue 27, item 5). The file's rules (UTF-8, header, report by line and
 * column, formula escaping) are in csv-file.ts; here are the store columns (name and category
 * required, the rest optional) and each row checked with the store form's own rules. Cells that
 * look like formulas are imported as the text they are.
 */
import type { Db } from "#db/client.ts";
import { categoryIdsByName, storeRedirectSlugs, storesForExport } from "#db/queries/store-import.ts";
import type { StoreValues } from "#db/queries/stores.ts";
import { slugify } from "#lib/slug.ts";
import { storeInputSchema } from "#schemas/store.ts";
import {
  type CsvSpec,
  csvFile,
  type ImportReport,
  issueErrors,
  lineOf,
  type RowError,
  readCsv,
  slugMissing,
  yesNo,
} from "./csv-file.ts";

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
/** More rows than any directory holds; a bigger file is refused before any row is checked. */
const SPEC: CsvSpec<Column> = {
  columns: STORE_COLUMNS,
  required: ["name", "category"],
  maxRows: 20_000,
  noun: "stores",
};

/** Reads and checks a stores CSV: the stores it would write, and every problem found. */
export function checkStoresCsv(db: Db, bytes: Uint8Array): { report: ImportReport; values: StoreValues[] } {
  const file = readCsv(bytes, SPEC);
  if ("message" in file) return { report: { rows: 0, errors: [file] }, values: [] };
  const categoryIds = categoryIdsByName(db);
  const formerAddresses = storeRedirectSlugs(db);
  const errors: RowError[] = [];
  const values: StoreValues[] = [];
  const seen = new Map<string, number>();
  file.rows.forEach((row, i) => {
    const line = lineOf(i);
    const rowErrors: RowError[] = [];
    const body: Record<string, unknown> = {};
    for (const column of file.header) {
      const cell = (row[column] ?? "").trim();
      const field = STORE_COLUMNS[column];
      if (field === "featured" || field === "premium") {
        body[field] = yesNo(cell);
        if (body[field] === undefined) rowErrors.push({ line, column, message: "Write yes or no", code: "yes_no" });
      } else body[field] = cell;
    }
    const checked = storeInputSchema.safeParse(body);
    if (!checked.success) rowErrors.push(...issueErrors(SPEC, line, checked.error.issues));
    const category = categoryIds.get(String(body.category ?? "").toLowerCase());
    if (body.category && !category) {
      const value = String(body.category);
      const message = `Unknown category "${value}"`;
      rowErrors.push({ line, column: "category", message, code: "unknown_category", params: { value } });
    }
    if (checked.success && category && rowErrors.length === 0) {
      const { category: _c, slug: sent, ...rest } = checked.data;
      const slug = sent || slugify(rest.name);
      const first = seen.get(slug);
      if (!slug) rowErrors.push(slugMissing(line));
      else if (first !== undefined) {
        const message = `The slug "${slug}" is also on line ${first}`;
        rowErrors.push({ line, column: "slug", message, code: "slug_repeated", params: { slug, line: first } });
      } else if (formerAddresses.has(slug)) {
        const message = `"${slug}" was another store's address; choose another`;
        rowErrors.push({ line, column: "slug", message, code: "store_slug_redirect", params: { slug } });
      } else {
        seen.set(slug, line);
        values.push({ ...rest, slug, categoryId: category });
      }
    }
    errors.push(...rowErrors);
  });
  return { report: { rows: file.rows.length, errors }, values };
}

/** Every store as CSV (UTF-8 with a BOM), formula-looking cells escaped. */
export function storesCsv(db: Db): string {
  const rows = storesForExport(db).map((s) => [
    s.slug,
    s.name,
    s.nameAr ?? "",
    s.category ?? "",
    s.description ?? "",
    s.descriptionAr ?? "",
    s.website ?? "",
    s.phone ?? "",
    s.email ?? "",
    s.featured ? "yes" : "no",
    s.premium ? "yes" : "no",
    s.logo ?? "",
    s.image ?? "",
    s.facebook ?? "",
    s.instagram ?? "",
    s.twitter ?? "",
  ]);
  return csvFile(Object.keys(STORE_COLUMNS), rows);
}
