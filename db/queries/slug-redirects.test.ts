/**
 * Earlier slugs are kept by the database itself (migration 0013's triggers), so a slug changed
 * by any writer — the API, a seed, the CLI, plain SQL — still leads to its record, and a
 * record's earlier slugs go with it.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { insertBlogPost, insertBranch, insertStore } from "#db/seed/factories.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { branchSlugsNow, postSlugNow, storeLedToBy, storeSlugNow } from "./slug-redirects.ts";

const env = freshDb();
afterAll(() => env.cleanup());
const run = (sql: string, ...params: (string | number)[]) => env.db.$client.run(sql, params);

describe("earlier slugs kept by the database", () => {
  test("a slug changed in plain SQL leads to the record's slug now; a record given a slug takes it back", () => {
    const store = insertStore(env.db, { name: "Geant", slug: "geant" });
    insertBranch(env.db, { storeId: store.id, emirate: "dubai", name: "Ibn Battuta", slug: "ibn-battuta" });
    run("UPDATE stores SET slug = 'geant-uae' WHERE id = ?", store.id);
    run("UPDATE stores SET name = 'Géant' WHERE id = ?", store.id); // no slug change: nothing recorded
    expect(storeSlugNow(env.db, "geant")).toBe("geant-uae");
    expect(storeSlugNow(env.db, "geant-uae")).toBeUndefined();
    expect(branchSlugsNow(env.db, "geant", "ibn-battuta")).toEqual({
      storeSlug: "geant-uae",
      branchSlug: "ibn-battuta",
    });
    expect(branchSlugsNow(env.db, "geant-uae", "ibn-battuta")).toBeUndefined();
    expect(storeLedToBy(env.db, "geant")).toBe("Géant");
    expect(storeLedToBy(env.db, "geant", store.id)).toBeUndefined();

    // Another store written straight into the table with that slug takes it over: it is current, no longer a redirect.
    insertStore(env.db, { name: "Geant Express", slug: "geant" });
    expect(storeSlugNow(env.db, "geant")).toBeUndefined();
  });

  test("a post's earlier slug leads on while it is published; its rows go when it is deleted", () => {
    const post = insertBlogPost(env.db, { title: "Summer sale", slug: "summer-sale" });
    run("UPDATE blog_posts SET slug = 'summer-sale-2026' WHERE id = ?", post.id);
    expect(postSlugNow(env.db, "summer-sale")).toBe("summer-sale-2026");
    run("UPDATE blog_posts SET status = 'draft' WHERE id = ?", post.id);
    expect(postSlugNow(env.db, "summer-sale")).toBeUndefined();
    run("DELETE FROM blog_posts WHERE id = ?", post.id);
    expect(env.db.$client.query("SELECT count(*) AS n FROM post_slug_redirects").get()).toEqual({ n: 0 });
  });
});
