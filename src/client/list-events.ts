/** What the header's list count (./lists-link.tsx) and the code that changes lists share: a mark and an event. */

/** Set once this browser keeps a list: the header asks for its count only then. */
export const HAS_LISTS_KEY = "uae-deals-has-lists";
/** Dispatched on window after a change, with the number of items still to buy. */
export const LISTS_CHANGED = "uae-deals:lists-changed";

/** Marks this browser as keeping lists and tells the header how many items are still to buy. */
export function listsChanged(openItems: number): void {
  try {
    localStorage.setItem(HAS_LISTS_KEY, "1");
  } catch {
    // Storage blocked: the header shows no count, the lists still work.
  }
  window.dispatchEvent(new CustomEvent(LISTS_CHANGED, { detail: openItems }));
}
