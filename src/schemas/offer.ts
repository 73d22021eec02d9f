/**
 * An operator's offer (issue 23, item 5): the admin offers editor and the admin offers API
 * (routes/api/admin-offers.ts) check with these. `offerValuesSchema` is a whole offer and its
 * rules; a new offer adds its page (`newOfferSchema`); a change sends only what changed
 * (`offerChangeSchema`), and the server checks the offer it would make with `offerValuesSchema`.
 */
import { z } from "zod";
import { optionalText } from "./common.ts";

/** A fraction of the page's width or height. */
const fraction = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be within the page (0 to 1)`)
    .max(1, `${label} must be within the page (0 to 1)`);

/** What floating point may add to a box drawn to the page's very edge. */
const EDGE = 1e-6;

/** Where the offer sits, as fractions of the page from its top-left corner; inside the page. */
const offerBoxSchema = z
  .strictObject({
    x: fraction("x"),
    y: fraction("y"),
    width: fraction("Width").refine((v) => v > 0, "Width must be more than 0"),
    height: fraction("Height").refine((v) => v > 0, "Height must be more than 0"),
  })
  .refine((b) => b.x + b.width <= 1 + EDGE, { message: "The box must end within the page", path: ["width"] })
  .refine((b) => b.y + b.height <= 1 + EDGE, { message: "The box must end within the page", path: ["height"] });

/** The largest price an offer may have (AED): far above any flyer's, far below a typo's. */
const MAX_PRICE = 1_000_000;

const price = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .positive(`${label} must be more than 0`)
    .max(MAX_PRICE, `${label} must be at most ${MAX_PRICE.toLocaleString("en")}`);

const offerFields = {
  name: optionalText(200),
  nameAr: optionalText(200),
  price: price("Price"),
  was: price("Previous price")
    .nullish()
    .transform((v) => v ?? null),
  unit: optionalText(20),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(999, "Quantity must be at most 999")
    .nullish()
    .transform((v) => v ?? null),
  size: optionalText(40),
  box: offerBoxSchema,
};

type Values = { name: string | null; nameAr: string | null; price: number; was: number | null };

/** The rules across fields: a name in one language at least, and a previous price above the price. */
function offerRules(o: Values, ctx: z.RefinementCtx) {
  if (!o.name && !o.nameAr)
    ctx.addIssue({ code: "custom", path: ["name"], message: "Give the offer a name in English or Arabic" });
  if (o.was !== null && !(o.was > o.price))
    ctx.addIssue({ code: "custom", path: ["was"], message: "The previous price must be more than the price" });
}

/** A whole offer: what the form sends, and what an offer is after a change. */
export const offerValuesSchema = z.strictObject(offerFields).superRefine(offerRules);
export type OfferValues = z.infer<typeof offerValuesSchema>;

/** POST /api/admin/catalogs/{id}/offers: a whole offer and its page. */
export const newOfferSchema = z
  .strictObject({
    ...offerFields,
    page: z
      .number({ error: "Page is required" })
      .int("Page must be a whole number")
      .min(1, "Page must be at least 1")
      .max(2000, "Page must be at most 2000"),
  })
  .superRefine(offerRules);

/**
 * PATCH /api/admin/offers/{id}: only the fields that change (at least one); `hidden: false`
 * brings back an offer an operator deleted. The merged offer is checked by offerValuesSchema.
 */
export const offerChangeSchema = z
  .strictObject({
    name: offerFields.name,
    nameAr: offerFields.nameAr,
    price: offerFields.price.optional(),
    was: offerFields.was,
    unit: offerFields.unit,
    quantity: offerFields.quantity,
    size: offerFields.size,
    box: offerBoxSchema.optional(),
    hidden: z.literal(false, { error: "hidden can only be set to false (to bring a deleted offer back)" }).optional(),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, "Send at least one field to change");
export type OfferChange = z.infer<typeof offerChangeSchema>;
