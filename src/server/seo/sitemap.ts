/**
 * sitemap.xml: home, stores, every store and branch, catalogues, blog, every published
 * post and the static pages, each in English and Arabic with xhtml:link hreflang
 * alternates (en, ar, x-default). Everything from the database is XML-escaped.
 */
import type { Db } from "../../../db/client.ts";
import { listSitemapEntries } from "../../../db/queries/sitemap.ts";
import { localizedPath } from "../../i18n/languages.ts";
import { escapeXml } from "../../lib/escape-xml.ts";

const STATIC_PAGES = ["/", "/stores", "/catalogs", "/blog", "/about", "/contact", "/privacy", "/terms"];

function urlEntries(origin: string, path: string, lastmod?: Date): string {
  const en = origin + localizedPath("en", path);
  const ar = origin + localizedPath("ar", path);
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(ar)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
  ].join("");
  const mod = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
  return [en, ar].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${mod}${alternates}</url>`).join("\n");
}

/** The sitemap XML, how many URLs it lists and the newest change of what it lists. */
export function buildSitemap(db: Db, origin: string): { xml: string; pageCount: number; lastModified: Date | null } {
  const { stores, branches, posts } = listSitemapEntries(db);
  const seg = (s: string) => encodeURIComponent(s);
  const entries = [
    ...STATIC_PAGES.map((p) => urlEntries(origin, p)),
    ...stores.map((s) => urlEntries(origin, `/store/${seg(s.slug)}`, s.updatedAt)),
    ...branches.map((b) => urlEntries(origin, `/branch/${seg(b.storeSlug)}/${seg(b.slug)}`, b.updatedAt)),
    ...posts.map((p) => urlEntries(origin, `/blog/${seg(p.slug)}`, p.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  const times = [...stores, ...branches, ...posts].map((e) => e.updatedAt.getTime());
  return { xml, pageCount: entries.length * 2, lastModified: times.length ? new Date(Math.max(...times)) : null };
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nDisallow: /lang/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
