/**
 * Adding to the visitor's lists from a public page ("Add to list" on an offer or a catalogue
 * page): loaded only when the button is pressed (src/client/add-to-list.tsx), so public pages do
 * not carry it. The item goes to the first list, made first when there is none; the header's
 * count (src/client/lists-link.tsx) is told.
 */
import type { z } from "zod";
import type { itemInputSchema } from "#schemas/shopping-list.ts";

/** What is added, as POST /api/me/lists/{id}/items reads it. */
type ItemInput = z.input<typeof itemInputSchema>;

import { listsChanged } from "./list-events.ts";

const JSON_WRITE = { headers: { "Content-Type": "application/json" }, credentials: "same-origin" as const };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { error?: string }).error ?? res.statusText);
  return (await res.json()) as T;
}

type Lists = { lists: { id: number; name: string }[]; openItems: number };

/** Adds `item` to the first list (made, named `defaultName`, when there is none); that list's name. */
export async function addToList(item: ItemInput, defaultName: string): Promise<string> {
  const { lists, openItems } = await json<Lists>(await fetch("/api/me/lists", { credentials: "same-origin" }));
  const list =
    lists[0] ??
    (await json<{ id: number; name: string }>(
      await fetch("/api/me/lists", { ...JSON_WRITE, method: "POST", body: JSON.stringify({ name: defaultName }) }),
    ));
  await json(
    await fetch(`/api/me/lists/${list.id}/items`, { ...JSON_WRITE, method: "POST", body: JSON.stringify(item) }),
  );
  listsChanged(openItems + 1);
  return list.name;
}
