/** The unprefixed paths of the Atom feeds (src/server/feeds.ts), as pages and My deals link them. */
import { slugify } from "./slug.ts";

/** A catalogue category's feed: "Food & Beverages" is /feeds/category/food-beverages. */
export const categoryFeedPath = (category: string) => `/feeds/category/${slugify(category)}`;

/** A search's feed, with its words and filters. */
export function searchFeedPath(s: {
  q: string;
  emirate?: string | null;
  category?: string | null;
  store?: string | null;
}): string {
  const params = new URLSearchParams({ q: s.q });
  for (const key of ["emirate", "category", "store"] as const) {
    const value = s[key];
    if (value) params.set(key, value);
  }
  return `/feeds/search?${params}`;
}
