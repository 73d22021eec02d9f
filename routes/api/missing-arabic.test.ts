/**
 * "Without Arabic" on the dashboard: counted in SQL per kind of record, by the same rule
 * the admin tables use to badge and filter rows (src/lib/missing-arabic.ts).
 */
import { describe, expect, test } from "bun:test";
import { type ArabicKind, missingArabic } from "#lib/missing-arabic.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { admin, anon } = startTestApp({ admin: true });

const LISTS: Record<ArabicKind, string> = {
  stores: "/api/stores",
  branches: "/api/branches",
  catalogs: "/api/catalogs",
  blogs: "/api/blogs",
  categories: "/api/categories",
  emirates: "/api/emirates",
};

async function created(path: string, body: Record<string, unknown>): Promise<{ id: number }> {
  const res = await admin("POST", path, body);
  expect(res.status).toBe(201);
  return res.json;
}

const stats = async () => (await admin("GET", "/api/admin/stats")).json.missingArabic as Record<ArabicKind, number>;

/** What the tables would flag: every record of each list that the shared rule finds lacking. */
async function flaggedByTables(): Promise<Record<ArabicKind, number>> {
  const entries = await Promise.all(
    (Object.keys(LISTS) as ArabicKind[]).map(async (kind) => {
      const body = (await admin("GET", LISTS[kind])).json;
      const rows = (Array.isArray(body) ? body : body.data) as Record<string, unknown>[];
      return [kind, rows.filter((r) => missingArabic(kind, r).length > 0).length] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ArabicKind, number>;
}

describe("records without Arabic", () => {
  let lulu: { id: number };
  test("are counted per kind: a missing twin of any text counts, an empty English text does not", async () => {
    await created("/api/categories", { name: "Groceries", nameAr: "بقالة" });
    await created("/api/categories", { name: "Electronics" });
    const dubai = await created("/api/emirates", { name: "Dubai", nameAr: "دبي" });
    await created("/api/emirates", { name: "Fujairah" });
    expect(dubai.id).toBeGreaterThan(0);
    // Name and description in Arabic: complete. No description at all: complete with a name.
    const carrefour = await created("/api/stores", {
      name: "Carrefour",
      nameAr: "كارفور",
      category: "Groceries",
      description: "Hypermarket",
      descriptionAr: "هايبرماركت",
    });
    await created("/api/stores", { name: "Nesto", nameAr: "نستو", category: "Groceries" });
    // Arabic name but an English-only description: lacking.
    lulu = await created("/api/stores", {
      name: "Lulu",
      nameAr: "لولو",
      category: "Groceries",
      description: "Hypermarket",
    });
    await created("/api/stores", { name: "Sharaf DG", category: "Electronics" });
    await created("/api/branches", {
      name: "Carrefour Mall of the Emirates",
      nameAr: "كارفور مول الإمارات",
      storeId: carrefour.id,
      emirate: "Dubai",
      address: "Al Barsha 1",
      addressAr: "البرشاء ١",
    });
    await created("/api/branches", {
      name: "Carrefour Deira",
      nameAr: "كارفور ديرة",
      storeId: carrefour.id,
      emirate: "Dubai",
      address: "Deira City Centre",
      addressAr: "ديرة سيتي سنتر",
      hours: "9:00-23:00",
    });
    await created("/api/catalogs", {
      title: "Weekly",
      titleAr: "عروض الأسبوع",
      storeId: carrefour.id,
      fileUrl: "/m/a.pdf",
    });
    await created("/api/catalogs", { title: "Ramadan", storeId: carrefour.id, fileUrl: "/m/b.pdf" });
    await created("/api/blogs", {
      title: "Eid picks",
      titleAr: "مختارات العيد",
      category: "Fashion",
      status: "published",
      content: "<p>Eid</p>",
      contentAr: "<p>العيد</p>",
      languages: "both",
    });
    await created("/api/blogs", { title: "Back to school", category: "Fashion", status: "draft", content: "<p>x</p>" });

    expect(await stats()).toEqual({ stores: 2, branches: 1, catalogs: 1, blogs: 1, categories: 1, emirates: 1 });
    // The dashboard's SQL and the tables' rule agree record for record.
    expect(await flaggedByTables()).toEqual(await stats());
  });

  test("a translation added through the API takes the record off the count", async () => {
    const before = await stats();
    const store = (await admin("GET", `/api/stores/${lulu.id}`)).json;
    const res = await admin("PUT", `/api/stores/${lulu.id}`, {
      name: store.name,
      category: store.category,
      description: store.description,
      descriptionAr: "هايبرماركت",
    });
    expect(res.status).toBe(200);
    expect(await stats()).toEqual({ ...before, stores: before.stores - 1 });
    expect(await flaggedByTables()).toEqual(await stats());
  });

  test("are for admins only", async () => {
    expect((await anon("GET", "/api/admin/stats")).status).toBe(401);
  });
});
