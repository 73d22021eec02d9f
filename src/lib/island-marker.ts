/**
 * How the HTML marks an island (a client component a server component renders) so the browser
 * hydrates it alone (issue 28): the island sits in an element of its own, numbered, that takes
 * no box (`display: contents`), so the layout is the same as without it. The server writes it
 * (src/server/island-root.ts); the bootstrap finds it in the Flight tree and in the document
 * (src/client/island-walk.ts) and hydrates the island into it.
 */
export const ISLAND_TAG = "uae-island";

/** The marker's attribute holding its number, unique in the page. */
export const ISLAND_ID = "data-i";

/**
 * Client components that only hand their children a context and add no element of their own:
 * they are not islands (no marker, never hydrated on their own) but are put back around every
 * island below them, so a provider around the whole body does not make the body one island.
 */
export const AMBIENT_PROVIDERS: ReadonlySet<string> = new Set(["I18nProvider", "AdminI18nProvider"]);

/**
 * On <html>: hydrate the whole document as one root (admin pages, whose client components call
 * useId: its ids follow the position in the root, so an island hydrated alone would get others).
 */
export const WHOLE_DOCUMENT = "data-hydrate-document";
