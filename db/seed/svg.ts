/** Generated SVG artwork for demo stores, catalogue covers and articles (works offline). */
import { escapeXml } from "#lib/escape-xml.ts";

/** A stable hue from a name, so each store keeps its colour. */
export function hueOf(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 360;
}

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}

export function storeLogoSvg(name: string): string {
  const hue = hueOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 75% 35%)"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#g)"/>
<text x="64" y="78" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="46" font-weight="800" fill="#fff">${escapeXml(initials(name))}</text>
</svg>`;
}

/** A decorative banner in the store's colours; the page prints the name itself. */
export function storeCoverSvg(name: string): string {
  const hue = hueOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 52%)"/></linearGradient>
<pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="3" fill="#fff" opacity=".12"/></pattern></defs>
<rect width="1200" height="400" fill="url(#g)"/><rect width="1200" height="400" fill="url(#p)"/>
<circle cx="1050" cy="60" r="220" fill="#fff" opacity=".08"/><circle cx="120" cy="380" r="160" fill="#fff" opacity=".06"/>
<text x="1140" y="330" text-anchor="end" font-family="Inter, Arial, sans-serif" font-size="220" font-weight="900" fill="#fff" opacity=".12">${escapeXml(initials(name))}</text>
</svg>`;
}

export function blogBannerSvg(title: string, category: string): string {
  const hue = hueOf(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 55%)"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1000" cy="120" r="260" fill="#fff" opacity=".08"/>
<text x="70" y="520" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff" opacity=".9">${escapeXml(category)}</text>
</svg>`;
}
