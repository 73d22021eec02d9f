import { expect, test } from "bun:test";
import type { OcrWord } from "./ocr-tsv.ts";
import { lineWords } from "./second-pass.ts";

const word = (text: string): OcrWord => ({
  text,
  confidence: 90,
  box: { x: 0, y: 0, width: 0.1, height: 0.02 },
  line: "",
});

test("a line read again is kept when it reads a word of three letters or digits", () => {
  expect(lineWords([word("12.50")]).map((w) => w.text)).toEqual(["12.50"]);
  expect(lineWords([word("ir"), word("8")])).toEqual([]);
});

test("a currency on its own is kept however short: the price beside it needs it", () => {
  expect(lineWords([word("د.إ")]).map((w) => w.text)).toEqual(["د.إ"]);
  expect(lineWords([word("Dh")]).map((w) => w.text)).toEqual(["Dh"]);
});
