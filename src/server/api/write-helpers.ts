/** Small rules every create/update handler applies. */
import { slugify } from "#lib/slug.ts";
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
      { path: "slug", message: "Slug already in use", code: "slug_taken" },
    ]);
}

/**
 * 409 when `slug` is an earlier address of another record (`ledTo` names it): taking it would
 * send that record's old links to this one (db/queries/slug-redirects.ts).
 */
export function assertSlugLeadsNowhere(ledTo: string | undefined, kind: string, slug: string): void {
  if (ledTo !== undefined)
    throw new ApiError(
      409,
      `The slug "${slug}" is an earlier address of the ${kind} "${ledTo}" and still leads there: choose another slug`,
      [{ path: "slug", message: `Still leads to the ${kind} "${ledTo}"`, code: "slug_redirect" }],
    );
}

/**
 * The slug an update stores: the one sent, else the saved one. A saved record's address
 * changes only when its slug is changed itself, never because its name was (issue 24).
 */
export const slugOrSaved = (sent: string, saved: string) => sent || saved;

/**
 * `input` with each of `keys` that the request body did not mention taken from `current`:
 * an update from a client that predates those fields (the spec's API has no Arabic fields)
 * keeps them instead of erasing them.
 */
export function keepUnsent<T extends object, K extends keyof T>(
  body: unknown,
  input: T,
  current: Pick<T, K>,
  keys: readonly K[],
): T {
  const sent = typeof body === "object" && body !== null ? body : {};
  const kept = keys.filter((k) => !(k in sent)).map((k) => [k, current[k]]);
  return { ...input, ...Object.fromEntries(kept) };
}
