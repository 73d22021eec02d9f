/**
 * The catalogue form's values: as the form holds them (texts, ids as typed), read from the
 * API's record, and as the API takes them. Imported only by client modules.
 */
import { recordToValues } from "./forms/use-resource-form.ts";

export type CatalogValues = {
  title: string;
  titleAr: string;
  storeId: string;
  branchId: string;
  category: string;
  description: string;
  descriptionAr: string;
  fileUrl: string;
  coverImage: string;
  /** As typed; a number (or empty for none) when sent. */
  pages: string;
  startDate: string;
  expiryDate: string;
};

export const EMPTY_CATALOG: CatalogValues = {
  title: "",
  titleAr: "",
  storeId: "",
  branchId: "",
  category: "",
  description: "",
  descriptionAr: "",
  fileUrl: "",
  coverImage: "",
  pages: "",
  startDate: "",
  expiryDate: "",
};

export const catalogFromRecord = recordToValues(EMPTY_CATALOG);

/** The body the API takes: ids as integers, no branch or category as null, pages a number or null. */
export function catalogBody(values: CatalogValues) {
  return {
    ...values,
    storeId: values.storeId ? Number.parseInt(values.storeId, 10) : undefined,
    branchId: values.branchId ? Number.parseInt(values.branchId, 10) : null,
    category: values.category || null,
    pages: values.pages.trim() === "" ? null : Number(values.pages),
  };
}

/** A cover processing made from page 1 (replaced when the PDF changes), not an operator's own. */
export const madeCover = (url: string) => url.startsWith("/media/pages/");

/**
 * The values after one field changed: another store has other branches (back to none), and
 * another PDF's page 1 is not the old cover (processing makes the new one).
 */
export function deriveCatalog(next: CatalogValues, key: keyof CatalogValues): CatalogValues {
  if (key === "storeId") return { ...next, branchId: "" };
  if (key === "fileUrl" && madeCover(next.coverImage)) return { ...next, coverImage: "" };
  return next;
}
