/**
 * The admin offers API (issue 23, items 5 and 7) through the real app, over a flyer of the
 * offer test set (tests/flyers/card-grid.pdf) processed for real: list (hidden ones flagged),
 * change, delete and add; the session and same-origin rules; readable 400s and 404s; and what
 * an operator did stays when the same file is processed again.
 */

import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { requeueCatalogJobs } from "#db/queries/catalog-jobs.ts";
import type { AdminOffer } from "#db/queries/offers-admin.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { loadTruth } from "#tests/flyers/flyer-set.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { processQueue } from "#tests/helpers/catalog-pages.ts";

setDefaultTimeout(60_000);

const ids: Record<string, number> = {};
const FLYER = join(import.meta.dir, "../../tests/flyers/card-grid.pdf");
const TRUTH = loadTruth("card-grid").offers;

const { anon, admin, env } = startTestApp({
  admin: true,
  seed: async (db, dataDir) => {
    const storeId = insertStore(db, { name: "FreshWay", slug: "freshway" }).id;
    mkdirSync(join(dataDir, "media", "catalogs"), { recursive: true });
    copyFileSync(FLYER, join(dataDir, "media", "catalogs", "card-grid.pdf"));
    const flyer = () =>
      insertCatalog(db, { storeId, fileUrl: "/media/catalogs/card-grid.pdf", coverImage: null, pages: null }).id;
    ids.edits = flyer();
    ids.again = flyer();
    await processQueue(db, dataDir);
    // Queued after processing: it has no pages yet.
    ids.queued = insertCatalog(db, { storeId, fileUrl: "/media/catalogs/card-grid.pdf", coverImage: null }).id;
  },
});

type AdminList = { data: AdminOffer[]; pages: { hash: string; sizes: [number, number][] } | null };

const list = async (catalogId: number, query = "") => {
  const { status, json } = await admin("GET", `/api/admin/catalogs/${catalogId}/offers${query}`);
  expect(status).toBe(200);
  return json as AdminList;
};
const publicOffers = async (catalogId: number) =>
  ((await anon("GET", `/api/catalogs/${catalogId}/offers`)).json as { data: AdminOffer[] }).data;
/** The bottom-right corner of a page, where the flyer prints nothing. */
const CORNER = { x: 0.965, y: 0.975, width: 0.03, height: 0.02 };
/** A new offer in the top-left corner of page 1, where the flyer prints none. */
const NEW_OFFER = {
  page: 1,
  name: "Operator's dates",
  nameAr: "تمر",
  price: 19.5,
  was: 25,
  unit: null,
  quantity: null,
  size: "1 kg",
  box: { x: 0.005, y: 0.005, width: 0.03, height: 0.02 },
};

describe("the admin offers API: session and same-origin", () => {
  test("every route answers 401 without a session", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/admin/catalogs/${ids.edits}/offers`],
      ["POST", `/api/admin/catalogs/${ids.edits}/offers`, NEW_OFFER],
      ["PATCH", "/api/admin/offers/1", { price: 1 }],
      ["DELETE", "/api/admin/offers/1"],
      ["GET", `/api/admin/offer-counts?ids=${ids.edits}`],
    ];
    for (const [method, path, body] of calls) {
      const { status, json } = await anon(method, path, body);
      expect({ method, path, status, code: json.code }).toEqual({ method, path, status: 401, code: "unauthorized" });
    }
  });

  test("a write from another site is refused (403), and one not in JSON (415)", async () => {
    const crossSite = await admin("PATCH", "/api/admin/offers/1", { price: 1 }, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const form = await admin("PATCH", "/api/admin/offers/1", "price=1", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
  });
});

describe("GET /api/admin/catalogs/{id}/offers", () => {
  test("lists every offer with its flags, and the page images to draw them on", async () => {
    const { data, pages } = await list(ids.edits!);
    expect(data).toHaveLength(TRUTH.length);
    expect(data.every((o) => o.source === "auto" && !o.edited && !o.hidden)).toBe(true);
    expect(pages?.hash).toMatch(/^[0-9a-f]{16,128}$/);
    expect(pages?.sizes).toHaveLength(2);
    const page2 = await list(ids.edits!, "?page=2");
    expect(page2.data.length).toBe(TRUTH.filter((o) => o.page === 2).length);
    expect(page2.data.every((o) => o.page === 2)).toBe(true);
  });

  test("a catalogue with no pages yet lists none; an unknown one is a 404; a bad id or page a 400", async () => {
    expect(await list(ids.queued!)).toEqual({ data: [], pages: null });
    const unknown = await admin("GET", "/api/admin/catalogs/999999/offers");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: "Catalog not found", code: "not_found" });
    expect((await admin("GET", "/api/admin/catalogs/abc/offers")).status).toBe(400);
    expect((await admin("GET", `/api/admin/catalogs/${ids.edits}/offers?page=0`)).status).toBe(400);
  });
});

describe("PATCH /api/admin/offers/{id}", () => {
  test("changes only the fields sent, marks an auto offer edited, and shoppers see the change", async () => {
    const [first] = (await list(ids.edits!)).data;
    const { status, json } = await admin("PATCH", `/api/admin/offers/${first!.id}`, {
      price: 7.25,
      box: { x: 0.1, y: 0.1, width: 0.2, height: 0.1 },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: first!.id,
      name: first!.name,
      price: 7.25,
      was: first!.was,
      box: { x: 0.1, y: 0.1, width: 0.2, height: 0.1 },
      source: "auto",
      edited: true,
      hidden: false,
    });
    expect((await publicOffers(ids.edits!)).find((o) => o.id === first!.id)).toMatchObject({ price: 7.25 });
  });

  test("refuses bad input with a readable 400", async () => {
    const [, second] = (await list(ids.edits!)).data;
    const path = `/api/admin/offers/${second!.id}`;
    const bad: [unknown, string][] = [
      [{ price: 0 }, "price"],
      [{ price: -3 }, "price"],
      [{ price: "9.95" }, "price"],
      [{ was: second!.price }, "was"], // the previous price must be above the price it keeps
      [{ price: 20, was: 15 }, "was"],
      [{ box: { x: 1.2, y: 0, width: 0.1, height: 0.1 } }, "box.x"],
      [{ box: { x: 0.1, y: 0.1, width: 0, height: 0.1 } }, "box.width"],
      [{ box: { x: 0.9, y: 0.1, width: 0.2, height: 0.1 } }, "box.width"],
      [{ box: { x: 0.1, y: 0.1, width: 0.1, height: -1 } }, "box.height"],
      [{ name: "", nameAr: null }, "name"], // no name left in either language
      [{ colour: "red" }, ""],
      [{}, ""],
      [{ hidden: true }, "hidden"],
    ];
    for (const [body, field] of bad) {
      const { status, json } = await admin("PATCH", path, body);
      expect({ body, status }).toEqual({ body, status: 400 });
      expect(json.code).toBe("validation_failed");
      expect(json.error).toMatch(/^Invalid input/);
      if (field) expect(json.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    // Nothing of that was kept.
    expect((await list(ids.edits!)).data.find((o) => o.id === second!.id)).toEqual(second!);
  });

  test("an unknown offer is a 404; a malformed id a 400", async () => {
    const unknown = await admin("PATCH", "/api/admin/offers/999999", { price: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: "Offer not found", code: "not_found" });
    expect((await admin("PATCH", "/api/admin/offers/0", { price: 2 })).status).toBe(400);
  });
});

describe("DELETE /api/admin/offers/{id}", () => {
  test("an auto offer is hidden (kept, flagged), gone for shoppers; a second delete is a 404; PATCH hidden:false brings it back", async () => {
    const offer = (await list(ids.edits!)).data[2]!;
    const gone = await admin("DELETE", `/api/admin/offers/${offer.id}`);
    expect(gone.status).toBe(200);
    expect((await list(ids.edits!)).data.find((o) => o.id === offer.id)).toMatchObject({ hidden: true });
    expect((await publicOffers(ids.edits!)).some((o) => o.id === offer.id)).toBe(false);
    expect((await admin("DELETE", `/api/admin/offers/${offer.id}`)).status).toBe(404);
    // A deleted offer cannot be edited, only brought back.
    expect((await admin("PATCH", `/api/admin/offers/${offer.id}`, { price: 3 })).status).toBe(404);
    const back = await admin("PATCH", `/api/admin/offers/${offer.id}`, { hidden: false });
    expect(back.json).toMatchObject({ id: offer.id, hidden: false });
    expect((await publicOffers(ids.edits!)).some((o) => o.id === offer.id)).toBe(true);
  });

  test("an unknown offer is a 404", async () => {
    const { status, json } = await admin("DELETE", "/api/admin/offers/999999");
    expect(status).toBe(404);
    expect(json.code).toBe("not_found");
  });
});

describe("POST /api/admin/catalogs/{id}/offers", () => {
  test("adds an operator's offer that shoppers see; deleting it removes the row", async () => {
    const { status, json } = await admin("POST", `/api/admin/catalogs/${ids.edits}/offers`, NEW_OFFER);
    expect(status).toBe(201);
    expect(json).toMatchObject({ ...NEW_OFFER, source: "operator", edited: false, hidden: false });
    expect((await publicOffers(ids.edits!)).find((o) => o.id === json.id)).toMatchObject({ name: NEW_OFFER.name });
    expect((await admin("DELETE", `/api/admin/offers/${json.id}`)).status).toBe(200);
    expect((await list(ids.edits!)).data.some((o) => o.id === json.id)).toBe(false);
    expect((await admin("DELETE", `/api/admin/offers/${json.id}`)).status).toBe(404);
  });

  test("refuses bad input with a readable 400, and an unknown catalogue with a 404", async () => {
    const path = `/api/admin/catalogs/${ids.edits}/offers`;
    const bad: [unknown, string][] = [
      [{ ...NEW_OFFER, price: 0 }, "price"],
      [{ ...NEW_OFFER, price: undefined }, "price"],
      [{ ...NEW_OFFER, was: 10 }, "was"],
      [{ ...NEW_OFFER, name: null, nameAr: "  " }, "name"],
      [{ ...NEW_OFFER, box: { x: 0, y: 0, width: 0.1 } }, "box.height"],
      [{ ...NEW_OFFER, box: { x: 0, y: 0.95, width: 0.1, height: 0.1 } }, "box.height"],
      [{ ...NEW_OFFER, page: 3 }, "page"], // the flyer has two pages
      [{ ...NEW_OFFER, page: 0 }, "page"],
      [{ ...NEW_OFFER, source: "auto" }, ""],
    ];
    for (const [body, field] of bad) {
      const { status, json } = await admin("POST", path, body);
      expect({ body, status }).toEqual({ body, status: 400 });
      expect(json.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    // A catalogue with no pages has no page to put an offer on.
    expect((await admin("POST", `/api/admin/catalogs/${ids.queued}/offers`, NEW_OFFER)).status).toBe(400);
    expect((await admin("POST", "/api/admin/catalogs/999999/offers", NEW_OFFER)).status).toBe(404);
  });
});

describe("GET /api/admin/offer-counts", () => {
  test("counts each catalogue's offers shoppers see, and how many of them an operator edited or added", async () => {
    const before = (await admin("GET", `/api/admin/offer-counts?ids=${ids.again},${ids.queued}`)).json;
    expect(before).toEqual([
      { catalogId: ids.again, offers: TRUTH.length, edited: 0 },
      { catalogId: ids.queued, offers: 0, edited: 0 },
    ]);
    expect((await admin("GET", "/api/admin/offer-counts?ids=1,x")).status).toBe(400);
  });
});

describe("re-processing the same file", () => {
  test("keeps an operator's edit, deletion, moved box and added offer, and brings back no duplicate", async () => {
    const [edited, deleted, moved] = (await list(ids.again!)).data;
    await admin("PATCH", `/api/admin/offers/${edited!.id}`, { name: "Operator's milk", price: 1.25 });
    await admin("PATCH", `/api/admin/offers/${moved!.id}`, { box: CORNER }); // far from where the flyer prints it
    await admin("DELETE", `/api/admin/offers/${deleted!.id}`);
    const added = (await admin("POST", `/api/admin/catalogs/${ids.again}/offers`, NEW_OFFER)).json as AdminOffer;
    expect((await admin("GET", `/api/admin/offer-counts?ids=${ids.again}`)).json).toEqual([
      { catalogId: ids.again, offers: TRUTH.length, edited: 3 },
    ]);

    expect(requeueCatalogJobs(env.db, [ids.again!])).toBe(1);
    await processQueue(env.db, env.dataDir);

    const after = (await list(ids.again!)).data;
    expect(after.find((o) => o.id === edited!.id)).toMatchObject({
      name: "Operator's milk",
      price: 1.25,
      edited: true,
    });
    expect(after.find((o) => o.id === deleted!.id)).toMatchObject({ hidden: true });
    expect(after.find((o) => o.id === added.id)).toMatchObject({ source: "operator", name: NEW_OFFER.name });
    // The flyer's own milk offer was found again at the edited one's place and dropped.
    expect(after.filter((o) => o.page === edited!.page && o.name === edited!.name)).toEqual([]);
    // The moved offer was recognised where processing had found it: not found a second time.
    const twins = after.filter((o) => o.page === moved!.page && o.name === moved!.name && o.price === moved!.price);
    expect(twins).toEqual([expect.objectContaining({ id: moved!.id, edited: true, box: CORNER })]);
    const shown = await publicOffers(ids.again!);
    expect(shown).toHaveLength(TRUTH.length); // one deleted, one added
    expect(shown.some((o) => o.id === deleted!.id)).toBe(false);
  });

  test("a catalogue of the same PDF gets the flyer's offers, never another catalogue's corrections", async () => {
    // ids.queued (the same file) was processed by the run above; the others' corrections are theirs.
    const offers = (await list(ids.queued!)).data;
    expect(offers).toHaveLength(TRUTH.length);
    expect(offers.every((o) => o.source === "auto" && !o.edited && !o.hidden)).toBe(true);
    const truePrices = TRUTH.filter((o) => o.page === 1).map((o) => o.price);
    expect(offers.filter((o) => o.page === 1).map((o) => o.price)).toEqual(expect.arrayContaining(truePrices));
    expect(offers.some((o) => o.price === 7.25 || o.price === 1.25 || o.name === NEW_OFFER.name)).toBe(false);
  });
});

test("offer search follows an operator's rename, deletion and addition at once", async () => {
  type Hits = { data: { id: number }[] };
  const found = async (q: string) => ((await anon("GET", `/api/offers?q=${q}`)).json as Hits).data.map((o) => o.id);
  const [offer] = (await list(ids.edits!)).data.filter((o) => !o.hidden);
  expect((await admin("PATCH", `/api/admin/offers/${offer!.id}`, { name: "Zanzibar Clove Honey" })).status).toBe(200);
  expect(await found("zanzibar")).toEqual([offer!.id]);
  expect((await admin("DELETE", `/api/admin/offers/${offer!.id}`)).status).toBe(200);
  expect(await found("zanzibar")).toEqual([]);
  const quokka = { ...NEW_OFFER, name: "Quokka Oat Biscuits" };
  const added = await admin("POST", `/api/admin/catalogs/${ids.edits}/offers`, quokka);
  expect(await found("quokka")).toEqual([added.json.id]);
});
