/**
 * The offers printed on a demo flyer: each product once per catalogue, at a shelf-style price
 * inside its range (AED 12.95, AED 1,299.00) with a believable "was" price above it.
 */
import type { Product } from "./data/products.ts";
import type { Random } from "./random.ts";

export type Offer = { product: string; price: number; was: number };

/** Offers per flyer page. */
export const OFFERS_PER_PAGE = 6;

/** A price the way shops print them: x.95 under AED 100, else one dirham under a round ten (fifty from 1,000): 249, 1,299. */
function shelf(amount: number, round: "down" | "up"): number {
  if (amount < 100) return (round === "down" ? Math.floor(amount) : Math.ceil(amount)) + 0.95;
  const step = amount < 1000 ? 10 : 50;
  return (round === "down" ? Math.floor(amount / step) : Math.ceil(amount / step)) * step - 1;
}

/** One offer for `product`: price within [min, max], was 15-45% more. */
export function offerFor([product, min, max]: Product, random: Random): Offer {
  let price = shelf(min + (max - min) * random.next(), "down");
  if (price > max) price = max - 0.05; // 39.95 for a range ending at 40
  if (price < min) price = min;
  const was = Math.max(shelf(price * (1.15 + random.next() * 0.3), "up"), shelf(price + 1, "up"));
  return { product, price, was };
}

/** `pages` pages of offers from `products` in a shuffled order, no product twice. */
export function flyerPages(products: readonly Product[], pages: number, random: Random): Offer[][] {
  const order = [...products];
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return Array.from({ length: pages }, (_, p) =>
    order.slice(p * OFFERS_PER_PAGE, (p + 1) * OFFERS_PER_PAGE).map((product) => offerFor(product, random)),
  );
}

/** "AED 1,299.00" */
export function aed(amount: number): string {
  return `AED ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
