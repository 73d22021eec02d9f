/** What the demo seed's steps share: the transaction they write in and a cursor that wraps around. */
import type { Db } from "#db/client.ts";

export type SeedTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Hands out `items` in order, starting again after the last (the demo reuses emirates and PDFs). */
export function cycler<T>(items: readonly T[]): () => T {
  let cursor = 0;
  return () => items[cursor++ % items.length]!;
}
