/**
 * At most `max` page renders at once; the others wait their turn. A render is CPU work on the
 * one JavaScript thread, so more at once finish no sooner: they only hold more memory at the
 * same time (each its queries' rows, React trees and HTML), which is what bounds server memory
 * under a burst of uncached pages.
 */
export function renderSlots(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // its slot is handed over below
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
