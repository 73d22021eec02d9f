import { describe, expect, test } from "bun:test";
import { catalogSchedule } from "./catalog-schedule.ts";
import { dubaiToday, formatWeekday } from "./dates.ts";

describe("a catalogue's schedule on a Dubai day", () => {
  const c = { startDate: "2025-12-04", expiryDate: "2025-12-10" };
  test("scheduled until 23:59:59 on the day before its start in Dubai, live from 00:00 (20:00 UTC)", () => {
    expect(catalogSchedule(c, dubaiToday(new Date("2025-12-03T19:59:59Z")))).toBe("scheduled");
    expect(catalogSchedule(c, dubaiToday(new Date("2025-12-03T20:00:00Z")))).toBe("live");
  });
  test("live through its expiry day in Dubai, expired from 00:00 the next", () => {
    expect(catalogSchedule(c, dubaiToday(new Date("2025-12-10T19:59:59Z")))).toBe("live");
    expect(catalogSchedule(c, dubaiToday(new Date("2025-12-10T20:00:00Z")))).toBe("expired");
  });
  test("no dates: always live", () => {
    expect(catalogSchedule({ startDate: null, expiryDate: null }, "2030-01-01")).toBe("live");
  });
  test("the admin's 'Scheduled for' date reads 'Thu 4 Dec' in English and names the weekday in Arabic", () => {
    expect(formatWeekday("2025-12-04", "en-AE")).toBe("Thu 4 Dec");
    expect(formatWeekday("2025-12-04", "ar-AE")).toContain("الخميس");
    expect(formatWeekday("2025-12-04", "ar-AE")).toContain("ديسمبر");
  });
});
