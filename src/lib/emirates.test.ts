import { describe, expect, test } from "bun:test";
import { EMIRATE_SLUGS } from "./emirate-slugs.ts";
import { EMIRATES, isEmirateSlug, knownEmirate, rememberedEmirate, sortForBranchForm } from "./emirates.ts";

describe("the branch form's emirates", () => {
  test("the seven in the spec's order for that form, then operator-added ones as the API gave them", () => {
    const added = [
      { slug: "hatta", name: "Hatta" },
      { slug: "al-ain", name: "Al Ain" },
    ];
    // As /api/emirates lists them: display order, with operator additions mixed in.
    const fromApi = [added[0]!, ...EMIRATES.slice(0, 4), added[1]!, ...EMIRATES.slice(4)];
    expect(sortForBranchForm(fromApi).map((e) => e.slug)).toEqual([
      "abudhabi",
      "dubai",
      "sharjah",
      "ajman",
      "umm-al-quwain",
      "ras-al-khaimah",
      "fujairah",
      "hatta",
      "al-ain",
    ]);
  });

  test("a renamed emirate keeps its place (the order goes by slug); the list given is not changed", () => {
    const fromApi = [
      { slug: "fujairah", name: "Al Fujairah" },
      { slug: "dubai", name: "Dubai City" },
    ];
    expect(sortForBranchForm(fromApi).map((e) => e.name)).toEqual(["Dubai City", "Al Fujairah"]);
    expect(fromApi[0]!.slug).toBe("fujairah");
  });
});

describe("the remembered emirate", () => {
  test("is read from the cookie only when it names one of the seven", () => {
    expect(rememberedEmirate("emirate=ajman")).toBe("ajman");
    expect(rememberedEmirate("lang=ar; emirate=dubai; x=1")).toBe("dubai");
    expect(rememberedEmirate("emirate=all")).toBeUndefined();
    expect(rememberedEmirate("emirate=atlantis")).toBeUndefined();
    expect(rememberedEmirate("myemirate=ajman")).toBeUndefined();
    expect(rememberedEmirate("")).toBeUndefined();
  });
});

describe("the one emirate check", () => {
  test("accepts exactly the seven slugs: not a name, another case, an operator's emirate or 'all'", () => {
    expect(EMIRATES.map((e) => e.slug).filter(isEmirateSlug)).toHaveLength(7);
    for (const other of ["Dubai", "DUBAI", "abu-dhabi", "hatta", "all", "", " dubai", undefined, null, 7])
      expect(isEmirateSlug(other)).toBe(false);
    expect(knownEmirate("ras-al-khaimah")).toBe("ras-al-khaimah");
    expect(knownEmirate("Ras Al Khaimah")).toBeUndefined();
  });
});

test("the header's list of slugs (emirate-slugs.ts) is the seven's, in the same order", () => {
  expect([...EMIRATE_SLUGS]).toEqual(EMIRATES.map((e) => e.slug));
});
