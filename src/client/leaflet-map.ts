/**
 * Draws branches on a Leaflet map (issue 26). Loaded by branch-map.tsx with a dynamic import, so
 * Leaflet's code (its own chunk) and stylesheet (copied into our assets at build time: nothing
 * from a CDN) reach only pages that show a map, and only when the operator set a tile URL.
 * Each marker is a button Leaflet puts in the tab order, named with the branch and its state;
 * Enter opens its popup with the branch page's link.
 */
import * as L from "leaflet";

export type MapPoint = { id: number; lat: number; lng: number; name: string; state: string | null; href: string };
export type MapOptions = {
  tileUrl: string;
  attribution: string;
  points: MapPoint[];
  rtl: boolean;
  labels: { zoomIn: string; zoomOut: string; closePopup: string };
};

let stylesheet: Promise<void> | undefined;

/** Leaflet's stylesheet, once per page; resolves when it applies (a map drawn before it is a jumble). */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = process.env.LEAFLET_CSS_URL ?? "";
    link.onload = () => resolve();
    link.onerror = () => reject(new Error("Leaflet's stylesheet did not load"));
    document.head.append(link);
  });
  return stylesheet;
}

/** Text as HTML (Leaflet's attribution and popups take HTML; our values are plain text). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Draws the map into `element`; returns what removes it. */
export async function drawMap(element: HTMLElement, o: MapOptions): Promise<() => void> {
  await loadStylesheet();
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false });
  // The view first: Leaflet adds layers to a map only once it has one, and the markers' elements are named below.
  const bounds = L.latLngBounds(o.points.map((p) => [p.lat, p.lng] as [number, number]));
  if (o.points.length === 1) map.setView(bounds.getCenter(), 15);
  else map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
  L.control
    .zoom({ position: o.rtl ? "topright" : "topleft", zoomInTitle: o.labels.zoomIn, zoomOutTitle: o.labels.zoomOut })
    .addTo(map);
  map.attributionControl.setPrefix(false);
  map.attributionControl.setPosition(o.rtl ? "bottomleft" : "bottomright");
  // Leaflet names its popup's close button in English: in the page's language instead.
  map.on("popupopen", (e) =>
    e.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", o.labels.closePopup),
  );
  L.tileLayer(o.tileUrl, { attribution: escapeHtml(o.attribution), maxZoom: 19 }).addTo(map);
  for (const p of o.points) {
    const label = p.state ? `${p.name}${o.rtl ? "، " : ", "}${p.state}` : p.name;
    const marker = L.marker([p.lat, p.lng], {
      icon: L.divIcon({ className: "branch-marker", iconSize: [28, 28], iconAnchor: [14, 28], popupAnchor: [0, -26] }),
      title: label,
      keyboard: true,
    })
      .bindPopup(
        // The map is drawn left to right; its popups read in the page's direction.
        `<div dir="${o.rtl ? "rtl" : "ltr"}"><a href="${escapeHtml(p.href)}">${escapeHtml(p.name)}</a>${p.state ? `<br>${escapeHtml(p.state)}` : ""}</div>`,
      )
      .addTo(map);
    const icon = marker.getElement();
    icon?.setAttribute("aria-label", label);
    icon?.setAttribute("data-testid", "map-marker");
  }
  return () => map.remove();
}
