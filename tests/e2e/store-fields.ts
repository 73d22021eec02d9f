/** What PUT /api/stores/:id takes besides the Arabic fields (src/schemas/store.ts), for journeys that write a store. */
export const STORE_FIELDS = [
  "name",
  "slug",
  "category",
  "description",
  "logo",
  "image",
  "website",
  "phone",
  "email",
  "featured",
  "premium",
  "facebook",
  "instagram",
  "twitter",
] as const;
