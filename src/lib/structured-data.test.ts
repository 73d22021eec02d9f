import { describe, expect, test } from "bun:test";
import { blogSchema, branchSchema, catalogSchema, homeSchema, jsonLdText, storeSchema } from "./structured-data.ts";

describe("structured data", () => {
  const warnings: string[] = [];
  const warn = (m: string) => void warnings.push(m);

  test("a store needs name, logo and description, else it warns and emits nothing", () => {
    const ok = storeSchema(
      { name: "Carrefour", logo: "/l.svg", description: "Hyper", url: "https://x/store/c", emirate: "Dubai" },
      warn,
    )!;
    expect(ok).toMatchObject({
      "@type": "Store",
      name: "Carrefour",
      address: { addressCountry: "AE", addressRegion: "Dubai" },
    });
    expect(ok.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "09:00",
        closes: "21:00",
      },
    ]);
    expect(storeSchema({ name: "X", logo: null, description: "d", url: "u" }, warn)).toBeNull();
    expect(storeSchema({ name: "X", logo: "l", description: "  ", url: "u" }, warn)).toBeNull();
    expect(warnings.splice(0)).toEqual([
      "Missing required store fields for schema",
      "Missing required store fields for schema",
    ]);
  });

  test("a branch needs store, emirate and address; a catalogue title and store; an article title, author and date", () => {
    expect(
      branchSchema(
        { name: "B", store: "S", emirate: "Dubai", address: "A", latitude: "25.1", longitude: "55.2", url: "u" },
        warn,
      ),
    ).toMatchObject({ geo: { latitude: 25.1, longitude: 55.2 } });
    expect(branchSchema({ name: "B", store: "S", emirate: null, address: "A", url: "u" }, warn)).toBeNull();
    expect(catalogSchema({ title: "T", store: "", url: "u" }, warn)).toBeNull();
    expect(blogSchema({ title: "T", author: "A", publishedAt: null, url: "u", siteName: "S" }, warn)).toBeNull();
    expect(warnings.splice(0)).toEqual([
      "Missing required branch fields for schema",
      "Missing required catalog fields for schema",
      "Missing required blog fields for schema",
    ]);
  });

  test("home declares a search action on the stores page", () => {
    expect(homeSchema("https://deals.example.ae", "UAE Deals").potentialAction).toEqual({
      "@type": "SearchAction",
      target: "https://deals.example.ae/stores?search={search_term_string}",
      "query-input": "required name=search_term_string",
    });
  });

  test("database text cannot break out of the script block", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});
