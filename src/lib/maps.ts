/** Key-free map links and embeds (OpenStreetMap embed, Google Maps links). */

export type Place = { latitude: string | null; longitude: string | null; address: string };

function coords(p: Place): { lat: number; lon: number } | null {
  const lat = Number(p.latitude);
  const lon = Number(p.longitude);
  return p.latitude && p.longitude && Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
}

/** Directions in Google Maps to the coordinates, or to the address when there are none. */
export function directionsUrl(p: Place): string {
  const c = coords(p);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(c ? `${c.lat},${c.lon}` : p.address)}`;
}

/** The place in Google Maps (the fallback when there is no embedded map). */
export function searchUrl(p: Place): string {
  const c = coords(p);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(c ? `${c.lat},${c.lon}` : p.address)}`;
}

/** An OpenStreetMap embed centred on the coordinates with a marker, or null without them. */
export function embedUrl(p: Place): string | null {
  const c = coords(p);
  if (!c) return null;
  const d = 0.006;
  const bbox = [c.lon - d, c.lat - d, c.lon + d, c.lat + d].map((n) => n.toFixed(6)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${c.lat.toFixed(6)},${c.lon.toFixed(6)}`;
}
