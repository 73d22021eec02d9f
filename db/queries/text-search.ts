/**
 * The one way searches match text: through the full-text indexes of search-index.ts, in
 * English and Arabic at once. What a visitor types is normalised like the indexed text and
 * cut into words; every word must appear in the row (in any column), the last one as a
 * prefix because people search as they type. Each word goes to MATCH as a quoted string,
 * so no input (quotes, NEAR, *, brackets, -, :) is ever read as FTS5 syntax.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { searchWords, withoutArticle } from "#lib/normalize-text.ts";

type SearchIndex = "stores_fts" | "catalogs_fts" | "blog_posts_fts";

// Bounds on what one search may ask for: a pasted page of text is still a cheap query.
const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 64;

/** The words of `input` a search reads (normalised, the first MAX_WORDS, each cut to MAX_WORD_LENGTH). */
export function searchedWords(input: string): string[] {
  return searchWords(input)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** Each searched word of `input` as MATCH reads it: quoted, the last a prefix, an Arabic word also without its article. */
function wordTerms(input: string): string[] {
  const words = searchedWords(input);
  return words.map((word, i) => {
    const star = i === words.length - 1 ? "*" : "";
    const forms = [word, withoutArticle(word)].filter((w) => w !== null);
    const quoted = forms.map((w) => `"${w}"${star}`);
    return quoted.length > 1 ? `(${quoted.join(" OR ")})` : quoted[0]!;
  });
}

/**
 * The FTS5 query for `input`: its words quoted and ANDed, the last one a prefix, an Arabic
 * word also tried without its article (the index holds both forms); "" when it holds no word.
 */
export function ftsQuery(input: string): string {
  return wordTerms(input).join(" AND ");
}

/**
 * ftsQuery, and at least one of the words in `column`: the offers search's, where the catalogue
 * title and store name narrow ("carrefour milk") but only a product's name makes it a match
 * (a search for "carrefour" is not every one of its thousands of offers).
 */
export function ftsQueryIn(input: string, column: string): string {
  const terms = wordTerms(input);
  return terms.length ? `${terms.join(" AND ")} AND ${column} : (${terms.join(" OR ")})` : "";
}

/**
 * SQL: the row whose id is `id` matches `term` in `index`; undefined for a blank term (it
 * filters nothing), never-true for a term without any letter or digit. It reads the index
 * as it stands: the writers keep it current (see search-index.ts), so a read never writes.
 */
export function matchesSearch(term: string | undefined, index: SearchIndex, id: SQLWrapper): SQL | undefined {
  if (!term?.trim()) return undefined;
  const query = ftsQuery(term);
  if (!query) return sql`0`;
  const table = sql.identifier(index);
  return sql`${id} IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${query})`;
}
