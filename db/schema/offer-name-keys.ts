/**
 * The folded names offers are compared by (the "compare" list of an offer's sheet): SQL
 * expressions, so the columns computed from them (catalog_offers.name_key, name_ar_key) stay
 * right whoever writes an offer — the swap's INSERT … SELECT from staged JSON, an operator's
 * edit — with no writer having to know. They follow src/lib/normalize-text.ts as far as plain
 * SQL goes: case (ASCII), spaces and hyphens gone ("Fresh Milk 2 L" = "fresh milk 2L"), "×" as
 * "x"; in Arabic also tatweel gone, alef forms as bare alef, ta marbuta as ha, alef maqsura as
 * ya, and Arabic-Indic digits as 0-9. Tashkeel is left as printed (flyers hardly use it).
 *
 * Each expression nests at most 10 replace() calls: SQLite's parser has a fixed stack (the
 * Debian sqlite3 shell overflows near 27 in a column definition), and every tool that opens
 * the database (sqlite3, Litestream) must parse the schema. So the Arabic key is two columns:
 * the letters folded first, the digits on top.
 */
import { type SQL, sql } from "drizzle-orm";

const ch = (code: number) => String.fromCodePoint(code);
type Fold = [from: string, to: string];

/** In both keys: spaces (ASCII, no-break) and hyphens removed, the multiplication sign as x. */
const COMMON: Fold[] = [
  [" ", ""],
  [ch(0xa0), ""],
  ["-", ""],
  [ch(0xd7), "x"],
];

const ARABIC_LETTERS: Fold[] = [
  ...COMMON,
  [ch(0x640), ""], // tatweel
  [ch(0x623), ch(0x627)], // أ -> ا
  [ch(0x625), ch(0x627)], // إ -> ا
  [ch(0x622), ch(0x627)], // آ -> ا
  [ch(0x629), ch(0x647)], // ة -> ه
  [ch(0x649), ch(0x64a)], // ى -> ي
];

const ARABIC_DIGITS: Fold[] = Array.from({ length: 10 }, (_, d) => [ch(0x660 + d), String(d)]);

const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;
const replaced = (expression: string, folds: Fold[]) =>
  folds.reduce((e, [a, b]) => `replace(${e}, ${literal(a)}, ${literal(b)})`, expression);

/** NULLIF: a name that folds to nothing matches nothing. */
export const nameKeySql: SQL = sql.raw(`nullif(${replaced("lower(trim(name))", COMMON)}, '')`);
export const nameArLettersSql: SQL = sql.raw(replaced("lower(trim(name_ar))", ARABIC_LETTERS));
export const nameArKeySql: SQL = sql.raw(`nullif(${replaced("name_ar_letters", ARABIC_DIGITS)}, '')`);
