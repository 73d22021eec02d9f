/**
 * Shopping-list inputs (issue 25 item 1), one schema per input, read by the list page's forms,
 * its client island and /api/me/lists alike. Strings are short and trimmed, numbers bounded.
 */
import { z } from "zod";
import { optionalText, requiredText } from "./common.ts";

/** How many lists a session keeps, and items a list holds (a readable 422 past them). */
export const MAX_LISTS = 50;
export const MAX_ITEMS = 500;
const MAX_QUANTITY = 999;

const positiveId = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(9_999_999_999, `${label} is too large`);

const quantity = z
  .number({ error: "Quantity must be a number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`);

const listNameSchema = requiredText("The list's name", 60);

/** POST /api/me/lists and PATCH /api/me/lists/{id}: a list is its name. */
export const listInputSchema = z.strictObject({ name: listNameSchema });

const itemExtras = { quantity: quantity.optional(), note: optionalText(200) };

/** POST /api/me/lists/{id}/items: an offer, a whole catalogue page, or the shopper's own words. */
export const itemInputSchema = z.union(
  [
    z.strictObject({ offerId: positiveId("The offer"), ...itemExtras }),
    z.strictObject({ catalogId: positiveId("The catalogue"), page: positiveId("The page"), ...itemExtras }),
    z.strictObject({ text: requiredText("The item", 120), ...itemExtras }),
  ],
  { error: "An item is an offerId, a catalogId with its page, or a text" },
);
export type ItemInput = z.infer<typeof itemInputSchema>;

/** PATCH /api/me/lists/{id}/items/{itemId}: what the shopper changes on an item. */
export const itemPatchSchema = z
  .strictObject({
    quantity: quantity.optional(),
    // .optional() outside: a missing note stays missing (unchanged); "" or null clears it.
    note: optionalText(200).optional(),
    ticked: z.boolean({ error: "ticked must be true or false" }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), "Send quantity, note or ticked");
export type ItemPatch = z.infer<typeof itemPatchSchema>;

/** POST /api/me/lists/copy: a shared list copied into the visitor's own lists. */
export const copyListSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Not a share token") });

/** Route ids: 1 to 10 digits, no leading zero (the site's one spelling of an id). */
export const listIdParam = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "Not a list id")
    .transform(Number),
});
export const itemIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "Not a list id")
    .transform(Number),
  itemId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "Not an item id")
    .transform(Number),
});
