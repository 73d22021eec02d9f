/**
 * The browser's position, asked only when the shopper presses a "near me" button (issue 26), and
 * kept here: nothing sends it anywhere. Null when refused, unavailable or too slow.
 */
import type { Point } from "#lib/nearest.ts";

export function locate(): Promise<Point | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  });
}
