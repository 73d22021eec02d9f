/**
 * Which product lines a demo store's catalogues come from: by its store category, unless the
 * store names its own (Carrefour also prints electronics flyers, ACE sells car care).
 * A store's catalogue number c uses line c modulo the list, so a store with two catalogues
 * and two lines shows both.
 */
import type { LineId } from "./products.ts";

export const LINES_BY_STORE_CATEGORY: Record<string, readonly LineId[]> = {
  Supermarkets: ["groceries"],
  Electronics: ["electronics"],
  Fashion: ["fashion"],
  "Home & Furniture": ["home"],
  "Beauty & Health": ["beauty"],
  Pharmacy: ["pharmacy"],
  "Sports & Outdoors": ["sports"],
  "Toys & Kids": ["toys"],
  "Jewelry & Watches": ["jewellery"],
  "Department Stores": ["department"],
  "Restaurants & Cafes": ["cafe"],
  "Books & Stationery": ["books"],
};
