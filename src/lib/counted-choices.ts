/**
 * A store filter lists at most this many stores. Past it a select stops being a way to choose
 * (thousands of options, and every one of them in the page's HTML and Flight data: 680 KB for
 * /catalogs at 3,300 stores); the others are one search away, as the search box matches store names.
 */
export const MAX_STORE_CHOICES = 100;

/**
 * The `max` choices that would list the most (the chosen one always), kept in their given
 * order, and whether any were left out.
 */
export function mostListed<C extends { value: string; count?: number }>(
  choices: C[],
  max: number,
  selected?: string,
): { shown: C[]; more: boolean } {
  if (choices.length <= max) return { shown: choices, more: false };
  const kept = new Set(
    choices
      .map((c, i) => ({ c, i }))
      .sort((a, b) => (b.c.count ?? 0) - (a.c.count ?? 0) || a.i - b.i)
      .slice(0, max)
      .map(({ c }) => c.value),
  );
  if (selected) kept.add(selected);
  return { shown: choices.filter((c) => kept.has(c.value)), more: true };
}
