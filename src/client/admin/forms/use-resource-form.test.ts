import { describe, expect, test } from "bun:test";
import { recordToValues, standingErrors } from "./use-resource-form.ts";

describe("recordToValues", () => {
  type Values = { name: string; storeId: string; featured: boolean };
  const fromRecord = recordToValues<Values>({ name: "", storeId: "", featured: false });

  test("texts as strings (null or missing as empty), checkboxes as booleans, other keys left out", () => {
    expect(fromRecord({ name: "Lulu", storeId: 7, featured: 1, id: 3, extra: "x" })).toEqual({
      name: "Lulu",
      storeId: "7",
      featured: true,
    });
    expect(fromRecord({ name: null })).toEqual({ name: "", storeId: "", featured: false });
  });
});

describe("standingErrors", () => {
  type Values = { name: string; slug: string; featured: boolean };
  const atError: Values = { name: "", slug: "lulu", featured: false };
  const errors = { name: "Name is required", slug: "Slug already in use", file: "Not a PDF" };

  test("an error stays while its field holds the value it was given for", () => {
    expect(standingErrors(errors, atError, atError)).toEqual(errors);
  });

  test("an error goes as soon as its field is changed (the next save checks it again)", () => {
    expect(standingErrors(errors, atError, { ...atError, slug: "lulu-2" })).toEqual({
      name: "Name is required",
      file: "Not a PDF", // no field of the form holds it: it stays until the next save
    });
    expect(standingErrors(errors, atError, { ...atError, name: "Lulu", slug: "lulu-2" })).toEqual({
      file: "Not a PDF",
    });
  });

  test("changing it back brings the error back: the value is still the refused one", () => {
    expect(standingErrors(errors, atError, { ...atError, slug: "lulu" })).toEqual(errors);
  });
});
