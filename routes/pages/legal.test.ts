import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { get } = startTestApp({ demo: true });

describe("static pages", () => {
  test("privacy and terms list every section the spec names and are dated June 14, 2025", async () => {
    const privacy = (await get("/privacy")).html;
    for (const s of [
      "Overview",
      "Information we collect",
      "Your rights",
      "International transfers",
      "Retention",
      "Children",
      "Changes to this policy",
      "Contact",
    ])
      expect(privacy).toContain(s);
    expect(privacy).toContain("under 16");
    const terms = (await get("/terms")).html;
    for (const s of [
      "Agreement",
      "Prohibited uses",
      "Intellectual property and takedown",
      "Limitation of liability",
      "Indemnification",
      "Governing law",
      "Severability",
    ])
      expect(terms).toContain(s);
    expect(terms).toContain("12 months");
    expect(terms).toContain("courts of Dubai");
    for (const html of [privacy, terms]) expect(html).toContain("Last updated: June 14, 2025");
    expect((await get("/ar/privacy")).html).toContain("آخر تحديث: 14 يونيو 2025");
  });
});
