/**
 * With more stores than a select can usefully hold, the catalogue and search filters list the
 * stores with the most live catalogues and say where the others are (the search box).
 */
import { describe, expect, test } from "bun:test";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { MAX_STORE_CHOICES } from "#lib/counted-choices.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const STORES = MAX_STORE_CHOICES + 20;

const { get } = startTestApp({
  seed(db) {
    const expiry = addDays(dubaiToday(), 30);
    for (let i = 0; i < STORES; i++) {
      const store = insertStore(db, { name: `Store ${String(i).padStart(3, "0")}`, slug: `store-${i}` });
      // The first store has the most catalogues; the last one only one.
      for (let n = 0; n < (i === 0 ? 3 : i < 50 ? 2 : 1); n++)
        insertCatalog(db, { storeId: store.id, title: `Deals ${i}-${n}`, expiryDate: expiry });
    }
  },
});

function storeOptions(html: string, id: string) {
  const select = html.match(new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? "";
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map((m) => ({
    value: m[1]!.match(/value="([^"]*)"/)?.[1] ?? "",
    disabled: /\sdisabled/.test(m[1]!),
    text: m[2]!,
  }));
}

describe("a store filter with more stores than it holds", () => {
  test.each([
    ["/catalogs", "catalog-store", "More stores: type a name in the search box"],
    ["/ar/catalogs", "catalog-store", "متاجر أخرى: اكتب اسم المتجر في خانة البحث"],
    ["/search?q=deals", "page-store", "More stores: type a name in the search box"],
  ])(
    "%s: the store select lists the stores with the most catalogues, then says how to find the others",
    async (path, id, more) => {
      const options = storeOptions((await get(path)).html, id);
      const stores = options.filter((o) => o.value !== "");
      expect(stores).toHaveLength(MAX_STORE_CHOICES);
      expect(stores.map((o) => o.value)).toContain("store-0");
      expect(options.at(-1)).toEqual({ value: "", disabled: true, text: more });
    },
  );

  test("a chosen store beyond them is still shown as chosen", async () => {
    const last = `store-${STORES - 1}`;
    const options = storeOptions((await get(`/catalogs?store=${last}`)).html, "catalog-store");
    expect(options.map((o) => o.value)).toContain(last);
    expect(options.filter((o) => o.value !== "")).toHaveLength(MAX_STORE_CHOICES + 1);
  });
});
