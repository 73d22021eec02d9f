/**
 * A translated sentence whose inserted values are isolated in <bdi>, so a Latin name inside
 * Arabic (or an Arabic name inside English) keeps its place and does not pull a neighbouring
 * number or mark across: "عن <bdi>H&M</bdi>". `count` stays part of the sentence (it picks the
 * plural and its number belongs to the translated words). A bilingual field (localized())
 * keeps its language marks on its <bdi>.
 */
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { type Localized, marks } from "#lib/localized.ts";

// Private-use characters mark where each value goes; translations never contain them.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARK = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

export function isolated(t: TFunction, key: string, values: Record<string, string | number | Localized>): ReactNode {
  const slots: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    slots[name] = name === "count" && typeof value === "number" ? value : OPEN + name + CLOSE;
  const parts = String(t(key, slots)).split(MARK);
  // split() with a capture group alternates: text, value name, text, … A value may appear
  // twice in a sentence, so its key carries its position (the parts are never reordered).
  return parts.map((part, i) => (i % 2 === 1 ? bdi(values[part]!, `${part}-${i}`) : part));
}

function bdi(value: string | number | Localized, key: string): ReactNode {
  if (typeof value !== "object") return <bdi key={key}>{value}</bdi>;
  return (
    <bdi key={key} {...marks(value)}>
      {value.text}
    </bdi>
  );
}
