/**
 * sitemap.xml: home, stores, every store and branch, catalogues, blog, every published
 * post, every page of a live processed catalogue (an expired one's pages answer 410) and the
 * static pages, each in the languages it exists in (both, but a post only in those it is
 * published in) with xhtml:link hreflang alternates naming only those (and x-default).
 * Everything from the database is XML-escaped.
 */
import type { Db } from "#db/client.ts";
import { listLivePageUrls } from "#db/queries/catalog-pages.ts";
import { listSitemapEntries } from "#db/queries/sitemap.ts";
import { type Lang, localizedPath } from "#i18n/languages.ts";
import { dubaiToday } from "#lib/dates.ts";
import { escapeXml } from "#lib/escape-xml.ts";
import { postVersions } from "#lib/post-languages.ts";

const STATIC_PAGES = ["/", "/stores", "/catalogs", "/blog", "/about", "/contact", "/privacy", "/terms"];

const BOTH: readonly Lang[] = ["en", "ar"];

/** One listed URL: its <url> element and when what it shows last changed (none for static pages). */
export type SitemapUrl = { xml: string; time: number | null };

/** One <url> per language version of `path`, each naming all of them as alternates. */
function urlEntries(origin: string, path: string, lastmod?: Date, versions: readonly Lang[] = BOTH): SitemapUrl[] {
  const url = (lang: Lang) => origin + localizedPath(lang, path);
  const fallback = versions.includes("en") ? "en" : versions[0]!;
  const alternates = [
    ...versions.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url(lang))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(fallback))}"/>`,
  ].join("");
  const mod = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
  const time = lastmod ? lastmod.getTime() : null;
  return versions.map((lang) => ({ xml: `<url><loc>${escapeXml(url(lang))}</loc>${mod}${alternates}</url>`, time }));
}

/** Every URL the sitemap lists, in a stable order (static pages, stores, branches, posts, catalogue pages). */
export function sitemapUrls(db: Db, origin: string): SitemapUrl[] {
  const { stores, branches, posts } = listSitemapEntries(db);
  const catalogPages = listLivePageUrls(db, dubaiToday());
  const seg = (s: string) => encodeURIComponent(s);
  return [
    ...STATIC_PAGES.flatMap((p) => urlEntries(origin, p)),
    ...stores.flatMap((s) => urlEntries(origin, `/store/${seg(s.slug)}`, s.updatedAt)),
    ...branches.flatMap((b) => urlEntries(origin, `/branch/${seg(b.storeSlug)}/${seg(b.slug)}`, b.updatedAt)),
    ...posts.flatMap((p) => urlEntries(origin, `/blog/${seg(p.slug)}`, p.updatedAt, postVersions(p.languages))),
    ...catalogPages.flatMap((p) => urlEntries(origin, `/catalogs/${p.catalogId}/page/${p.page}`, p.updatedAt)),
  ];
}

/** A <urlset> of `urls`. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.map((u) => u.xml).join("\n")}
</urlset>
`;
}

/** A <sitemapindex> naming each file's address and its newest change. */
export function sitemapIndexXml(files: readonly { loc: string; lastModified: Date | null }[]): string {
  const items = files.map(
    (f) =>
      `<sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastModified ? `<lastmod>${f.lastModified.toISOString()}</lastmod>` : ""}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${items.join("\n")}
</sitemapindex>
`;
}

/** The newest change among `urls`, if any has one. */
export function newestChange(urls: readonly SitemapUrl[]): Date | null {
  let newest: number | null = null;
  for (const u of urls) if (u.time !== null && (newest === null || u.time > newest)) newest = u.time;
  return newest === null ? null : new Date(newest);
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nDisallow: /lang/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
