import { expect, test } from "bun:test";
import type { OcrWord } from "./ocr-tsv.ts";
import { ocrWords } from "./ocr-words.ts";

const word = (text: string, x: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  box: { x, y: 0.2, width: 0.05, height: 0.02 },
  line: "1.1.1",
});

test("a word read twice at one place (the page reading and a line read again) is given once", () => {
  const words = ocrWords(
    { text: "", words: [word("Was", 0.1), word("Dhs", 0.16), word("‘Was", 0.101, 70), word("Dhs", 0.161, 92)] },
    { width: 600, height: 800 },
  );
  expect(words.map((w) => w.text)).toEqual(["Was", "Dhs"]);
});

test("words side by side, or the same text elsewhere, are all kept", () => {
  const words = ocrWords(
    { text: "", words: [word("AED", 0.1), word("12.50", 0.16), word("AED", 0.5)] },
    { width: 600, height: 800 },
  );
  expect(words.map((w) => w.text)).toEqual(["AED", "12.50", "AED"]);
});

test("two readings of one place are given once, the surer one", () => {
  const words = ocrWords(
    { text: "", words: [word("46:56", 0.1, 60), word("36-58", 0.1, 86)] },
    { width: 600, height: 800 },
  );
  expect(words.map((w) => w.text)).toEqual(["36.58"]);
});

test("a reading inside one more than twice as wide and nearly as sure gives way to it: the wider holds more of the print", () => {
  const five = { ...word("5", 0.2, 97), box: { x: 0.2, y: 0.2, width: 0.01, height: 0.02 } };
  const whole = { ...word("13.25", 0.16, 94), box: { x: 0.16, y: 0.2, width: 0.05, height: 0.02 } };
  const page = { width: 600, height: 800 };
  expect(ocrWords({ text: "", words: [five, whole] }, page).map((w) => w.text)).toEqual(["13.25"]);
  // Read far less surely, the wider reading is not taken over the narrow one.
  const unsure = { ...whole, confidence: 60 };
  expect(ocrWords({ text: "", words: [five, unsure] }, page).map((w) => w.text)).toEqual(["5"]);
});
