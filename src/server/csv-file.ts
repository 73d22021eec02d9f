/**
 * What every CSV import and export shares (issue 27, item 5), with papaparse: a file is UTF-8 (a
 * BOM is allowed, and written on export so spreadsheet programs read Arabic columns right), has a
 * header line naming its columns, and is refused as a whole, with one message on line 1, when it
 * cannot be read, lacks a required column, names an unknown one or has too many rows. The report
 * names every problem by line (the record's: the header is line 1, the first record line 2) and
 * column. Exported cells that look like formulas get a leading ' so a spreadsheet never runs them.
 * Each problem carries a `code` and the values it names (`params`) beside its English `message`,
 * so the admin's screen words it in its own language (admin "importIssues.<code>").
 */
import Papa from "papaparse";

export type RowError = {
  line: number;
  column: string;
  message: string;
  /** What kind of problem, for the admin's words (admin "importIssues.<code>"). */
  code: string;
  /** The values the words put in (the file's own words: column names, cells; numbers). */
  params?: Record<string, string | number>;
};
export type ImportReport = { rows: number; errors: RowError[] };

/** What a kind of file holds: its columns (column -> field of the API body), which are required, how many rows at most. */
export type CsvSpec<C extends string> = {
  columns: Record<C, string>;
  required: C[];
  maxRows: number;
  /** The records' name in messages: "stores", "branches". */
  noun: string;
};

/** The file's rows keyed by column (cells trimmed) with the header it named, or the one reason it is refused. */
export function readCsv<C extends string>(
  bytes: Uint8Array,
  spec: CsvSpec<C>,
): { header: C[]; rows: Record<string, string>[] } | RowError {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const message = "The file is not UTF-8 text: save it as “CSV UTF-8” and try again";
    return { line: 1, column: "", message, code: "not_utf8" };
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const header = (parsed.meta.fields ?? []) as string[];
  const missing = spec.required.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    const columns = missing.join(", ");
    return {
      line: 1,
      column: columns,
      message: `Missing column(s): ${columns}`,
      code: "missing_columns",
      params: { columns },
    };
  }
  const unknown = header.filter((h) => !(h in spec.columns));
  if (unknown.length > 0) {
    const params = { columns: unknown.join(", "), known: Object.keys(spec.columns).join(", ") };
    const message = `Unknown column(s): ${params.columns}; the columns are ${params.known}`;
    return { line: 1, column: params.columns, message, code: "unknown_columns", params };
  }
  if (parsed.data.length > spec.maxRows) {
    const message = `Too many rows: at most ${spec.maxRows} ${spec.noun} a file`;
    return { line: 1, column: "", message, code: "too_many_rows", params: { max: spec.maxRows } };
  }
  return { header: header as C[], rows: parsed.data };
}

/** The line of the `index`th record: the header is line 1 (a quoted cell spanning lines still counts as one). */
export const lineOf = (index: number) => index + 2;

/** The column a body field came from, for a schema issue's path; the field itself when no column names it. */
function columnOfField<C extends string>(spec: CsvSpec<C>, field: string): string {
  return Object.entries(spec.columns).find(([, f]) => f === field)?.[0] ?? field;
}

/** A schema issue as zod reports it: its kind, the limit it names, and a refinement's own code (src/schemas). */
type SchemaIssue = {
  path: readonly PropertyKey[];
  message: string;
  code: string;
  maximum?: unknown;
  params?: Record<string, unknown>;
};

/** The report's code (and values) of a schema issue: a refinement names its own; a length or a missing value is generic. */
function issueCode(issue: SchemaIssue): Pick<RowError, "code" | "params"> {
  const own = issue.params?.issue;
  if (typeof own === "string") {
    const { issue: _, ...params } = issue.params as Record<string, string | number>;
    return { code: own, params };
  }
  if (issue.code === "too_big") return { code: "too_long", params: { max: Number(issue.maximum) } };
  return { code: "required" };
}

/** Every schema issue of a row as a report entry on its column. */
export function issueErrors<C extends string>(
  spec: CsvSpec<C>,
  line: number,
  issues: readonly SchemaIssue[],
): RowError[] {
  return issues.map((issue) => ({
    line,
    column: columnOfField(spec, String(issue.path[0] ?? "")),
    message: issue.message,
    ...issueCode(issue),
  }));
}

/** A row whose slug was left empty and whose name gives none. */
export const slugMissing = (line: number): RowError => ({
  line,
  column: "slug",
  message: "Slug is required: the name has no letters or digits",
  code: "slug_missing",
});

const YES = new Set(["1", "true", "yes", "y"]);
const NO = new Set(["", "0", "false", "no", "n"]);

/** A yes/no cell as a boolean, or undefined when it is neither. */
export function yesNo(cell: string): boolean | undefined {
  const v = cell.toLowerCase();
  return YES.has(v) ? true : NO.has(v) ? false : undefined;
}

/** Rows as a CSV file: UTF-8 with a BOM, CRLF lines, formula-looking cells escaped. */
export function csvFile(columns: string[], rows: string[][]): string {
  const csv = Papa.unparse({ fields: columns, data: rows }, { escapeFormulae: true, newline: "\r\n" });
  return `\uFEFF${csv}\r\n`;
}
