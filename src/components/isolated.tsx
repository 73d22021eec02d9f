/**
 * A translated sentence whose inserted values are isolated in <bdi>, so a Latin name inside
 * Arabic (or an Arabic name inside English) keeps its place and does not pull a neighbouring
 * number or mark across: "عن <bdi>H&M</bdi>". `count` stays part of the sentence (it picks the
 * plural and its number belongs to the translated words).
 */
import type { TFunction } from "i18next";
import type { ReactNode } from "react";

// Private-use characters mark where each value goes; translations never contain them.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARK = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

export function isolated(t: TFunction, key: string, values: Record<string, string | number>): ReactNode {
  const marks: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) marks[name] = name === "count" ? value : OPEN + name + CLOSE;
  const parts = String(t(key, marks)).split(MARK);
  // split() with a capture group alternates: text, value name, text, … A value may appear
  // twice in a sentence, so its key carries its position (the parts are never reordered).
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of one sentence, never reordered
    i % 2 === 1 ? <bdi key={`${part}-${i}`}>{values[part]}</bdi> : part,
  );
}
