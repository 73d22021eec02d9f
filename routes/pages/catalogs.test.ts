import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";

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
    expect(html).toContain(`${all.n} catalogues`);
    const none = (await get("/catalogs?search=zzzz-nothing")).html;
    expect(none).toContain("No Catalogs Found");
    expect(none).toContain("No catalogs match your search criteria.");
  });
});
