import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { slugify } from "./slug.ts";

describe("slugify (spec section 5)", () => {
  test.each([
    ["Carrefour", "carrefour"],
    ["  Lulu Hypermarket  ", "lulu-hypermarket"],
    ["Home & Garden", "home-garden"],
    ["City_Centre -- Deira!", "city-centre-deira"],
    ["--Edge--", "edge"],
    ["", ""],
  ])("%p becomes %p", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  test("always yields lowercase word characters joined by single hyphens, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9_]+(-[a-z0-9_]+)*)?$/);
        expect(slug).not.toContain("_");
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
