import { describe, expect, test } from "bun:test";
import { addDays, dubaiToday, formatDate, formatDubaiTime } from "./dates.ts";

describe("dates in Asia/Dubai", () => {
  test("today is the Dubai calendar date, four hours ahead of UTC", () => {
    expect(dubaiToday(new Date("2025-06-14T19:59:00Z"))).toBe("2025-06-14");
    expect(dubaiToday(new Date("2025-06-14T20:00:00Z"))).toBe("2025-06-15");
  });

  test("addDays crosses months and years", () => {
    expect(addDays("2025-12-30", 3)).toBe("2026-01-02");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
  });

  test("English dates read 'Mon D, YYYY'; Arabic dates are localized", () => {
    expect(formatDate("2025-06-14", "en-AE")).toBe("Jun 14, 2025");
    const ar = formatDate("2025-06-14", "ar-AE");
    expect(ar).toContain("يونيو");
    expect(formatDate("not-a-date", "en-AE")).toBe("not-a-date");
  });

  test("a moment reads in Dubai's time whatever the machine's zone: four hours ahead of UTC, the next day past 20:00 UTC", () => {
    expect(formatDubaiTime("2030-01-01T21:30:00Z", "en-AE")).toBe("2 Jan 2030, 1:30 AM");
    expect(formatDubaiTime(new Date("2030-01-01T09:00:00Z"), "en-AE")).toBe("1 Jan 2030, 1:00 PM");
    expect(formatDubaiTime(Date.parse("2030-01-01T09:00:00Z"), "en-AE", "long")).toBe("1 January 2030 at 1:00 PM");
    expect(formatDubaiTime("2030-01-01T21:30:00Z", "ar-AE")).toBe("02‏/01‏/2030، 1:30 ص");
  });
});
