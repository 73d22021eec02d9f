/**
 * Branches to and from CSV (issue 27, item 5), as the stores file: a dry run reports every row's
 * problem by line and column (the branch form's rules, its opening hours read as the branch API
 * reads them, store and emirate looked up) and changes nothing; a file with any problem imports
 * nothing (422); a clean one imports in one transaction, updating branches matched by store and
 * branch slug; Arabic survives the round trip; formulas are escaped on export; bad files refused.
 */
import { describe, expect, test } from "bun:test";
import { insertBranch, insertCategory, insertStore } from "#db/seed/factories.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { admin, app, env } = startTestApp({
  admin: true,
  seed: (db) => {
    const categoryId = insertCategory(db, { name: "Groceries" }).id;
    const lulu = insertStore(db, { name: "Lulu", slug: "lulu", categoryId });
    insertStore(db, { name: "Sharaf DG", slug: "sharaf", categoryId });
    insertBranch(db, { storeId: lulu.id, name: "Old Mall", slug: "mall", emirate: "dubai", address: "Old road" });
    insertBranch(db, { storeId: lulu.id, name: "Sharjah", slug: "sharjah", emirate: "sharjah", address: "Corniche" });
  },
});

const HEADER = "store,slug,name,name_ar,emirate,address,opening_hours,latitude,longitude";
const csv = (...lines: string[]) => [HEADER, ...lines].join("\r\n");
const send = (body: string, query = "") =>
  admin("POST", `/api/admin/import/branches${query}`, body, { "Content-Type": "text/csv" });
const branchCount = () => (env.db.$client.query("SELECT count(*) AS n FROM branches").get() as { n: number }).n;
const columnsAt = (errors: { line: number; column: string }[], line: number) =>
  errors
    .filter((e) => e.line === line)
    .map((e) => e.column)
    .sort();

describe("branches CSV import", () => {
  test("a dry run lists every row's problem by line and column, and changes nothing", async () => {
    const before = branchCount();
    const res = await send(
      csv(
        'lulu,mall,Dubai Mall,لولو دبي مول,Dubai,"Mall, Level 2",Mo-Fr 09:00-22:00,25.1972,55.2744',
        "nowhere,x,X,,Atlantis,,,91,",
        "lulu,deira,Deira,,dubai,Deira road,Mo-Fr 25:99-xx,25.2,abc",
        "lulu,mall,Again,,dubai,Road,,,",
      ),
      "?dryRun=1",
    );
    expect(res.status).toBe(200);
    expect(res.json.rows).toBe(4);
    expect(columnsAt(res.json.errors, 2)).toEqual([]);
    expect(columnsAt(res.json.errors, 3)).toEqual(["address", "emirate", "latitude", "store"]);
    expect(columnsAt(res.json.errors, 4)).toEqual(["longitude"]);
    const line5 = res.json.errors.filter((e: { line: number }) => e.line === 5);
    expect(line5).toEqual([
      {
        line: 5,
        column: "slug",
        message: 'The branch "lulu/mall" is also on line 2',
        code: "branch_repeated",
        params: { branch: "lulu/mall", line: 2 },
      },
    ]);
    expect(branchCount()).toBe(before);
  });

  test("opening hours are read as the branch API reads them, and the place named", async () => {
    const res = await send(csv("lulu,deira,Deira,,dubai,Deira road,Mo-Fr 25:99-xx,,"), "?dryRun=1");
    expect(res.json.errors).toEqual([
      {
        line: 2,
        column: "opening_hours",
        message: expect.stringContaining("Opening hours can't be read at character"),
        code: "hours_syntax",
        params: { position: 12, before: "Mo-Fr 25:99", after: "-xx" },
      },
    ]);
    const quote = await send(csv('lulu,deira,Deira,,dubai,Deira road,"Mo-Fr 09:00-22:00; ""Eid off",,'), "?dryRun=1");
    expect(quote.json.errors[0]).toMatchObject({ column: "opening_hours", message: expect.stringContaining("quote") });
  });

  test("a file with any problem imports nothing: 422 with the same report", async () => {
    const before = branchCount();
    const res = await send(csv("lulu,new,New,,dubai,Road,,,", "lulu,bad,,,dubai,Road,,,"));
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ line: 3, column: "name", message: "Name is required", code: "required" }]);
    expect(branchCount()).toBe(before);
  });

  test("a clean file imports in one go: new branches made, those matched by store and slug updated", async () => {
    const before = branchCount();
    const clean = await send(
      csv(
        'lulu,mall,Dubai Mall,لولو دبي مول,Dubai,"Mall, Level 2",Mo-Fr 09:00-22:00,25.1972,55.2744',
        "sharaf,mall,Sharaf Mall,شرف مول,sharjah,Road,,,",
        'lulu,,Al Barsha,,dubai,"=HYPERLINK(""http://evil.example"")",,,',
      ),
    );
    expect(clean.status).toBe(200);
    expect(clean.json).toMatchObject({ rows: 3, errors: [], created: 2, updated: 1 });
    expect(branchCount()).toBe(before + 2);
    const mall = (await admin("GET", "/api/branches/lulu/mall")).json;
    expect(mall).toMatchObject({
      name: "Dubai Mall",
      nameAr: "لولو دبي مول",
      address: "Mall, Level 2",
      openingHours: "Mo-Fr 09:00-22:00",
      latitude: "25.1972",
    });
    expect((await admin("GET", "/api/branches/lulu/al-barsha")).json.name).toBe("Al Barsha");
    expect((await admin("GET", "/api/branches/sharaf/mall")).json.emirateSlug).toBe("sharjah");
  });

  test("the export has the Arabic columns, a BOM, formula cells escaped, and imports again unchanged", async () => {
    const res = await app.request("/api/admin/export/branches", { headers: { Cookie: await cookie() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toContain("branches.csv");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFFstore,slug,name,name_ar,emirate,address,address_ar")).toBe(true);
    expect(text).toContain('lulu,mall,Dubai Mall,لولو دبي مول,Dubai,"Mall, Level 2"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const before = branchCount();
    const again = await send(text.replace(/^\uFEFF/, "").replace("'=HYPERLINK", "=HYPERLINK"));
    expect(again.json).toMatchObject({ errors: [], created: 0, updated: before });
  });

  test("bad files are refused with a message: not UTF-8, missing or unknown columns, too many rows", async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${HEADER}\r\nlulu,x,Caf`), 0xe9, 0x2c]);
    const refused = await app.request("/api/admin/import/branches", {
      method: "POST",
      headers: { Cookie: await cookie(), "Content-Type": "text/csv", "Sec-Fetch-Site": "same-origin" },
      body: latin1,
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain("not UTF-8");
    expect((await send("store,name\r\nlulu,y")).json.errors[0]).toMatchObject({
      line: 1,
      message: "Missing column(s): emirate, address",
    });
    expect((await send("store,name,emirate,address,fax\r\nlulu,x,dubai,r,1")).json.errors[0].message).toContain(
      "Unknown column(s): fax",
    );
    const huge = ["store,name,emirate,address", ...Array.from({ length: 100_000 }, (_, i) => `lulu,B${i},dubai,r`)];
    expect((await send(huge.join("\n"))).json.errors[0].message).toBe("Too many rows: at most 50000 branches a file");
    expect(
      (await admin("POST", "/api/admin/import/branches?dryRun=yes", "a", { "Content-Type": "text/csv" })).status,
    ).toBe(400);
  });

  test("cookie only: a token is refused, and without a session 401", async () => {
    const made = (await admin("POST", "/api/admin/tokens", { name: "csv", scopes: ["read", "catalogs:write"] })).json;
    const res = await app.request("/api/admin/import/branches", {
      method: "POST",
      headers: { Authorization: `Bearer ${made.token}`, "Content-Type": "text/csv" },
      body: csv(),
    });
    expect(res.status).toBe(403);
    expect((await app.request("/api/admin/export/branches")).status).toBe(401);
  });
});

/** An admin's session cookie, for a raw request (signed in once). */
let kept: string | undefined;
async function cookie(): Promise<string> {
  kept ??= (await signedInCaller(app, env.db, "export-admin", "another horse")).cookie;
  return kept;
}
