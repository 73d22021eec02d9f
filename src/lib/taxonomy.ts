/** The spec's fixed blog and catalogue categories (section 3). */
export const BLOG_CATEGORIES = [
  "Shopping Guide",
  "Electronics",
  "Fashion",
  "Home & Garden",
  "Beauty & Health",
  "Food & Beverages",
  "Travel",
  "Lifestyle",
  "Business",
  "News",
  "Reviews",
  "Tips & Tricks",
] as const;

export const CATALOG_CATEGORIES = [
  "Fashion",
  "Electronics",
  "Home & Garden",
  "Sports & Outdoors",
  "Beauty & Health",
  "Food & Beverages",
  "Automotive",
  "Books & Media",
  "Toys & Games",
  "Office Supplies",
  "Jewelry & Accessories",
  "Travel",
] as const;

export const BLOG_STATUSES = ["draft", "published", "archived"] as const;

/** The language versions a blog post is published in; existing posts are English only. */
export const POST_LANGUAGES = ["en", "ar", "both"] as const;
