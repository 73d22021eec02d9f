/** Free-text hours as operators typed them, read into the syntax where they can be read for sure (issue 26). */
import { expect, test } from "bun:test";
import { freeTextToSyntax } from "./free-text.ts";

test.each([
  ["9 AM – 11 PM", "Mo-Su 09:00-23:00"],
  ["10:00 AM - 10:00 PM", "Mo-Su 10:00-22:00"],
  ["10:00 AM - 12:00 AM", "Mo-Su 10:00-24:00"],
  ["8:00 AM - 11:00 PM", "Mo-Su 08:00-23:00"],
  ["24 hours", "24/7"],
  ["Open 24 Hours", "24/7"],
  ["24/7", "24/7"],
  ["Sat-Thu 10am-10pm, Fri 2pm-10pm", "Mo-Th,Sa,Su 10:00-22:00; Fr 14:00-22:00"],
  [
    "Sat - Thu: 9:00 AM - 1:00 PM, 4:30 PM - 10:00 PM; Fri: 4:30 PM - 10:00 PM",
    "Mo-Th,Sa,Su 09:00-13:00,16:30-22:00; Fr 16:30-22:00",
  ],
  ["Daily 10am - 1am", "Mo-Su 10:00-01:00"],
  ["Mon-Fri 09:00-18:00, Sat 10:00-14:00, Sun closed", "Mo-Fr 09:00-18:00; Sa 10:00-14:00"],
  ["Friday 2pm to midnight", "Fr 14:00-24:00"],
  ["10-10pm", "Mo-Su 10:00-22:00"],
])("%s reads as %s", (text, syntax) => {
  expect(freeTextToSyntax(text)).toBe(syntax);
});

test.each([
  ["Call for timings"],
  ["Varies during holidays"],
  ["من 10 صباحًا حتى 10 مساءً"],
  ["Mon-Fri 9 till late"],
  ["13 PM - 2 PM"],
  [""],
  ["Closed"],
])("%s is left as text", (text) => {
  expect(freeTextToSyntax(text)).toBeNull();
});
