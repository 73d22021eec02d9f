import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../../tests/helpers/app.ts";

const { get } = startTestApp({ demo: true });

describe("home and stores show the stores in the HTML itself", () => {
  test("the footer lists at most 14 featured stores and the 2025 copyright", async () => {
    const { html } = await get("/stores");
    const footer = html.slice(html.indexOf("<footer"));
    const links = [...footer.matchAll(/href="\/store\/[^"]+"/g)];
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(14);
    expect(footer).toContain("© 2025");
  });
});
