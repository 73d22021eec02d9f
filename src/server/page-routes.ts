/** Which page answers a path (without the /ar prefix). */
import type { PageId } from "../../routes/pages/index.ts";

type Route = { pattern: RegExp; page: PageId; params: string[] };

const ROUTES: Route[] = [
  { pattern: /^\/$/, page: "home", params: [] },
  { pattern: /^\/stores$/, page: "stores", params: [] },
  { pattern: /^\/store\/([^/]+)$/, page: "store", params: ["slug"] },
  { pattern: /^\/branch\/([^/]+)\/([^/]+)$/, page: "branch", params: ["storeSlug", "branchSlug"] },
  { pattern: /^\/catalogs$/, page: "catalogs", params: [] },
  { pattern: /^\/blog$/, page: "blog", params: [] },
  { pattern: /^\/about$/, page: "about", params: [] },
  { pattern: /^\/contact$/, page: "contact", params: [] },
  { pattern: /^\/privacy$/, page: "privacy", params: [] },
  { pattern: /^\/terms$/, page: "terms", params: [] },
  { pattern: /^\/blog\/([^/]+)$/, page: "blogPost", params: ["slug"] },
];

export function matchPage(path: string): { page: PageId; params: Record<string, string> } {
  for (const route of ROUTES) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    try {
      route.params.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] ?? "")));
    } catch {
      return { page: "notFound", params: {} };
    }
    return { page: route.page, params };
  }
  return { page: "notFound", params: {} };
}
