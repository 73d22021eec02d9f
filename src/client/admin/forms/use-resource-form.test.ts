import { describe, expect, test } from "bun:test";
import { recordToValues } from "./use-resource-form.ts";

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
