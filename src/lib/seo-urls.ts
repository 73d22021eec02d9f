/** Addresses in a page's head and JSON-LD: absolute media URLs and canonical links. */

/** `url` as an absolute URL: site paths ("/media/x.svg") get the origin, full URLs stay as they are. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + (url.startsWith("/") ? url : `/${url}`);
}

/**
 * The canonical path of a listing: `path` with only the parameters in `keys` (those that
 * change what the page lists), in that order, without empty values or page 1. Sort and
 * view are left out by not naming them: they show the same things differently.
 * Example: canonicalPath("/stores", { view: "list", page: "2", category: "x" }, ["category", "page"])
 * === "/stores?category=x&page=2"
 */
export function canonicalPath(
  path: string,
  query: Record<string, string | number | undefined>,
  keys: string[],
): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value === undefined || value === "" || (key === "page" && Number(value) <= 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
