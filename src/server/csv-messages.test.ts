/**
 * The CSV import report in the admin's language (issue 27, item 5): every problem a stores or
 * branches file can have — the file's own (encoding, columns, rows) and each cell's, the shared
 * form schemas' rules included — carries a code and its values, which the /admin/import screen
 * words from locales (admin "importIssues.<code>"). On the Arabic screen no English sentence is
 * left: only the file's own words (column names, cell values) and the yes/no it must contain.
 * The API keeps its English `message` for programs.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { importIssueText } from "#client/admin/import-issue-text.ts";
import { i18nInstance } from "#client/i18n-instance.ts";
import { insertBranch, insertCategory, insertStore } from "#db/seed/factories.ts";
import { resources } from "#i18n/resources.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { checkBranchesCsv } from "./branch-csv.ts";
import type { RowError } from "./csv-file.ts";
import { checkStoresCsv } from "./store-csv.ts";

const env = freshDb();
afterAll(() => env.cleanup());
const categoryId = insertCategory(env.db, { name: "Groceries" }).id;
const lulu = insertStore(env.db, { name: "Lulu", slug: "lulu", categoryId });
const mall = insertBranch(env.db, { storeId: lulu.id, name: "Mall", slug: "mall", address: "Road" });
env.db.$client.run("INSERT INTO store_slug_redirects (slug, store_id) VALUES ('old-lulu', ?)", [lulu.id]);
env.db.$client.run("INSERT INTO branch_slug_redirects (slug, store_id, branch_id) VALUES ('old-mall', ?, ?)", [
  lulu.id,
  mall.id,
]);

const bytes = (...lines: string[]) => new TextEncoder().encode(lines.join("\r\n"));
const long = "x".repeat(200);

/** Files that between them hit every problem the report can name. */
function everyProblem(): RowError[] {
  const stores = (b: Uint8Array) => checkStoresCsv(env.db, b).report.errors;
  const branches = (b: Uint8Array) => checkBranchesCsv(env.db, b).report.errors;
  return [
    ...stores(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0xff, 0xfe])),
    ...stores(bytes("slug,name")),
    ...stores(bytes("name,category,colour")),
    ...stores(bytes("name,category", ...Array.from({ length: 20_001 }, () => "a,b"))),
    ...stores(
      bytes(
        "slug,name,category,featured,website,email",
        `Bad Slug,,Nowhere,maybe,javascript:x,not-mail`,
        `ok,${long},Groceries,yes,,`,
        "ok,Again,Groceries,no,,",
        "ok,Third,Groceries,no,,",
        "old-lulu,Old,Groceries,no,,",
        "!!!,!!!,Groceries,no,,",
      ),
    ),
    ...branches(
      bytes(
        "store,slug,name,emirate,address,opening_hours,latitude",
        ",a,A,Dubai,Road,,",
        "nowhere,b,B,Atlantis,Road,,",
        "lulu,c,C,Dubai,Road,Mo-Fr 09:00-,",
        "lulu,d,D,Dubai,Road,Mo “x”,",
        'lulu,e,E,Dubai,Road,PH "off,',
        "lulu,f,F,Dubai,Road,,91",
        "lulu,g,G,Dubai,Road,,",
        "lulu,g,G,Dubai,Road,,",
        "lulu,old-mall,H,Dubai,Road,,",
        "lulu,,!!!,Dubai,Road,,",
      ),
    ),
  ];
}

const tOf = (lang: "en" | "ar") => i18nInstance(`csv-${lang}`, lang, resources, "admin").getFixedT(lang, "admin");
const codesIn = (lang: "en" | "ar") =>
  Object.keys((resources[lang].admin as unknown as { importIssues: object }).importIssues);

/** What is left of a worded problem once its values (the file's own words) are taken out. */
function withoutValues(text: string, e: RowError): string {
  let rest = text;
  for (const v of Object.values(e.params ?? {})) rest = rest.split(String(v)).join(" ");
  return rest;
}

describe("the import report's words", () => {
  const problems = everyProblem();

  test("every problem has a code worded in both languages, and every code is reachable", () => {
    expect(problems.filter((e) => !e.code)).toEqual([]);
    const used = [...new Set(problems.map((e) => e.code))].sort();
    expect(used).toEqual(codesIn("en").sort());
    expect(codesIn("ar").sort()).toEqual(codesIn("en").sort());
  });

  test("in Arabic, no English sentence is left", () => {
    const t = tOf("ar");
    const english = problems
      .map((e) => ({ code: e.code, text: importIssueText(t, e) }))
      .filter(({ text }, i) => {
        const rest = withoutValues(text, problems[i]!).replace(/\b(CSV|UTF-8|slug|yes|no)\b|http\(s\)/g, "");
        return !/[\u0600-\u06ff]/.test(text) || /[A-Za-z]{2,}/.test(rest);
      });
    expect(english).toEqual([]);
  });

  test("in English, the report reads as the API's messages do", () => {
    const t = tOf("en");
    const byCode = Object.fromEntries(problems.map((e) => [e.code, importIssueText(t, e)]));
    expect(byCode.missing_columns).toBe("Missing column(s): category");
    expect(byCode.yes_no).toBe("Write yes or no");
    expect(byCode.unknown_category).toBe('Unknown category "Nowhere"');
    expect(byCode.too_long).toBe("At most 120 characters");
  });
});
