/**
 * What every CSV import and export shares (issue 27, item 5), with papaparse: a file is UTF-8 (a
 * BOM is allowed, and written on export so spreadsheet programs read Arabic columns right), has a
 * header line naming its columns, and is refused as a whole, with one message on line 1, when it
 * cannot be read, lacks a required column, names an unknown one or has too many rows. The report
 * names every problem by line (the record's: the header is line 1, the first record line 2) and
 * column. Exported cells that look like formulas get a leading ' so a spreadsheet never runs them.
 */
import Papa from "papaparse";

export type RowError = { line: number; column: string; message: string };
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
    return { line: 1, column: "", message: "The file is not UTF-8 text: save it as “CSV UTF-8” and try again" };
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const header = (parsed.meta.fields ?? []) as string[];
  const missing = spec.required.filter((c) => !header.includes(c));
  if (missing.length > 0)
    return { line: 1, column: missing.join(", "), message: `Missing column(s): ${missing.join(", ")}` };
  const unknown = header.filter((h) => !(h in spec.columns));
  if (unknown.length > 0)
    return {
      line: 1,
      column: unknown.join(", "),
      message: `Unknown column(s): ${unknown.join(", ")}; the columns are ${Object.keys(spec.columns).join(", ")}`,
    };
  if (parsed.data.length > spec.maxRows)
    return { line: 1, column: "", message: `Too many rows: at most ${spec.maxRows} ${spec.noun} a file` };
  return { header: header as C[], rows: parsed.data };
}

/** The line of the `index`th record: the header is line 1 (a quoted cell spanning lines still counts as one). */
export const lineOf = (index: number) => index + 2;

/** The column a body field came from, for a schema issue's path; the field itself when no column names it. */
function columnOfField<C extends string>(spec: CsvSpec<C>, field: string): string {
  return Object.entries(spec.columns).find(([, f]) => f === field)?.[0] ?? field;
}

/** Every schema issue of a row as a report entry on its column. */
export function issueErrors<C extends string>(
  spec: CsvSpec<C>,
  line: number,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): RowError[] {
  return issues.map((issue) => ({
    line,
    column: columnOfField(spec, String(issue.path[0] ?? "")),
    message: issue.message,
  }));
}

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
