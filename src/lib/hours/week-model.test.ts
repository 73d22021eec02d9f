/** The weekly editor's model written as opening_hours syntax and read back (issue 26). */
import { expect, test } from "bun:test";
import { buildSyntax, closedDay, DAYS, readSyntax, type WeekHours } from "./week-model.ts";

const open = (from: string, to: string) => ({ mode: "open" as const, intervals: [{ from, to }] });
const week = (days: WeekHours["days"], extra: Partial<WeekHours> = {}): WeekHours => ({
  days,
  exceptions: [],
  publicHolidaysOff: false,
  ...extra,
});

test("every day open all day is 24/7", () => {
  expect(buildSyntax(week(DAYS.map(() => ({ mode: "allDay", intervals: [] }))))).toBe("24/7");
});

test("a Friday shift to 02:00 is followed by ',' so Saturday's own hours do not cut it", () => {
  const days = [
    ...DAYS.slice(0, 4).map(() => open("10:00", "22:00")),
    open("14:00", "02:00"),
    open("10:00", "23:00"),
    closedDay(),
  ];
  expect(buildSyntax(week(days))).toBe("Mo-Th 10:00-22:00; Fr 14:00-02:00, Sa 10:00-23:00");
});

test("closed days are left out, and a closed week with exceptions starts 'off'", () => {
  const days = DAYS.map(closedDay);
  const exceptions = [{ name: "Eid", from: "2027-03-10", to: "2027-03-12", ...open("16:00", "22:00") }];
  expect(buildSyntax(week(days, { exceptions }))).toBe('off; 2027 Mar 10-2027 Mar 12 16:00-22:00 open "Eid"');
  expect(buildSyntax(week(days))).toBe("");
});

test.each([
  'Mo-Th 09:00-13:00,16:00-24:00; Fr 14:00-02:00, Sa,Su 10:00-23:00; 2027 Mar 10-2027 Mar 12 off "Eid"; 2027 Feb 08-2027 Mar 09 20:00-03:00 open "Ramadan"; PH off',
  '24/7; 2026 Dec 02 off "National Day"',
  "Mo,We,Fr 08:00-12:00",
])("%s reads back into the same syntax", (syntax) => {
  const model = readSyntax(syntax);
  expect(model).not.toBeNull();
  expect(buildSyntax(model!)).toBe(syntax);
});

test("a range across the week's end is read ('Sa-Th')", () => {
  expect(buildSyntax(readSyntax("Sa-Th 10:00-22:00; Fr 14:00-22:00")!)).toBe("Mo-Th,Sa,Su 10:00-22:00; Fr 14:00-22:00");
});

test.each(["Mo-Fr 09:00-17:00; week 01-10 off", "sunrise-sunset", "Jan-Mar Mo 10:00-12:00"])(
  "%s is beyond the weekly editor",
  (syntax) => expect(readSyntax(syntax)).toBeNull(),
);
