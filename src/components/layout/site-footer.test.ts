import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { get, today } = startTestApp({ demo: true });

describe("home and stores show the stores in the HTML itself", () => {
  test("the footer lists at most 14 featured stores and this year's copyright (in Dubai), in both languages", async () => {
    const { html } = await get("/stores");
    const footer = html.slice(html.indexOf("<footer"));
    const links = [...footer.matchAll(/href="\/store\/[^"]+"/g)];
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(14);
    expect(footer).toContain(`© ${today.slice(0, 4)} UAE Deals`);
    const ar = (await get("/ar/stores")).html;
    expect(ar.slice(ar.indexOf("<footer"))).toContain(`© ${today.slice(0, 4)} عروض الإمارات`);
  });
});
