/**
 * `fn` called at most once per `ms`: the first call runs at once, calls inside the window
 * are folded into one run at its end, so the last call is never lost. Used where a burst
 * of events (catalogues becoming ready one after another) needs one reaction, not one each.
 */
export function throttle(fn: () => void, ms: number): () => void {
  let windowEnds = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const now = Date.now();
    if (pending) return;
    if (now >= windowEnds) {
      windowEnds = now + ms;
      fn();
      return;
    }
    pending = setTimeout(() => {
      pending = undefined;
      windowEnds = Date.now() + ms;
      fn();
    }, windowEnds - now);
    // A pending run must not keep a stopping process alive.
    pending.unref?.();
  };
}
