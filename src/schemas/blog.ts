/** The blog editor form and POST/PUT /api/blogs body. */
import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_STATUSES, POST_LANGUAGES } from "#lib/taxonomy.ts";
import {
  optionalDate,
  optionalText,
  optionalUrl,
  requiredText,
  slugInput,
  trimmedEnum,
  trimmedString,
} from "./common.ts";

const tagList = z
  .array(trimmedString().max(40, "Each tag must be at most 40 characters"))
  .max(20, "At most 20 tags")
  .default([])
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

const html = z.string().max(200_000, "Content is too long (at most 200,000 characters)");

export const blogInputSchema = z
  .strictObject({
    title: requiredText("Title", 200),
    titleAr: optionalText(200),
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
    excerptAr: optionalText(500),
    content: html.default(""),
    contentAr: html.nullish().transform((v) => (v?.trim() ? v : null)),
    image: optionalUrl,
    tags: tagList,
    tagsAr: tagList,
    // Which versions readers get; an Arabic version needs at least its title and text.
    languages: z.enum(POST_LANGUAGES, { error: "Languages must be en, ar or both" }).default("en"),
  })
  .superRefine((p, ctx) => {
    if (p.languages === "en") return;
    if (!p.titleAr)
      ctx.addIssue({ code: "custom", path: ["titleAr"], message: "Arabic title is required to publish in Arabic" });
    if (!p.contentAr)
      ctx.addIssue({ code: "custom", path: ["contentAr"], message: "Arabic content is required to publish in Arabic" });
  });

export type BlogInput = z.infer<typeof blogInputSchema>;
