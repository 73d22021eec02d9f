/** The blog editor form and POST/PUT /api/blogs body. */
import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "../lib/taxonomy.ts";
import {
  optionalDate,
  optionalText,
  optionalUrl,
  requiredText,
  slugInput,
  trimmedEnum,
  trimmedString,
} from "./common.ts";

export const blogInputSchema = z.strictObject({
  title: requiredText("Title", 200),
  slug: slugInput,
  category: trimmedEnum(BLOG_CATEGORIES, "Choose one of the blog categories"),
  author: optionalText(80),
  // Statuses are compared case-insensitively (spec section 4) and stored lower-case.
  status: trimmedString()
    .toLowerCase()
    .pipe(z.enum(BLOG_STATUSES, { error: "Status must be draft, published or archived" })),
  publishDate: optionalDate,
  readTime: z
    .number()
    .int("Read time must be a whole number")
    .min(1, "Read time must be at least 1")
    .max(600)
    .nullish(),
  excerpt: optionalText(500),
  content: z.string().max(200_000, "Content is too long (at most 200,000 characters)").default(""),
  image: optionalUrl,
  tags: z
    .array(trimmedString().max(40, "Each tag must be at most 40 characters"))
    .max(20, "At most 20 tags")
    .default([])
    .transform((tags) => [...new Set(tags.filter(Boolean))]),
});

export type BlogInput = z.infer<typeof blogInputSchema>;
