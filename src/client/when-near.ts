/**
 * Runs `task` once `element` comes within `margin` of the screen (at once where the browser has
 * no IntersectionObserver); returns the cancel. For what a page shows only where the shopper
 * scrolls to: a branch's map frame on a phone sits under its details.
 */
export function whenNear(element: Element, task: () => void, margin = "100px"): () => void {
  if (typeof IntersectionObserver !== "function") {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
