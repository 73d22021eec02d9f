import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";
import { storeCardNames } from "../../tests/helpers/html.ts";
import { listStoreCards } from "../../tests/helpers/queries.ts";

const { env, get, today } = startTestApp({ demo: true });

describe("home and stores show the stores in the HTML itself", () => {
  test("home lists the first nine stores by popularity, featured first", async () => {
    const { html } = await get("/");
    const expected = listStoreCards(env.db, { today }, "popularity", 1, 9).items;
    expect(storeCardNames(html)).toEqual(expected.map((s) => s.name));
    expect(expected[0]!.featured).toBe(true);
  });

  test("the home hero search filters by text and emirate", async () => {
    const { html } = await get("/?search=pharmacy");
    const names = storeCardNames(html);
    expect(names.length).toBeGreaterThan(0);
    expect(listStoreCards(env.db, { today, search: "pharmacy" }, "popularity", 1, 9).items.map((s) => s.name)).toEqual(
      names,
    );
    const dubai = storeCardNames((await get("/?emirate=fujairah")).html);
    expect(dubai).toEqual(
      listStoreCards(env.db, { today, emirateSlug: "fujairah" }, "popularity", 1, 9).items.map((s) => s.name),
    );
  });
});
