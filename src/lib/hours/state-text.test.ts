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
