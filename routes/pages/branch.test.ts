import { describe, expect, test } from "bun:test";
import { insertBranch, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";

// One store with two branches: one placed on the map, one with only an address.
const { get } = startTestApp({
  seed: (db) => {
    const store = insertStore(db, { name: "Noor & Sons Market", slug: "noor-sons" });
    insertBranch(db, {
      storeId: store.id,
      emirate: "dubai",
      name: "Noor Marina",
      slug: "marina",
      address: "Shop 4, Marina Walk & Promenade, Dubai",
      latitude: "25.0805",
      longitude: "55.1403",
    });
    insertBranch(db, {
      storeId: store.id,
      emirate: "abudhabi",
      name: "Noor Khalidiya",
      slug: "khalidiya",
      address: "Khalidiya Street, Abu Dhabi",
    });
  },
});

describe("branch and catalogue pages", () => {
  test("a branch page shows address, directions, the map or its fallback, and other branches", async () => {
    const { html } = await get("/branch/noor-sons/marina");
    expect(html).toContain("Shop 4, Marina Walk &amp; Promenade, Dubai");
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=");
    expect(html).toContain("https://www.openstreetmap.org/export/embed.html?bbox=");
    expect(html).toContain("Other branches of <bdi>Noor &amp; Sons Market</bdi>"); // the name isolated (bidi)
    expect(html).toContain('href="/branch/noor-sons/khalidiya"');
    const fallback = (await get("/branch/noor-sons/khalidiya")).html;
    expect(fallback).toContain("Khalidiya Street, Abu Dhabi");
    expect(fallback).toContain("View on Google Maps");
    expect(fallback).not.toContain("openstreetmap.org/export/embed");
    expect(fallback).toContain('href="/branch/noor-sons/marina"');
  });

  test("the map's frame is not made as the page loads: only in noscript, the browser puts it in near the screen", async () => {
    // A frame is a page of its own to the browser: made while the page was read, it blocked a phone for ~300 ms.
    const { html } = await get("/branch/noor-sons/marina");
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    expect(outsideNoscript).not.toContain("<iframe");
    expect(html).toMatch(
      /<noscript><iframe title="[^"]+" src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
  });

  test("the branch's own details and Get Directions come before the map, catalogues and other branches", async () => {
    // A phone shows the page in source order: what the shopper came for must not be three screens down.
    const { html } = await get("/branch/noor-sons/marina");
    const at = (marker: string) => html.indexOf(marker);
    expect(at('data-testid="branch-details"')).toBeGreaterThan(-1);
    expect(at('data-testid="directions"')).toBeLessThan(at('data-testid="branch-map"'));
    expect(at('data-testid="branch-details"')).toBeLessThan(at('data-testid="branch-catalogs"'));
    expect(at('data-testid="branch-details"')).toBeLessThan(at('data-testid="other-branches"'));
  });

  test("an unknown branch is a 404 'Branch Not Found' with a way home", async () => {
    const { res, html } = await get("/branch/nope/nope");
    expect(res.status).toBe(404);
    expect(html).toContain("Branch Not Found");
    expect(html).toContain("Back to Home");
  });
});
