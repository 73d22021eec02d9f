/** The open state in words, in Dubai time, in both languages (issue 26). */
import { expect, test } from "bun:test";
import { type CompactSegment, openState } from "./open-state.ts";
import { type OpenStateLabels, stateText } from "./state-text.ts";

const EN: OpenStateLabels = {
  open: "Open · closes {{time}}",
  closesSoon: "Closes soon · {{time}}",
  closedOpens: "Closed · opens {{time}}",
  closed: "Closed",
  open24: "Open 24 hours",
};
const AR: OpenStateLabels = { ...EN, open: "مفتوح · يغلق {{time}}", closedOpens: "مغلق · يفتح {{time}}" };
const min = (wall: string) => Date.parse(`${wall}:00+04:00`) / 60_000;
// Friday 27 November 2026: closed until 14:00, open to 23:00, closed, Saturday 09:00 to 22:30.
const SEGMENTS: CompactSegment[] = [
  [min("2026-11-27T00:00"), min("2026-11-27T14:00"), 0],
  [min("2026-11-27T14:00"), min("2026-11-27T23:00"), 1],
  [min("2026-11-27T23:00"), min("2026-11-28T09:00"), 0],
  [min("2026-11-28T09:00"), min("2026-11-28T22:30"), 1],
  [min("2026-11-28T22:30"), min("2026-11-29T00:00"), 0],
  [min("2026-11-29T00:00"), min("2026-11-29T10:00"), 1],
];
const say = (wall: string, labels = EN, locale = "en-AE") => {
  const now = min(wall) * 60_000;
  return stateText(openState(SEGMENTS, now)!, now, locale, labels);
};

// First in the file: a formatter made by an earlier test would be kept, and this would prove nothing.
test("the words need no Intl formatter: a browser's first one with a time zone loads its zone data, a long task on a phone", () => {
  const real = Intl.DateTimeFormat;
  Intl.DateTimeFormat = (() => {
    throw new Error("Intl.DateTimeFormat was used");
  }) as unknown as typeof Intl.DateTimeFormat;
  try {
    expect(say("2026-11-27T23:30")).toBe("Closed · opens Sat 09:00");
    expect(say("2026-11-27T15:00", AR, "ar-AE")).toBe("مفتوح · يغلق 23:00");
    expect(say("2026-11-28T23:30", AR, "ar-AE")).toBe("مغلق · يفتح الأحد 00:00");
  } finally {
    Intl.DateTimeFormat = real;
  }
});

test.each([
  ["2026-11-27T10:00", "Closed · opens 14:00"],
  ["2026-11-27T15:00", "Open · closes 23:00"],
  ["2026-11-27T22:15", "Closes soon · 23:00"],
  ["2026-11-27T23:30", "Closed · opens Sat 09:00"],
  ["2026-11-28T22:00", "Closes soon · 22:30"],
])("at %s: %s", (wall, words) => expect(say(wall)).toBe(words));

test("a closing at the coming midnight is 24:00; an opening then is the next day's 00:00", () => {
  expect(say("2026-11-28T23:59")).toBe("Closed · opens Sun 00:00");
  const late: CompactSegment[] = [
    [min("2026-11-27T00:00"), min("2026-11-28T00:00"), 1],
    [min("2026-11-28T00:00"), min("2026-11-29T00:00"), 0],
  ];
  expect(
    stateText(openState(late, min("2026-11-27T20:00") * 60_000)!, min("2026-11-27T20:00") * 60_000, "en-AE", EN),
  ).toBe("Open · closes 24:00");
});

test("Arabic words with the Arabic weekday", () => {
  expect(say("2026-11-27T15:00", AR, "ar-AE")).toBe("مفتوح · يغلق 23:00");
  expect(say("2026-11-27T23:30", AR, "ar-AE")).toMatch(/^مغلق · يفتح السبت 09:00$/);
});

test("open with no closing within a day is 'Open 24 hours'; beyond the segments there is no state", () => {
  const always: CompactSegment[] = [[min("2026-11-27T00:00"), min("2026-12-05T00:00"), 1]];
  expect(openState(always, min("2026-11-28T03:00") * 60_000)).toEqual({ kind: "open24" });
  expect(openState(always, min("2026-12-06T03:00") * 60_000)).toBeNull();
});

test("every weekday's name is the one Intl gives for Dubai, in both languages", () => {
  for (const locale of ["en-AE", "ar-AE"]) {
    const intl = new Intl.DateTimeFormat(locale, {
      timeZone: "Asia/Dubai",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      numberingSystem: "latn",
    });
    for (let day = 0; day < 7; day++) {
      // 23:30 each night of a week: the state names the next morning's opening, another day.
      const at = Date.UTC(2026, 10, 23 + day, 5, 7);
      const closed: CompactSegment[] = [
        [at / 60_000 - 600, at / 60_000, 0],
        [at / 60_000, at / 60_000 + 600, 1],
      ];
      const now = at - 9.5 * 3600_000;
      const labels = { ...EN, closedOpens: "{{time}}" };
      expect(stateText(openState(closed, now)!, now, locale, labels)).toBe(intl.format(at));
    }
  }
});
