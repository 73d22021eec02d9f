/**
 * CSV for the admin's exports (issue 27): RFC 4180 quoting, CRLF line ends and a byte-order mark
 * so a spreadsheet reads the Arabic as UTF-8. A text cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return: a search someone typed as "=HYPERLINK(...)")
 * is written with a leading apostrophe, so it shows as the text it is. Numbers are left as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows as one CSV document. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\ufeff${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
