/**
 * One URL per public template, English and Arabic: fixed paths, plus a store, branch, processed
 * catalogue and blog post picked from the data (the first that answers 200).
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { Server } from "./server.ts";

export type Template = { id: string; path: string };

async function firstAnswering(origin: string, candidates: string[]): Promise<string | null> {
  for (const path of candidates) {
    const res = await fetch(origin + path, { redirect: "manual" });
    await res.arrayBuffer();
    if (res.status === 200) return path;
  }
  return null;
}

export async function publicTemplates(server: Server): Promise<Template[]> {
  const db = new Database(join(server.data.dir, "uae-deals.db"), { readonly: true });
  const column = (sql: string) => db.query(sql).all() as { path: string }[];
  let picked: Record<string, string[]>;
  try {
    picked = {
      store: column("SELECT '/store/' || slug AS path FROM stores ORDER BY id LIMIT 5").map((r) => r.path),
      branch: column(
        "SELECT '/branch/' || s.slug || '/' || b.slug AS path FROM branches b JOIN stores s ON s.id = b.store_id ORDER BY b.id LIMIT 5",
      ).map((r) => r.path),
      catalogPage: column(
        "SELECT '/catalogs/' || id || '/page/1' AS path FROM catalogs WHERE id IN (SELECT catalog_id FROM catalog_pages) ORDER BY id LIMIT 10",
      ).map((r) => r.path),
    };
  } finally {
    db.close();
  }
  const blogHtml = await (await fetch(`${server.origin}/blog`)).text();
  const posts = [...new Set([...blogHtml.matchAll(/href="(\/blog\/[^"?#]+)"/g)].map((m) => m[1]!))].slice(0, 5);
  const english: [string, string | null][] = [
    ["home", "/"],
    ["stores", "/stores"],
    ["store", await firstAnswering(server.origin, picked.store!)],
    ["branch", await firstAnswering(server.origin, picked.branch!)],
    ["catalogs", "/catalogs"],
    ["catalog-page", await firstAnswering(server.origin, picked.catalogPage!)],
    ["search", "/search?q=milk"],
    ["blog", "/blog"],
    ["blog-post", await firstAnswering(server.origin, posts)],
    ["about", "/about"],
    ["contact", "/contact"],
    // The shopper's own pages: the same HTML for everyone, filled in by the browser (issue 25).
    ["my-deals", "/my-deals"],
    ["lists", "/lists"],
  ];
  const found: Template[] = [];
  for (const [id, path] of english) {
    if (path === null) {
      console.log(`  (no ${id} page answers 200 in this data: skipped)`);
      continue;
    }
    found.push({ id, path }, { id: `ar-${id}`, path: path === "/" ? "/ar" : `/ar${path}` });
  }
  return found;
}
