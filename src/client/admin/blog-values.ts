/**
 * The blog form's values: as the form holds them (tags as typed, read time as typed), read
 * from the API's record, and as the API takes them. Imported only by client modules.
 */
import { splitTags } from "#lib/editor-rules.ts";
import { twinFields } from "#lib/missing-arabic.ts";
import { recordToValues } from "./forms/use-resource-form.ts";

export type BlogValues = {
  title: string;
  titleAr: string;
  slug: string;
  category: string;
  status: string;
  author: string;
  publishDate: string;
  readTime: string;
  image: string;
  excerpt: string;
  excerptAr: string;
  content: string;
  contentAr: string;
  tags: string;
  tagsAr: string;
  languages: string;
};

/** The texts each language tab holds (errors there show the tab): the twins of the Arabic rule, then the tags. */
const TWINS = twinFields("blogs");
export const BLOG_TEXTS = { en: [...TWINS.en, "tags"], ar: [...TWINS.ar, "tagsAr"] } as const;

/** A new post's values (its publish date is today's, set when the form opens). */
export const BLOG_INITIAL: BlogValues = {
  title: "",
  titleAr: "",
  slug: "",
  category: "",
  status: "draft",
  author: "Admin",
  publishDate: "",
  readTime: "1",
  image: "",
  excerpt: "",
  excerptAr: "",
  content: "",
  contentAr: "",
  tags: "",
  tagsAr: "",
  languages: "en",
};

/** Saved tags as typed: joined with a comma, the Arabic comma for Arabic tags. */
const tagText = (tags: unknown, comma = ", ") => (Array.isArray(tags) ? (tags as string[]).join(comma) : "");

const fromValues = recordToValues(BLOG_INITIAL);
export const blogFromRecord = (b: Record<string, unknown>): BlogValues => ({
  ...fromValues(b),
  status: String(b.status ?? "draft").toLowerCase(),
  readTime: String(b.readTime ?? 1),
  tags: tagText(b.tags),
  tagsAr: tagText(b.tagsAr, "، "),
  languages: String(b.languages ?? "en"),
});

/** The body the API takes: read time at least 1 (1 when unparsable), no image as null, tags split on commas. */
export function blogBody(values: BlogValues) {
  const readTime = Number.parseInt(values.readTime, 10);
  return {
    ...values,
    readTime: Number.isFinite(readTime) && readTime >= 1 ? readTime : 1,
    image: values.image.trim() || null,
    tags: splitTags(values.tags),
    tagsAr: splitTags(values.tagsAr),
  };
}
