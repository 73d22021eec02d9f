/** The demo's opening hours (issue 26): readable syntax, with Ramadan, nights past midnight and 24/7 among them. */
import { expect, test } from "bun:test";
import { HOURS } from "#db/seed/data/places.ts";
import { hoursError } from "#server/hours/evaluate.ts";
import { openAt } from "#server/hours/week.ts";

const structured = HOURS.flatMap((h) => (h.syntax ? [h.syntax] : []));

test.each(structured)("%s is read by the opening_hours library", (syntax) => {
  expect(hoursError(syntax)).toBeNull();
});

test("the demo has Ramadan hours, a night past midnight, 24/7 and free text left for the admin", () => {
  const at = (syntax: string, wall: string) => openAt(syntax, Date.parse(`${wall}:00+04:00`));
  expect(structured.some((s) => at(s, "2027-02-20T21:00")?.exception === "Ramadan")).toBe(true);
  expect(structured.some((s) => at(s, "2026-11-28T00:30")?.open)).toBe(true); // Friday night into Saturday
  expect(structured).toContain("24/7");
  expect(HOURS.some((h) => h.syntax === null)).toBe(true);
});
