import { expect, test } from "bun:test";
import { mendMisread } from "./ocr-misreads.ts";

test("a decimal point OCR read as another mark between the dirhams and two fils is a point again", () => {
  expect(mendMisread("22°75")).toBe("22.75");
  expect(mendMisread("16-75")).toBe("16.75");
  expect(mendMisread("33:95")).toBe("33.95");
  expect(mendMisread("24·50")).toBe("24.50");
  // A comma before two digits is no thousands comma: the point, read as a comma (or printed so).
  expect(mendMisread("12,25")).toBe("12.25");
});

test("a thousands comma read as another mark before three digits is a comma again", () => {
  expect(mendMisread("4:999")).toBe("4,999");
  expect(mendMisread("1;299")).toBe("1,299");
  expect(mendMisread("2-459")).toBe("2,459");
});

test("raised fils read with a dash or a mark for their point are fils", () => {
  expect(mendMisread("-95")).toBe(".95");
  expect(mendMisread("·25")).toBe(".25");
  expect(mendMisread("'50")).toBe(".50");
});

test("what is no misread number is left as read: times, dates, phone numbers, sizes, words", () => {
  for (const text of [
    "10:30",
    "23:59",
    "27-11",
    "27-11-2026",
    "04-1234567",
    "800-123",
    "12.50",
    "1,299",
    "AED",
    "x64",
    "-5",
    "5-",
  ]) {
    expect(mendMisread(text)).toBe(text);
  }
});

test("a currency code OCR read with a look-alike letter is the code", () => {
  expect(mendMisread("AFD")).toBe("AED");
  expect(mendMisread("AEO")).toBe("AED");
  expect(mendMisread("A£D")).toBe("AED");
  expect(mendMisread("Dns")).toBe("Dhs");
  expect(mendMisread("Ohs")).toBe("Dhs");
  expect(mendMisread("DHS")).toBe("Dhs");
  // Lower-case words that only look like it stay words.
  expect(mendMisread("ons")).toBe("ons");
  expect(mendMisread("obs")).toBe("obs");
  expect(mendMisread("AED")).toBe("AED");
  expect(mendMisread("د.!")).toBe("د.إ");
  expect(mendMisread("د.ا")).toBe("د.إ");
  for (const word of ["AND", "AID", "Ohio", "Dna", "Has", "OD"]) expect(mendMisread(word)).toBe(word);
});

test("a stray quote OCR read before a word is not part of it", () => {
  expect(mendMisread("‘Was")).toBe("Was");
  expect(mendMisread("”2409")).toBe("2409");
  expect(mendMisread("“Fresh")).toBe("Fresh");
  expect(mendMisread("Kellogg's")).toBe("Kellogg's");
  expect(mendMisread('55"')).toBe('55"');
});
