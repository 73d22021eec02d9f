import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";
import { storeCardNames } from "../../tests/helpers/html.ts";
import { listStoreCards } from "../../tests/helpers/queries.ts";

const { env, get, today } = startTestApp({ demo: true });

describe("home and stores show the stores in the HTML itself", () => {
  test("/stores?page=2 shows the next nine stores", async () => {
    const first = storeCardNames((await get("/stores")).html);
    const second = storeCardNames((await get("/stores?page=2")).html);
    expect(first).toHaveLength(9);
    expect(second).toHaveLength(9);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    expect(second).toEqual(listStoreCards(env.db, { today }, "popularity", 2, 9).items.map((s) => s.name));
  });

  test("/stores filters by category, emirate and features, and says so when nothing matches", async () => {
    const filtered = storeCardNames((await get("/stores?emirate=ajman&hasCatalogs=true")).html);
    expect(filtered).toEqual(
      listStoreCards(env.db, { today, emirateSlug: "ajman", hasCatalogs: true }, "popularity", 1, 9).items.map(
        (s) => s.name,
      ),
    );
    const none = await get("/stores?search=zzzz-no-such-store");
    expect(storeCardNames(none.html)).toEqual([]);
    expect(none.html).toContain("No stores found matching your criteria.");
    expect(none.html).toContain("Clear Filters");
  });
});
