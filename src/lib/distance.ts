/** Distances on the Earth's surface, for "branches near me" (issue 26). Browser-safe. */

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance in km between two points (haversine), good to a few metres at city scale.
 * Example: distanceKm(25.1972, 55.2744, 25.2048, 55.2708) ≈ 0.92 (Burj Khalifa to Dubai Mall's north end)
 */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
