/**
 * Layout shift as Lighthouse counts it (CLS), read in a journey: countLayoutShifts before the
 * pages are opened, layoutShifts once the page has settled. Each new document starts from 0.
 */
import type { Page } from "@playwright/test";

/** Adds up every layout shift of each page the tab opens (read with layoutShifts). */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
