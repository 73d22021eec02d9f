/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms); returns the cancel.
 * For work a page needs soon but not in the task that hydrates it: what reads cookies or
 * localStorage (a synchronous trip to the browser process) would lengthen that task, which a
 * phone spends blocked.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
