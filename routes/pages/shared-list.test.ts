/**
 * /lists/shared/{token} (issue 25 item 2): a shared list read-only with a link preview, a WhatsApp
 * link carrying the list as text in the page's language, and "Copy to my lists"; a guessed or
 * revoked token is the 404 page. Never cached, so revoking takes effect at once.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers, formBrowser, textOf, visitor } from "#tests/helpers/shopping-lists.ts";

let milk = 0;
const { app, get } = startTestApp({
  seed: (db) => {
    milk = catalogWithOffers(db, {
      store: "Lulu",
      offers: [{ name: "Fresh Milk 2L", nameAr: "حليب طازج 2 لتر", price: 8.95 }],
    }).offers[0]!;
  },
});

async function shared() {
  const owner = visitor(app);
  const list = (await owner("POST", "/api/me/lists", { name: "Eid dinner" })).json;
  await owner("POST", `/api/me/lists/${list.id}/items`, { offerId: milk, quantity: 3 });
  await owner("POST", `/api/me/lists/${list.id}/items`, { text: "Dates" });
  const { token } = (await owner("POST", `/api/me/lists/${list.id}/share`)).json;
  return { owner, list, token: token as string };
}

const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

describe("the shared list page", () => {
  test("shows the list read-only, with its preview, its total and the ways to share it", async () => {
    const { token } = await shared();
    const { res, html } = await get(`/lists/shared/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(meta(html, "og:title")).toBe("Eid dinner: a shopping list · 2 items");
    expect(meta(html, "og:image")).toMatch(
      /^http:\/\/localhost:3000\/(og-image\.png|media\/previews\/stores\/\d+\.jpg\?v=\w+)$/,
    );
    const text = textOf(html);
    expect(text).toContain("3 × Fresh Milk 2L");
    expect(text).toContain("Subtotal at Lulu AED 26.85");
    expect(text).toContain("Total AED 26.85");
    // No controls that change it: no tick, quantity or remove forms.
    expect(html).not.toContain('name="do" value="tick"');
    expect(html).toContain('data-testid="shared-copy"');
    const whatsapp = decodeURIComponent(html.match(/href="https:\/\/wa\.me\/\?text=([^"]+)"/)![1]!);
    expect(whatsapp).toBe(
      `Eid dinner (2 items)\n• 3 × Fresh Milk 2L: AED 26.85\n• 1 × Dates\nTotal: AED 26.85 http://localhost:3000/lists/shared/${token}`,
    );
  });

  test("in Arabic the list reads right to left, amounts in dirhams, in the page and the message", async () => {
    const { token } = await shared();
    const { html } = await get(`/ar/lists/shared/${token}`);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const text = textOf(html);
    expect(text).toContain("حليب طازج 2 لتر");
    expect(text).toContain("26.85 درهم");
    const whatsapp = decodeURIComponent(html.match(/href="https:\/\/wa\.me\/\?text=([^"]+)"/)![1]!);
    expect(whatsapp).toContain("3 × حليب طازج 2 لتر: 26.85 درهم");
    expect(whatsapp).toContain(`http://localhost:3000/ar/lists/shared/${token}`);
  });

  test("in Arabic a catalogue page's English title is isolated; 'page N' reads in Arabic around it", async () => {
    const owner = visitor(app);
    const list = (await owner("POST", "/api/me/lists", { name: "صفحات" })).json;
    const catalogId = (await owner("GET", "/api/catalogs")).json.find(
      (c: { title: string }) => c.title === "Lulu Weekly",
    ).id;
    await owner("POST", `/api/me/lists/${list.id}/items`, { catalogId, page: 2 });
    const { token } = (await owner("POST", `/api/me/lists/${list.id}/share`)).json;
    const { html } = await get(`/ar/lists/shared/${token}`);
    expect(html).toMatch(
      /<a href="\/ar\/catalogs\/\d+\/page\/2"[^>]*><bdi lang="en" dir="ltr">Lulu Weekly<\/bdi> · الصفحة 2 من الكتالوج<\/a>/,
    );
  });

  test("a guessed token and a revoked one are the 404 page", async () => {
    const { owner, list, token } = await shared();
    expect((await get("/lists/shared/AAAAAAAAAAAAAAAAAAAAAA")).res.status).toBe(404);
    expect((await get("/lists/shared/short")).res.status).toBe(404);
    await owner("DELETE", `/api/me/lists/${list.id}/share`);
    const revoked = await get(`/lists/shared/${token}`);
    expect(revoked.res.status).toBe(404);
    expect(revoked.html).not.toContain("Eid dinner");
  });

  test("copy to my lists, without JavaScript: the visitor's own list, opened", async () => {
    const { token } = await shared();
    const friend = formBrowser(app);
    const copied = await friend.post("/lists", { do: "copy", token });
    expect(copied.status).toBe(303);
    expect(copied.headers.get("location")).toMatch(/^\/lists\?list=\d+$/);
    const page = await friend.get(copied.headers.get("location")!);
    expect(textOf(page.html)).toContain("Eid dinner");
    expect([...page.html.matchAll(/data-testid="list-item"/g)]).toHaveLength(2);
  });
});
