/**
 * Branch opening hours through the API (issue 26): the admin saves the syntax (refused with the
 * place it stops), GET /api/branches/:id carries it and the week, /open answers for any instant,
 * and free-text hours are listed and converted where they can be read.
 */
import { describe, expect, test } from "bun:test";
import { insertBranch } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertGroceryStores } from "#tests/helpers/grocery-stores.ts";

let storeId: number;
let readable: number;
let unreadable: number;
const { anon, admin } = startTestApp({
  admin: true,
  seed: (db) => {
    ({ storeId } = insertGroceryStores(db));
    readable = insertBranch(db, {
      storeId,
      name: "Lulu Deira",
      slug: "deira",
      hours: "Sat-Thu 10am-10pm, Fri 2pm-10pm",
    }).id;
    unreadable = insertBranch(db, { storeId, name: "Lulu Karama", slug: "karama", hours: "Call for timings" }).id;
  },
});

const branch = (openingHours: unknown) => ({
  name: "Lulu Al Barsha",
  storeId,
  emirate: "Dubai",
  address: "Al Barsha 1",
  hours: "Daily till late",
  openingHours,
});

describe("saving structured hours", () => {
  test("the syntax is saved beside the free text and read back with the week", async () => {
    const created = await admin(
      "POST",
      "/api/branches",
      branch("Mo-Th 09:00-22:00; Fr 14:00-02:00, Sa,Su 10:00-23:00"),
    );
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      hours: "Daily till late",
      openingHours: "Mo-Th 09:00-22:00; Fr 14:00-02:00, Sa,Su 10:00-23:00",
    });
    const read = await anon("GET", `/api/branches/${created.json.id}`);
    expect(read.json.week).toHaveLength(7);
    const friday = read.json.week.find((d: { weekday: number }) => d.weekday === 4);
    expect(friday).toMatchObject({ allDay: false, intervals: [{ from: "14:00", to: "02:00" }], exception: null });
    // An update from a client of the spec's API (no openingHours) keeps them.
    const { openingHours: _, ...spec } = branch(null);
    const updated = await admin("PUT", `/api/branches/${created.json.id}`, { ...spec, phone: "+971 4 222 3333" });
    expect(updated.json.openingHours).toBe("Mo-Th 09:00-22:00; Fr 14:00-02:00, Sa,Su 10:00-23:00");
  });

  test("unreadable syntax is refused with the character it stops at", async () => {
    const res = await admin("POST", "/api/branches", branch("Mo-Fr 10:00-22:00 foo"));
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([
      expect.objectContaining({
        path: "openingHours",
        code: "hours_syntax",
        params: { position: 19, before: "-Fr 10:00-22:00 ", after: "foo" },
      }),
    ]);
    expect(res.json.error).toContain("character 19");
  });

  test("an unclosed exception name is refused by the shared schema", async () => {
    const res = await admin("POST", "/api/branches", branch('Mo-Su 10:00-22:00; 2027 Mar 10 off "Eid'));
    expect(res.status).toBe(400);
    expect(res.json.issues[0]).toMatchObject({
      path: "openingHours",
      message: "An exception's name is missing its closing quote",
    });
  });
});

describe("GET /api/branches/:id/open", () => {
  test("answers for an instant: open past midnight on Saturday, closed on Friday morning", async () => {
    const id = (
      await admin("POST", "/api/branches", { ...branch("Fr 14:00-02:00, Sa 10:00-22:00"), name: "Lulu Night" })
    ).json.id;
    const sat = await anon("GET", `/api/branches/${id}/open?at=2026-11-28T01:30:00%2B04:00`);
    expect(sat.json).toEqual({ open: true, closesAt: "2026-11-27T22:00:00.000Z", opensAt: null, exception: null });
    const fri = await anon("GET", `/api/branches/${id}/open?at=2026-11-27T06:00:00Z`);
    expect(fri.json).toEqual({ open: false, closesAt: null, opensAt: "2026-11-27T10:00:00.000Z", exception: null });
  });

  test.each(["yesterday", "2026-13-01T00:00:00Z", "2026-11-27T10:00"])(
    "refuses at=%s with a readable 400",
    async (at) => {
      const res = await anon("GET", `/api/branches/${readable}/open?at=${encodeURIComponent(at)}`);
      expect(res.status).toBe(400);
      expect(res.json.error).toContain("ISO-8601");
    },
  );

  test("a branch without structured hours answers 404 saying so", async () => {
    const res = await anon("GET", `/api/branches/${unreadable}/open`);
    expect(res.status).toBe(404);
    expect(res.json.error).toBe("This branch has no structured opening hours");
  });
});

describe("free-text hours to structure", () => {
  test("the admin lists them with a suggestion, converts the readable ones and keeps the rest", async () => {
    expect((await anon("GET", "/api/branches/hours-todo")).status).toBe(401);
    const todo = await admin("GET", "/api/branches/hours-todo");
    expect(todo.json.data.map((b: { id: number; suggestion: string | null }) => [b.id, b.suggestion])).toEqual(
      expect.arrayContaining([
        [readable, "Mo-Th,Sa,Su 10:00-22:00; Fr 14:00-22:00"],
        [unreadable, null],
      ]),
    );
    const done = await admin("POST", "/api/branches/hours-convert", {});
    expect(done.json.converted).toBeGreaterThanOrEqual(1);
    expect((await anon("GET", `/api/branches/${readable}`)).json.openingHours).toBe(
      "Mo-Th,Sa,Su 10:00-22:00; Fr 14:00-22:00",
    );
    const after = await admin("GET", "/api/branches/hours-todo");
    expect(after.json.data.map((b: { id: number }) => b.id)).toContain(unreadable);
    expect(after.json.data.map((b: { id: number }) => b.id)).not.toContain(readable);
  });
});
