import { describe, expect, test } from "bun:test";
import { insertBranch, insertCatalog, insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const today = dubaiToday();
const { anon } = startTestApp({
  seed: (db) => {
    const lulu = insertStore(db, { name: "Lulu", slug: "lulu" });
    const nesto = insertStore(db, { name: "Nesto", slug: "nesto" });
    insertBranch(db, { storeId: lulu.id, emirate: "ajman" });
    insertBranch(db, { storeId: nesto.id, emirate: "dubai" });
    const add = (storeId: number, title: string, startDate: string, expiryDate: string | null) =>
      insertCatalog(db, { storeId, title, startDate, expiryDate });
    add(lulu.id, "Lulu fresh", today, null);
    add(lulu.id, "Lulu last days", addDays(today, -30), addDays(today, 1));
    add(nesto.id, "Nesto month", addDays(today, -20), addDays(today, 20));
  },
});

const titles = async (query: string) => {
  const { status, json } = await anon("GET", `/api/catalogs${query}`);
  expect(status).toBe(200);
  return (json as { title: string }[]).map((c) => c.title).sort();
};

describe("GET /api/catalogs filters", () => {
  test("without the new parameters the list is unchanged: every live catalogue", async () => {
    expect(await titles("")).toEqual(["Lulu fresh", "Lulu last days", "Nesto month"]);
  });

  test("emirate, store and valid filter like the catalogues page", async () => {
    expect(await titles("?emirate=ajman")).toEqual(["Lulu fresh", "Lulu last days"]);
    expect(await titles("?emirate=dubai")).toEqual(["Nesto month"]);
    expect(await titles("?store=nesto")).toEqual(["Nesto month"]);
    expect(await titles("?valid=new")).toEqual(["Lulu fresh"]);
    expect(await titles("?valid=ending&emirate=ajman")).toEqual(["Lulu last days"]);
    expect(await titles("?emirate=fujairah")).toEqual([]);
  });

  test("an unknown validity is a 400 naming the parameter", async () => {
    const { status, json } = await anon("GET", "/api/catalogs?valid=soon");
    expect(status).toBe(400);
    expect(json.issues[0].path).toBe("valid");
  });
});
