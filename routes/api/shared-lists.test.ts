/**
 * Shared lists (issue 25 items 2, 6): a share link is an unguessable token, read-only, revocable;
 * a guessed or revoked token answers 404; "copy to my lists" makes the visitor's own copy.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers, visitor } from "#tests/helpers/shopping-lists.ts";

let milk = 0;
const { app, anon } = startTestApp({
  seed: (db) => {
    milk = catalogWithOffers(db, { store: "Lulu", offers: [{ name: "Fresh Milk 2L", price: 8.95 }] }).offers[0]!;
  },
});

async function sharedList() {
  const owner = visitor(app);
  const list = (await owner("POST", "/api/me/lists", { name: "Party" })).json;
  await owner("POST", `/api/me/lists/${list.id}/items`, { offerId: milk, quantity: 2 });
  const bread = (await owner("POST", `/api/me/lists/${list.id}/items`, { text: "bread" })).json;
  await owner("PATCH", `/api/me/lists/${list.id}/items/${bread.id}`, { ticked: true });
  const share = await owner("POST", `/api/me/lists/${list.id}/share`);
  return { owner, list, share };
}

describe("share links", () => {
  test("sharing gives a 128-bit token and the page's address; sharing again keeps it", async () => {
    const { owner, list, share } = await sharedList();
    expect(share.status).toBe(200);
    expect(share.json.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share.json.path).toBe(`/lists/shared/${share.json.token}`);
    expect(share.json.url).toBe(`http://localhost:3000/lists/shared/${share.json.token}`);
    expect((await owner("POST", `/api/me/lists/${list.id}/share`)).json.token).toBe(share.json.token);
  });

  test("anyone with the link reads the list, without the owner's session or the token in the answer", async () => {
    const { share } = await sharedList();
    const read = await anon("GET", `/api/lists/${share.json.token}`);
    expect(read.status).toBe(200);
    expect(read.json.list).toMatchObject({ name: "Party", itemCount: 2, openCount: 1 });
    expect(read.json.list.shareToken).toBeUndefined();
    expect(JSON.stringify(read.json)).not.toContain("session");
    expect(read.json.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
      ["Fresh Milk 2L", 2],
      ["bread", 1],
    ]);
  });

  test("a shared list is read-only: no write reaches it through its token", async () => {
    const { share } = await sharedList();
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      expect((await anon(method, `/api/lists/${share.json.token}`, {})).status).toBe(404);
    }
    expect((await anon("GET", `/api/lists/${share.json.token}`)).json.items).toHaveLength(2);
  });

  test("a guessed token, of any spelling, is a 404", async () => {
    await sharedList();
    for (const guess of ["AAAAAAAAAAAAAAAAAAAAAA", "abc", "x".repeat(200), "%00"]) {
      const answer = await anon("GET", `/api/lists/${guess}`);
      expect(answer.status, guess).toBe(404);
      expect(answer.json.error).toBe("List not found");
    }
  });

  test("revoking makes the old link a 404; sharing again makes a new token", async () => {
    const { owner, list, share } = await sharedList();
    expect((await owner("DELETE", `/api/me/lists/${list.id}/share`)).status).toBe(204);
    expect((await anon("GET", `/api/lists/${share.json.token}`)).status).toBe(404);
    expect((await owner("GET", `/api/me/lists/${list.id}`)).json.shareToken).toBeNull();
    const again = await owner("POST", `/api/me/lists/${list.id}/share`);
    expect(again.json.token).not.toBe(share.json.token);
  });

  test("copy to my lists: the visitor's own copy, unticked; the original is unchanged", async () => {
    const { owner, list, share } = await sharedList();
    const friend = visitor(app);
    const copy = await friend("POST", "/api/me/lists/copy", { token: share.json.token });
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ name: "Party", itemCount: 2, openCount: 2, shareToken: null });
    const items = (await friend("GET", `/api/me/lists/${copy.json.id}/items`)).json.items;
    expect(items.map((i: { name: string; ticked: boolean }) => [i.name, i.ticked])).toEqual([
      ["Fresh Milk 2L", false],
      ["bread", false],
    ]);
    await friend("PATCH", `/api/me/lists/${copy.json.id}/items/${items[0].id}`, { quantity: 9 });
    const original = (await owner("GET", `/api/me/lists/${list.id}/items`)).json.items;
    expect(original[0].quantity).toBe(2);
    expect((await friend("POST", "/api/me/lists/copy", { token: "AAAAAAAAAAAAAAAAAAAAAA" })).status).toBe(404);
    expect((await friend("POST", "/api/me/lists/copy", { token: "short" })).status).toBe(400);
  });
});
