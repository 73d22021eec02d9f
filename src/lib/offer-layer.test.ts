/**
 * offerLayer(): what the tap areas are handed, on a page's own URL and in the catalogue viewer
 * alike: one area per offer in reading order (rows from the top, each in the page's direction),
 * named with its price, linked to its own URL in the page's language, placed from its box; each
 * offer's sheet as data (the offer and what it compares to); the list's and the close button's names.
 */
import { describe, expect, test } from "bun:test";
import type { Lang } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { offerLayer } from "./offer-layer.ts";
import type { PageOffer } from "./offers.ts";

const offer = (id: number, x: number, y: number, o: Partial<PageOffer> = {}): PageOffer => ({
  id,
  page: 2,
  name: `Offer ${id}`,
  nameAr: `عرض ${id}`,
  price: 9.95,
  was: null,
  unit: null,
  quantity: null,
  size: null,
  box: { x, y, width: 0.2, height: 0.1 },
  ...o,
});

// Two rows: the second row's first offer sits a little lower than its neighbour but is in the same row.
const offers = [offer(1, 0.6, 0.52), offer(2, 0.1, 0.1), offer(3, 0.6, 0.11), offer(4, 0.1, 0.5)];

const sheetPage = {
  catalog: { id: 7, expiryDate: null },
  page: 2,
  store: { name: "Fresh Mart", nameAr: null, slug: "fresh-mart" },
  origin: "https://deals.example",
};
const compared = {
  id: 90,
  catalogId: 8,
  page: 1,
  price: 8.5,
  quantity: null,
  unit: null,
  catalogTitle: "Weekly",
  catalogTitleAr: null,
  storeName: "Budget Mart",
  storeNameAr: null,
};

const layerIn = (lang: Lang) => offerLayer(offers, new Map([[3, [compared]]]), lang, getT(lang), sheetPage);

describe("offerLayer", () => {
  test("areas in reading order: rows from the top, left to right in English", () => {
    expect(layerIn("en").areas.map((a) => a.id)).toEqual([2, 3, 4, 1]);
  });

  test("right to left in Arabic", () => {
    expect(layerIn("ar").areas.map((a) => a.id)).toEqual([3, 2, 1, 4]);
  });

  test("each area is named with its price, links to its own URL in the page's language and is placed from its box", () => {
    const [first] = layerIn("en").areas;
    expect(first).toEqual({
      id: 2,
      label: "Offer 2, AED 9.95",
      href: "/catalogs/7/page/2?offer=2",
      box: { left: "10%", top: "10%", width: "20%", height: "10%" },
    });
    const ar = layerIn("ar").areas.find((a) => a.id === 2)!;
    expect(ar.label).toBe("عرض 2، 9.95 درهم");
    expect(ar.href).toBe("/ar/catalogs/7/page/2?offer=2");
  });

  test("a sheet for every offer, as data that crosses to the browser, and the names of the list and of the close button", () => {
    const layer = layerIn("ar");
    expect(Object.keys(layer.sheets.offers).sort()).toEqual(["1", "2", "3", "4"]);
    expect(layer.sheets.offers[3]).toEqual({ offer: offers[2]!, compare: [compared] });
    expect(layer.sheets.offers[1]!.compare).toEqual([]);
    expect(layer.sheets.page).toEqual(sheetPage);
    // Plain data: it survives JSON as the page's data block carries it.
    expect(JSON.parse(JSON.stringify(layer.sheets))).toEqual(layer.sheets);
    expect(layer.labels).toEqual({ list: "العروض في هذه الصفحة", close: "إغلاق" });
  });
});
