import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { jsonLd } from "#tests/helpers/html.ts";
import { listStoreCards } from "#tests/helpers/queries.ts";

const { env, get, today } = startTestApp({ demo: true });

describe("structured data", () => {
  test("a store without a logo emits no JSON-LD", async () => {
    const store = listStoreCards(env.db, { today }, "name", 1, 1).items[0]!;
    env.db.$client.run("UPDATE stores SET logo = NULL WHERE id = ?", [store.id]);
    expect(jsonLd((await get(`/store/${store.slug}`)).html)).toBeNull();
  });
});

describe("not found", () => {
  test("an unknown store answers 404 with 'Store Not Found' and a way back", async () => {
    const { res, html } = await get("/store/no-such-store");
    expect(res.status).toBe(404);
    expect(html).toContain("Store Not Found");
    expect(html).toContain("The store you&#x27;re looking for doesn&#x27;t exist.");
    expect(html).toContain("Back to Stores");
  });
});
