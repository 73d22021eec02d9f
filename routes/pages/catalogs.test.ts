import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { startTestApp } from "#tests/helpers/app.ts";
import { cardHeadings } from "#tests/helpers/html.ts";

const { env, get, today } = startTestApp({ demo: true });

describe("branch and catalogue pages", () => {
  test("/catalogs lists 12 live catalogues a page, never expired ones, and says so when nothing matches", async () => {
    const { html } = await get("/catalogs");
    expect((html.match(/data-testid="catalog-card"/g) ?? []).length).toBe(12);
    const expired = env.db.$client.query("SELECT title FROM catalogs WHERE expiry_date < ?").all(today) as {
      title: string;
    }[];
    expect(expired.length).toBeGreaterThan(0);
    const all = env.db.$client
      .query("SELECT count(*) AS n FROM catalogs WHERE expiry_date IS NULL OR expiry_date >= ?")
      .get(today) as { n: number };
    expect(html).toContain(`${all.n} catalogs`);
    const none = (await get("/catalogs?search=zzzz-nothing")).html;
    expect(none).toContain("No Catalogs Found");
    expect(none).toContain("No catalogs match your search criteria.");
  });
});

/** The options of the <select id="…"> in the HTML: value, text and whether it is disabled. */
function options(html: string, id: string) {
  const select = html.match(new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? "";
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map((m) => ({
    value: m[1]!.match(/value="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&") ?? "",
    text: m[2]!.replace(/&amp;/g, "&"),
    disabled: /\sdisabled=""/.test(m[1]!),
    selected: /\sselected=""/.test(m[1]!),
  }));
}
const cardTitles = (html: string) => cardHeadings(html, "catalog-card");
const live = (where = "1", ...args: (string | number)[]) =>
  env.db.$client
    .query(
      `SELECT c.title, c.category, s.slug AS store FROM catalogs c JOIN stores s ON s.id = c.store_id
       WHERE (c.expiry_date IS NULL OR c.expiry_date >= ?) AND ${where} ORDER BY c.id DESC`,
    )
    .all(today, ...args) as { title: string; category: string | null; store: string }[];

describe("catalogue filters", () => {
  test("emirate, store and validity are URL state: the list, the total and the form follow them", async () => {
    const [busiest] = env.db.$client
      .query(
        `SELECT s.slug, count(*) AS n FROM catalogs c JOIN stores s ON s.id = c.store_id
         WHERE c.expiry_date IS NULL OR c.expiry_date >= ? GROUP BY s.slug ORDER BY n DESC LIMIT 1`,
      )
      .all(today) as { slug: string; n: number }[];
    const { res, html } = await get(`/catalogs?store=${busiest!.slug}`);
    expect(res.status).toBe(200);
    const expected = live("s.slug = ?", busiest!.slug).map((c) => c.title);
    expect(cardTitles(html)).toEqual(expected.slice(0, 12));
    expect(html).toContain(`${expected.length} catalog`);
    expect(options(html, "catalog-store").find((o) => o.selected)?.value).toBe(busiest!.slug);

    // Ends soon: expiry from today to 3 days on, in Dubai dates.
    const ending = (await get("/catalogs?valid=ending")).html;
    const soon = live("c.expiry_date <= date(?, '+3 days')", today).map((c) => c.title);
    expect(soon.length).toBeGreaterThan(0);
    expect(cardTitles(ending)).toEqual(soon.slice(0, 12));

    // An emirate keeps its place in the form (hidden), and a page link keeps every filter.
    const inDubai = (await get("/catalogs?emirate=dubai&valid=ending")).html;
    expect(inDubai).toContain('<input type="hidden" name="emirate" value="dubai"/>');
    expect(options(inDubai, "catalog-valid").find((o) => o.selected)?.value).toBe("ending");
  });

  test("category choices carry counts under the other filters; empty ones are greyed out or left out", async () => {
    const html = (await get("/catalogs")).html;
    const cats = options(html, "catalog-category").slice(1);
    const byCategory = new Map<string, number>();
    for (const c of live()) if (c.category) byCategory.set(c.category, (byCategory.get(c.category) ?? 0) + 1);
    // Every category offered holds live catalogues, with its count; none is offered empty.
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.map((o) => o.value).sort()).toEqual([...byCategory.keys()].sort());
    for (const o of cats) expect(o.text).toMatch(new RegExp(`\\(${byCategory.get(o.value)}\\)$`));
    expect(cats.every((o) => !o.disabled)).toBe(true);

    // Under a store, the categories it has no catalogue in are disabled, and their count is 0.
    const store = live()[0]!.store;
    const mine = new Set(live("s.slug = ?", store).flatMap((c) => (c.category ? [c.category] : [])));
    const narrowed = options((await get(`/catalogs?store=${store}`)).html, "catalog-category").slice(1);
    expect(
      narrowed
        .filter((o) => !o.disabled)
        .map((o) => o.value)
        .sort(),
    ).toEqual([...mine].sort());
    const disabled = narrowed.filter((o) => o.disabled);
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.every((o) => o.text.endsWith("(0)"))).toBe(true);
  });

  test("the remembered counts of the unfiltered list follow a change made by another process", async () => {
    const countOf = (html: string, id: string, value: string) =>
      Number(
        options(html, id)
          .find((o) => o.value === value)
          ?.text.match(/\((\d+)\)$/)?.[1] ?? 0,
      );
    const first = live()[0]!;
    const before = (await get("/catalogs?page=2")).html;
    const other = new Database(join(env.dataDir, "test.db"));
    other.run(
      "INSERT INTO catalogs (store_id, title, category, expiry_date, file_url) SELECT store_id, 'Extra', category, NULL, file_url FROM catalogs WHERE title = ?",
      [first.title],
    );
    other.close();
    const after = (await get("/catalogs?page=3")).html;
    expect(countOf(after, "catalog-store", first.store)).toBe(countOf(before, "catalog-store", first.store) + 1);
    expect(countOf(after, "catalog-category", first.category!)).toBe(
      countOf(before, "catalog-category", first.category!) + 1,
    );
  });
});
