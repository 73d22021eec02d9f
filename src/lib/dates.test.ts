import { describe, expect, test } from "bun:test";
import { addDays, dubaiToday, formatDate } from "./dates.ts";

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
});
