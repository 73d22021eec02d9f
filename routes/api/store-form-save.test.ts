/**
 * A store saved as its form saves it (storeFormValues: every field of GET /api/stores/:id the form
 * has, one changed) keeps every other field, so a new description is a change to the store's own
 * details only (migration 0020). The bench's admin once sent three fields: the PUT replaced the
 * rest with nothing, clearing the store's logo, links, phone and standing, a change to every page.
 */
import { describe, expect, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { storeFormValues } from "#schemas/store.ts";
import { startTestApp } from "#tests/helpers/app.ts";

let id = 0;
const { env, admin } = startTestApp({
  admin: true,
  seed: (db) => {
    id = insertStore(db, {
      name: "Form Mart",
      nameAr: "فورم مارت",
      slug: "form-mart",
      logo: "/media/stores/form-mart.svg",
      website: "https://form.example",
      phone: "+971 4 000 0000",
      featured: true,
      description: "Before",
    }).id;
  },
});

describe("a store saved as its form does", () => {
  test("keeps every field but the one changed, and is recorded as its own change", async () => {
    const before = (await admin("GET", `/api/stores/${id}`)).json;
    const saved = await admin("PUT", `/api/stores/${id}`, { ...storeFormValues(before), description: "After" });
    expect(saved.status).toBe(200);
    const after = (await admin("GET", `/api/stores/${id}`)).json;
    const { description: was, updatedAt: _b, ...rest } = before;
    const { description: now, updatedAt: _a, ...restAfter } = after;
    expect({ was, now }).toEqual({ was: "Before", now: "After" });
    expect(restAfter).toEqual(rest);
    const change = env.db.$client
      .query("SELECT store_id AS store, kind FROM content_changes ORDER BY version DESC LIMIT 1")
      .get();
    expect(change).toEqual({ store: id, kind: "store" });
  });

  test("what the form does not have is left out, so the strict body takes it", () => {
    const values = storeFormValues({ id: 1, name: "X", category: "Y", branches: [], createdAt: "2026-01-01" });
    expect(Object.keys(values)).not.toContain("id");
    expect(Object.keys(values)).not.toContain("branches");
    expect(values.name).toBe("X");
  });
});
