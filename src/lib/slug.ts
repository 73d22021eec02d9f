/**
 * The spec's slug rule (section 5): lowercase, trimmed, non-word characters removed,
 * runs of spaces, underscores and hyphens become one hyphen, edge hyphens stripped.
 * Example: slugify("  Carrefour -- City_Centre! ") === "carrefour-city-centre"
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
