/**
 * The analytics tables' cells: a date column keeps its date on one line (an ISO date broke at its
 * hyphens into "2026-" and "11-21" in the Arabic dashboard's narrow table on a phone).
 */
import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { NumbersTable } from "./numbers-table.tsx";

describe("a numbers table", () => {
  test("keeps a date cell on one line; other text may wrap", () => {
    const html = renderToStaticMarkup(
      <NumbersTable<{ day: string; name: string; reads: number }>
        caption="Reads"
        headers={["Day", "Name", "Reads"]}
        rows={[{ day: "2026-11-21", name: "National Day Offers", reads: 1 }]}
        columns={[
          { value: (r) => r.day, date: true },
          { value: (r) => r.name, auto: true },
          { value: (r) => r.reads, numeric: true },
        ]}
        formatNumber={String}
        testId="t"
      />,
    );
    const cells = [...html.matchAll(/<t[hd] [^>]*class="([^"]*)"[^>]*>([^<]*)</g)].filter(
      (m) => !m[0].includes('scope="col"'),
    );
    expect(cells.map((m) => [m[2], m[1]!.includes("whitespace-nowrap")])).toEqual([
      ["2026-11-21", true],
      ["National Day Offers", false],
      ["1", false],
    ]);
  });
});
