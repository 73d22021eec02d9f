import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { storeCardNames } from "#tests/helpers/html.ts";
import { insertKnownStores } from "#tests/helpers/known-stores.ts";

// The stores and what each list shows are in tests/helpers/known-stores.ts.
const { get } = startTestApp({ seed: insertKnownStores });

describe("home and stores show the stores in the HTML itself", () => {
  test("home lists the first nine stores by popularity, featured first", async () => {
    expect(storeCardNames((await get("/")).html)).toEqual([
      "Zeta Mart",
      "Yellow Souq",
      "Alpha Electronics",
      "Beta Foods",
      "Delta Digital",
      "Gamma Style",
      "Kappa",
      "Lambda",
      "Mu Market",
    ]);
  });

  test("the home hero search filters by text and emirate", async () => {
    expect(storeCardNames((await get("/?search=digital")).html)).toEqual(["Delta Digital"]);
    expect(storeCardNames((await get("/?emirate=fujairah")).html)).toEqual([
      "Alpha Electronics",
      "Beta Foods",
      "Delta Digital",
    ]);
    expect(storeCardNames((await get("/?search=electronics&emirate=ajman")).html)).toEqual(["Alpha Electronics"]);
  });
});
