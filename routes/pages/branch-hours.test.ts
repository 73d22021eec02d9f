/**
 * Opening hours on the branch and store pages (issue 26): the open state in both languages with
 * the island's data in the page, the week from today with today marked and the exception in force
 * named, and free-text hours shown as before where there are no structured ones.
 */
import { describe, expect, test } from "bun:test";
import { insertBranch, insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const osmDate = (d: string) => `${d.slice(0, 4)} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(8)}`;
const today = dubaiToday();
// A Ramadan week around today, open around the clock: the same answer whenever the test runs.
const RAMADAN = `Mo-Su 10:00-22:00; ${osmDate(today)}-${osmDate(addDays(today, 6))} 00:00-24:00 open "Ramadan"`;

const { get } = startTestApp({
  seed: (db) => {
    const store = insertStore(db, { name: "Noor Market", nameAr: "سوق نور", slug: "noor" });
    insertBranch(db, {
      storeId: store.id,
      name: "Noor Deira",
      slug: "deira",
      openingHours: RAMADAN,
      hours: "10 AM - 10 PM",
    });
    insertBranch(db, { storeId: store.id, name: "Noor Karama", slug: "karama", openingHours: "24/7" });
    insertBranch(db, { storeId: store.id, name: "Noor Satwa", slug: "satwa", hours: "Call for holiday timings" });
    insertBranch(db, {
      storeId: store.id,
      name: "Noor Barsha",
      slug: "barsha",
      openingHours: `off; ${osmDate(today)} off "Closure"`,
    });
  },
});

/** The text of the first element marked data-testid=`id` (after an empty marker span, as the state's dot). */
const textOf = (html: string, id: string) =>
  new RegExp(`data-testid="${id}"[^>]*>(?:<span[^>]*></span>)?([^<]*)`).exec(html)?.[1]?.trim();
/** The branch's own details (the other branches' cards follow them). */
const details = (html: string) => html.slice(html.indexOf('data-testid="branch-details"')).split("</section>")[0]!;

describe("the branch page", () => {
  test("says 'Open 24 hours' in Ramadan's round-the-clock week, names it, marks today", async () => {
    const { html } = await get("/branch/noor/deira");
    expect(textOf(html, "open-status")).toBe("Open 24 hours");
    expect(html).toContain('data-state="open24"');
    const rows = [...html.matchAll(/<tr[^>]*data-testid="hours-day"[^>]*>/g)].map((m) => m[0]);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toContain('aria-current="date"');
    expect(rows.slice(1).join("")).not.toContain("aria-current");
    expect(textOf(html, "hours-exception")).toBe("Ramadan hours");
    // Structured hours replace the free text.
    expect(html).not.toContain("10 AM - 10 PM");
  });

  test("in Arabic: the state, the week and the exception in Arabic words", async () => {
    const { html } = await get("/ar/branch/noor/deira");
    expect(textOf(html, "open-status")).toBe("مفتوح 24 ساعة");
    expect(textOf(html, "hours-exception")).toBe("ساعات رمضان");
    expect(html).toContain("ساعات العمل هذا الأسبوع");
  });

  test("a closure today: 'Closed' and 'Closed for a temporary closure'", async () => {
    const { html } = await get("/branch/noor/barsha");
    expect(textOf(html, "open-status")).toBe("Closed");
    expect(textOf(html, "hours-exception")).toBe("Closed for a temporary closure");
  });

  test("the island gets the next days as segments, not the opening_hours library", async () => {
    const { html } = await get("/branch/noor/karama");
    expect(html).toContain("open-status");
    expect(html).toMatch(/segments/);
  });

  test("free-text hours without structured ones show as before, without a state", async () => {
    const html = details((await get("/branch/noor/satwa")).html);
    expect(html).toContain("Call for holiday timings");
    expect(html).not.toContain('data-testid="open-status"');
  });
});

test("the store's branch cards carry each branch's state", async () => {
  const { html } = await get("/store/noor?tab=branches");
  const states = [...html.matchAll(/data-testid="open-status" data-state="(\w+)"/g)].map((m) => m[1]);
  expect(states.sort()).toEqual(["closed", "open24", "open24"]);
});

test("the branch's JSON-LD gives its own week, not the spec's 09:00-21:00", async () => {
  const { html } = await get("/branch/noor/karama");
  const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(ld.openingHoursSpecification).toHaveLength(7);
  expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: "00:00", closes: "23:59" });
});
