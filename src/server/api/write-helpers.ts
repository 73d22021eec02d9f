/** Small rules every create/update handler applies. */
import { slugify } from "../../lib/slug.ts";
import { ApiError } from "./errors.ts";

/** The given slug, or one made from `name` by the spec's rule; 400 when neither gives one. */
export function slugOrFromName(slug: string, name: string): string {
  const result = slug || slugify(name);
  if (!result) {
    throw new ApiError(400, "Slug is required: the name has no letters or digits to make one from", [
      { path: "slug", message: "Slug is required" },
    ]);
  }
  return result;
}

/** 409 with a readable message when a slug is taken. */
export function assertSlugFree(taken: boolean, kind: string, slug: string): void {
  if (taken)
    throw new ApiError(409, `A ${kind} with the slug "${slug}" already exists`, [
      { path: "slug", message: "Slug already in use" },
    ]);
}
