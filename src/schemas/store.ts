/** The store form and POST/PUT /api/stores body (spec sections 5 and 7). */
import { z } from "zod";
import { optionalEmail, optionalText, optionalUrl, requiredText, slugInput } from "./common.ts";

export const storeInputSchema = z.strictObject({
  name: requiredText("Name", 120),
  nameAr: optionalText(120),
  slug: slugInput,
  category: requiredText("Category", 80),
  description: optionalText(2000),
  descriptionAr: optionalText(2000),
  logo: optionalUrl,
  image: optionalUrl,
  website: optionalUrl,
  phone: optionalText(40),
  email: optionalEmail,
  featured: z.boolean().default(false),
  premium: z.boolean().default(false),
  facebook: optionalUrl,
  instagram: optionalUrl,
  twitter: optionalUrl,
});

export type StoreInput = z.infer<typeof storeInputSchema>;

/**
 * A store as GET /api/stores/:id answers it, as its form sends it back: every field the form has
 * and nothing else (the body is strict), so a save changes only what the caller changes (the
 * bench's admin, tests saving as an operator does).
 */
export const storeFormValues = (store: Record<string, unknown>): Partial<StoreInput> =>
  Object.fromEntries(storeInputSchema.keyof().options.map((key) => [key, store[key]]));
