import { describe, expect, test } from "bun:test";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV export", () => {
  test("cells a spreadsheet would run as a formula are written as text", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell("+971 50")).toBe("'+971 50");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
  });

  test("ordinary text, numbers and Arabic are kept; commas, quotes and line breaks quoted", () => {
    expect(csvCell("camel milk")).toBe("camel milk");
    expect(csvCell("حليب الابل")).toBe("حليب الابل");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  test("a document: BOM, header, CRLF rows", () => {
    expect(
      toCsv(
        ["query", "count"],
        [
          ["=1+1", 2],
          ["milk", 1],
        ],
      ),
    ).toBe("\ufeffquery,count\r\n'=1+1,2\r\nmilk,1\r\n");
  });
});
