/** /api/blogs — published posts for the public, every status for admins; admin writes. */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { postMediaTexts } from "#db/queries/media-references.ts";
import {
  blogSlugTaken,
  deleteBlogPostRow,
  findPublishedPostBySlug,
  getBlogPostForApi,
  insertBlogPostRow,
  listBlogPostsForApi,
  pageBlogPostsForApi,
  updateBlogPostRow,
} from "#db/queries/posts.ts";
import { postLedToBy } from "#db/queries/slug-redirects.ts";
import { dubaiToday } from "#lib/dates.ts";
import { type BlogInput, blogInputSchema } from "#schemas/blog.ts";
import { blogsApiQuery } from "#schemas/blog-list.ts";
import { idParam } from "#schemas/common.ts";
import { pageAnswer, pageRequest } from "#schemas/paging.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError, found } from "#server/api/errors.ts";
import { listAnswer } from "#server/api/list-answers.ts";
import { validate } from "#server/api/validate.ts";
import {
  assertSlugFree,
  assertSlugLeadsNowhere,
  keepUnsent,
  slugOrFromName,
  slugOrSaved,
} from "#server/api/write-helpers.ts";
import { deleteUnusedFilesOf } from "#server/media-files.ts";
import { htmlToText, sanitizeBlogHtml } from "#server/sanitize.ts";

const slugParam = z.strictObject({ slug: z.string().min(1).max(200) });

/** Arabic fields and the languages: an update that does not mention them (a client of the spec's API) keeps them. */
const ARABIC = ["titleAr", "excerptAr", "contentAr", "tagsAr", "languages"] as const;

/** Applies the spec's defaults and cleans the HTML before anything is stored; `saved`: the post being updated. */
function valuesFor(input: BlogInput, saved?: { id: number; slug: string }) {
  const slug = saved ? slugOrSaved(input.slug, saved.slug) : slugOrFromName(input.slug, input.title);
  assertSlugFree(blogSlugTaken(getDb(), slug, saved?.id), "blog post", slug);
  assertSlugLeadsNowhere(postLedToBy(getDb(), slug, saved?.id), "post", slug);
  const content = sanitizeBlogHtml(input.content);
  const contentAr = input.contentAr === null ? null : sanitizeBlogHtml(input.contentAr) || null;
  // Checked again here: on an update, kept Arabic fields and sent ones meet only now.
  if (input.languages !== "en" && (!input.titleAr || !htmlToText(contentAr ?? "").trim()))
    throw new ApiError(400, "An article published in Arabic needs an Arabic title and Arabic content", [
      { path: input.titleAr ? "contentAr" : "titleAr", message: "Required to publish in Arabic" },
    ]);
  return {
    ...input,
    slug,
    content,
    contentAr,
    author: input.author ?? "Admin",
    publishDate: input.publishDate ?? dubaiToday(),
    readTime: input.readTime ?? 1,
    excerpt: input.excerpt ?? htmlToText(content).slice(0, 150),
    excerptAr: input.excerptAr ?? (contentAr === null ? null : htmlToText(contentAr).slice(0, 150) || null),
  };
}

export const blogRoutes = new Hono<ApiEnv>()
  .get("/", validate("query", blogsApiQuery), (c) => {
    const q = c.req.valid("query");
    const publishedOnly = !c.get("session");
    const page = pageRequest(q);
    return listAnswer(c, q, () =>
      page
        ? pageAnswer(page, pageBlogPostsForApi(getDb(), { publishedOnly, search: q.search }, page))
        : listBlogPostsForApi(getDb(), { publishedOnly }),
    );
  })
  .get("/slug/:slug", validate("param", slugParam), (c) =>
    c.json(found(findPublishedPostBySlug(getDb(), c.req.valid("param").slug), "Blog post not found")),
  )
  .get("/:id", requireAdmin, validate("param", idParam), (c) =>
    c.json(found(getBlogPostForApi(getDb(), c.req.valid("param").id), "Blog post not found")),
  )
  .post("/", requireAdmin, validate("json", blogInputSchema), (c) => {
    const id = insertBlogPostRow(getDb(), valuesFor(c.req.valid("json")));
    return c.json(getBlogPostForApi(getDb(), id), 201);
  })
  .put("/:id", requireAdmin, validate("param", idParam), validate("json", blogInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const current = found(getBlogPostForApi(getDb(), id), "Blog post not found");
    updateBlogPostRow(
      getDb(),
      id,
      valuesFor(keepUnsent(await c.req.json(), c.req.valid("json"), current, ARABIC), { id, slug: current.slug }),
    );
    return c.json(getBlogPostForApi(getDb(), id));
  })
  .delete("/:id", requireAdmin, validate("param", idParam), (c) => {
    const { id } = c.req.valid("param");
    const files = postMediaTexts(getDb(), id);
    if (!deleteBlogPostRow(getDb(), id)) throw new ApiError(404, "Blog post not found");
    deleteUnusedFilesOf(getDb(), c.get("config"), files);
    return c.json({ success: true, message: "Blog deleted" });
  });
