/**
 * The admin forms' submit path against the real app over a fresh database: the saver's
 * requests go through apiRequest to app.request, as the browser's would reach the server
 * (same-site, with the admin's session cookie). Only the network failure swaps the fetch.
 */
import { beforeAll, describe, expect, spyOn, test } from "bun:test";
import type { Fetch } from "#client/admin/admin-fetch.ts";
import { i18nInstance } from "#client/i18n-instance.ts";
import { insertCategory } from "#db/seed/factories.ts";
import { resources } from "#i18n/resources.ts";
import { storeInputSchema } from "#schemas/store.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { issueText, resourceMessages } from "./resource-messages.ts";
import { resourceSaver } from "./save-resource.ts";

const { app, anon, env } = startTestApp({
  seed(db) {
    insertCategory(db, { name: "Groceries" });
  },
});

let cookie = "";
beforeAll(async () => {
  cookie = (await signedInCaller(app, env.db)).cookie;
});

/** Every request the saver made, as "METHOD path". */
let sent: string[] = [];
/** The browser's fetch, as the app sees it: same-site, signed in. */
const browserFetch: Fetch = async (url, init) => {
  sent.push(`${init.method} ${url}`);
  const headers = { ...(init.headers as Record<string, string>), Cookie: cookie, "Sec-Fetch-Site": "same-origin" };
  return app.request(url, { ...init, headers });
};

const t = i18nInstance("save-resource-test", "en", resources, "admin").getFixedT("en", "admin");
const messages = resourceMessages(t, "stores");

/** The store form's values as it sends them: every text, "" when left empty. */
function storeBody(name: string, category = "Groceries") {
  const texts = ["nameAr", "slug", "description", "descriptionAr", "logo", "image", "website", "phone", "email"];
  const links = ["facebook", "instagram", "twitter"];
  return {
    ...Object.fromEntries([...texts, ...links].map((key) => [key, ""])),
    name,
    category,
    featured: false,
    premium: false,
  };
}

async function storeBySlug(slug: string) {
  const { status, json } = await anon("GET", `/api/stores/by-slug/${slug}`);
  return status === 200 ? json : null;
}

describe("saving an admin form", () => {
  test("a new record is checked, POSTed, and reported saved with the resource's words", async () => {
    sent = [];
    const save = resourceSaver({ endpoint: "/api/stores", id: null, fetch: browserFetch });
    let sending = 0;
    const result = await save(storeBody("Lulu Hypermarket"), storeInputSchema, () => sending++);

    expect(result).toEqual({ status: "saved" });
    expect(sending).toBe(1);
    expect(sent).toEqual(["POST /api/stores"]);
    expect(await storeBySlug("lulu-hypermarket")).toMatchObject({ name: "Lulu Hypermarket", category: "Groceries" });
    expect(messages.saved(true)).toEqual({ title: "Store created" });
  });

  test("an edited record is PUT to its own address", async () => {
    const store = await storeBySlug("lulu-hypermarket");
    sent = [];
    const save = resourceSaver({ endpoint: "/api/stores", id: store.id, fetch: browserFetch });
    const body = { ...storeBody("Lulu Hypermarket"), slug: "lulu-hypermarket", phone: "04 123 4567" };

    expect(await save(body, storeInputSchema)).toEqual({ status: "saved" });
    expect(sent).toEqual([`PUT /api/stores/${store.id}`]);
    expect((await storeBySlug("lulu-hypermarket")).phone).toBe("04 123 4567");
    expect(messages.saved(false)).toEqual({ title: "Store updated" });
  });

  test("a body the schema refuses is not sent, and its errors are by field", async () => {
    sent = [];
    const save = resourceSaver({ endpoint: "/api/stores", id: null, fetch: browserFetch });
    let sending = 0;
    const result = await save({ ...storeBody(""), email: "not an address" }, storeInputSchema, () => sending++);

    expect(result.status).toBe("invalid");
    const errors = result.status === "invalid" ? result.errors : {};
    expect(Object.keys(errors).sort()).toEqual(["email", "name"]);
    expect(errors.name).toBeTruthy();
    expect(sending).toBe(0);
    expect(sent).toEqual([]);
  });

  test("the server's field issues of a 400 land on their fields; its reason, without 'try again', in the toast", async () => {
    const save = resourceSaver({ endpoint: "/api/stores", id: null, fetch: browserFetch });
    const result = await save(storeBody("Nesto", "Pet food"), storeInputSchema);

    expect(result.status).toBe("failed");
    if (result.status !== "failed") return;
    expect(result.errors).toEqual({ category: "Choose one of the categories" });
    // Trying again cannot help a refusal: the toast says why, not "Please try again".
    expect(messages.saveFailed(true, result.error)).toEqual({
      title: "Error",
      description: 'Unknown category "Pet food"',
    });
    expect(await storeBySlug("nesto")).toBeNull();
  });

  test("a taken slug's 409 lands on the slug field in the admin's language, and its reason has no 'try again'", async () => {
    const save = resourceSaver({ endpoint: "/api/stores", id: null, fetch: browserFetch, issueText: issueText(t) });
    const result = await save({ ...storeBody("Lulu again"), slug: "lulu-hypermarket" }, storeInputSchema);

    expect(result.status).toBe("failed");
    if (result.status !== "failed") return;
    expect(result.errors).toEqual({ slug: "This slug is already in use. Choose another one." });
    expect(messages.saveFailed(true, result.error).description).toBe(
      'A store with the slug "lulu-hypermarket" already exists',
    );
  });

  test("a slug that still leads to another store (its earlier address) is refused at the slug field, in Arabic too", async () => {
    const { call } = await signedInCaller(app, env.db, "slug-admin");
    const created = await call("POST", "/api/stores", { name: "Waitrose", slug: "waitrose", category: "Groceries" });
    await call("PUT", `/api/stores/${created.json.id}`, {
      name: "Waitrose",
      slug: "waitrose-uae",
      category: "Groceries",
    });
    const ar = i18nInstance("save-resource-test-ar", "ar", resources, "admin").getFixedT("ar", "admin");
    for (const [tr, words] of [
      [t, "This slug is an earlier address of another page and still leads there. Choose another one."],
      [ar, "هذا الرابط المختصر عنوان سابق لصفحة أخرى وما زال يوصل إليها. اختر رابطًا آخر."],
    ] as const) {
      const save = resourceSaver({ endpoint: "/api/stores", id: null, fetch: browserFetch, issueText: issueText(tr) });
      const result = await save({ ...storeBody("Waitrose Market"), slug: "waitrose" }, storeInputSchema);
      expect(result).toMatchObject({ status: "failed", errors: { slug: words } });
    }
  });

  test("a refusal naming no field (the record was deleted meanwhile: 404) says why, without 'try again'", async () => {
    const save = resourceSaver({ endpoint: "/api/stores", id: 987654, fetch: browserFetch });
    const result = await save(storeBody("Gone Mart"), storeInputSchema);

    expect(result.status).toBe("failed");
    if (result.status !== "failed") return;
    expect(result.errors).toEqual({});
    expect(messages.saveFailed(false, result.error).description).toBe("Store not found");
  });

  test("a server fault (500) is reported, and the same form can save once the server recovers", async () => {
    // A real fault in the real database: a trigger that refuses every new store.
    env.db.$client.run(
      "CREATE TRIGGER refuse_stores BEFORE INSERT ON stores BEGIN SELECT RAISE(ABORT, 'disk trouble'); END",
    );
    // The server logs the cause and tells the client only that it failed.
    const logged: unknown[][] = [];
    const spy = spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    const save = resourceSaver({ endpoint: "/api/stores", id: null, fetch: browserFetch });
    const result = await save(storeBody("Spinneys"), storeInputSchema).finally(() => {
      env.db.$client.run("DROP TRIGGER refuse_stores");
      spy.mockRestore();
    });
    expect(logged.map((args) => args.join(" ")).join("\n")).toContain("[api] SQLiteError: disk trouble");

    expect(result.status).toBe("failed");
    if (result.status !== "failed") return;
    expect(result.errors).toEqual({});
    expect(messages.saveFailed(true, result.error).description).toBe(
      "Failed to create store. Please try again. Something went wrong on our side.",
    );
    expect(await save(storeBody("Spinneys"), storeInputSchema)).toEqual({ status: "saved" });
  });

  test("a network failure is reported with the browser's reason, and a retry goes through", async () => {
    let online = false;
    const flaky: Fetch = (url, init) =>
      online ? browserFetch(url, init) : Promise.reject(new TypeError("Failed to fetch"));
    const save = resourceSaver({ endpoint: "/api/stores", id: null, fetch: flaky });
    const result = await save(storeBody("Choithrams"), storeInputSchema);

    expect(result.status).toBe("failed");
    if (result.status !== "failed") return;
    expect(result.errors).toEqual({});
    expect(messages.saveFailed(true, result.error).description).toBe(
      "Failed to create store. Please try again. Failed to fetch",
    );
    online = true;
    expect(await save(storeBody("Choithrams"), storeInputSchema)).toEqual({ status: "saved" });
    expect(await storeBySlug("choithrams")).toMatchObject({ name: "Choithrams" });
  });

  test("a second submit while the first is under way sends nothing, nor does one after saving", async () => {
    sent = [];
    const save = resourceSaver({ endpoint: "/api/stores", id: null, fetch: browserFetch });
    const [first, second] = await Promise.all([
      save(storeBody("Union Coop"), storeInputSchema),
      save(storeBody("Union Coop"), storeInputSchema),
    ]);

    expect(first).toEqual({ status: "saved" });
    expect(second).toEqual({ status: "busy" });
    expect(await save(storeBody("Union Coop"), storeInputSchema)).toEqual({ status: "busy" });
    expect(sent).toEqual(["POST /api/stores"]);
    const { json } = await anon("GET", "/api/stores?search=Union");
    expect(json.map((s: { name: string }) => s.name)).toEqual(["Union Coop"]);
  });
});
