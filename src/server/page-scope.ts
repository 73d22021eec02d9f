/**
 * Which changes leave a cached page as it was rendered (issue 28 item 1: "a change refreshes only
 * the pages that could show it"). A page says what it shows of stores while it renders
 * (PageContext.response): `store`, the one store whose page it is; or `shows`, the stores whose
 * own details it shows, on a page of no one store whose list those details do not choose. Pages
 * that say neither are stale after any change, as before.
 */
import type { ScopedChanges } from "#db/content-clock.ts";

export type PageScope = {
  /** The store whose page it is (store, branch, catalogue page): only its own changes show on it. */
  store?: number;
  /**
   * On a page of no one store: the stores whose own details it shows (their cards). A change to
   * other stores' own details alone leaves it as it is; a branch's change does not (an emirate's
   * list may now show that store), nor anything else.
   */
  shows?: readonly number[];
};

/** Whether a page of `scope` made before `changes` still shows what is current after them. */
export function unchangedBy(scope: PageScope, changes: ScopedChanges): boolean {
  if (scope.store !== undefined) return changes.stores !== null && !changes.stores.has(scope.store);
  const { own } = changes;
  if (scope.shows !== undefined) return own !== null && !scope.shows.some((id) => own.has(id));
  return false;
}

/** Whether any change could leave a page of `scope` fresh: for one that says nothing, none is looked up. */
export const isScoped = (scope: PageScope) => scope.store !== undefined || scope.shows !== undefined;

/** The scope's part worth keeping (no undefined fields), for a cached page or a render's answer. */
export function pageScope(store: number | undefined, shows: readonly number[] | undefined): PageScope {
  return { ...(store === undefined ? {} : { store }), ...(shows === undefined ? {} : { shows }) };
}

/** `shows` as a column of the pages kept on disk (page-store.ts): ids joined by commas, "" for none. */
export const showsToText = (shows: readonly number[] | undefined): string | null => shows?.join(",") ?? null;

export const showsFromText = (text: string | null): number[] | undefined =>
  text === null ? undefined : text === "" ? [] : text.split(",").map(Number);
