/** The catalogue form and POST/PUT /api/catalogs body. */
import { z } from "zod";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";
import { optionalDate, optionalText, optionalUrl, requiredText, storeIdInput, trimmedEnum } from "./common.ts";

export const catalogInputSchema = z
  .strictObject({
    title: requiredText("Title", 160),
    titleAr: optionalText(160),
    storeId: storeIdInput,
    branchId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    category: trimmedEnum(CATALOG_CATEGORIES, "Choose one of the catalogue categories")
      .nullish()
      .transform((v) => v ?? null),
    description: optionalText(2000),
    descriptionAr: optionalText(2000),
    fileUrl: optionalUrl.refine((v) => v !== null, "PDF file URL is required"),
    coverImage: optionalUrl,
    pages: z
      .number({ error: "Pages must be a number" })
      .int("Pages must be a whole number")
      .min(1, "Pages must be at least 1")
      .max(2000, "Pages must be at most 2000")
      .nullish()
      .transform((v) => v ?? null),
    startDate: optionalDate,
    expiryDate: optionalDate,
  })
  .refine((c) => !c.startDate || !c.expiryDate || c.expiryDate >= c.startDate, {
    message: "Expiry date must not be before the start date",
    path: ["expiryDate"],
  });

export type CatalogInput = z.infer<typeof catalogInputSchema>;
