/**
 * Atom feeds (RFC 4287) for reader apps (issue 25): what a shopper can follow without the site,
 * by URL alone: /feeds/store/{slug}, /feeds/category/{slug of a catalogue category},
 * /feeds/emirate/{slug} (live catalogues, newest first) and /feeds/search?q=&emirate=&category=&store=
 * (the offers a saved search finds). The language is the URL's, as for pages: /ar/feeds/... is
 * Arabic, with Arabic titles and /ar links. The same for everyone, so cached like a page.
 */
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { catalogsUpdatedAt, type FeedFilter, feedCatalogs } from "#db/queries/feeds.ts";
import { searchOffers } from "#db/queries/offer-search.ts";
import { findStoreBySlug } from "#db/queries/stores.ts";
import { type Lang, localizedPath, splitLangPrefix } from "#i18n/languages.ts";
import { getT } from "#i18n/server.ts";
import { dubaiToday } from "#lib/dates.ts";
import { isEmirateSlug } from "#lib/emirates.ts";
import { escapeXml } from "#lib/escape-xml.ts";
import { localized } from "#lib/localized.ts";
import { amountText } from "#lib/offer-text.ts";
import { slugify } from "#lib/slug.ts";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";
import { savedSearchInput } from "#schemas/me.ts";
import type { Config } from "./config.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./pages.ts";

/** Entries a feed holds: a reader app needs the newest, not the archive. */
const ENTRIES = 50;

type Entry = { id: string; title: string; updated: Date; link: string; summary?: string };
type Feed = { title: string; self: string; alternate: string; entries: Entry[] };

/** The catalogue category whose slug is `slug` ("food-beverages" is "Food & Beverages"). */
const categoryOfSlug = (slug: string) => CATALOG_CATEGORIES.find((c) => slugify(c) === slug);

function atom(feed: Feed, lang: Lang): string {
  const updated = new Date(Math.max(0, ...feed.entries.map((e) => e.updated.getTime())));
  const x = escapeXml;
  const entries = feed.entries.map(
    (e) =>
      `<entry><id>${x(e.id)}</id><title>${x(e.title)}</title><updated>${e.updated.toISOString()}</updated>` +
      `<link rel="alternate" type="text/html" href="${x(e.link)}"/>${e.summary ? `<summary>${x(e.summary)}</summary>` : ""}</entry>`,
  );
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">` +
    `<id>${x(feed.self)}</id><title>${x(feed.title)}</title><updated>${updated.toISOString()}</updated>` +
    `<link rel="self" type="application/atom+xml" href="${x(feed.self)}"/>` +
    `<link rel="alternate" type="text/html" href="${x(feed.alternate)}"/>` +
    `<author><name>${x(getT(lang)("site.name"))}</name></author>${entries.join("")}</feed>\n`
  );
}

function catalogFeed(config: Config, lang: Lang, f: FeedFilter, title: string, alternate: string, self: string): Feed {
  const t = getT(lang);
  const page = (path: string) => config.publicOrigin + localizedPath(lang, path);
  const entries = feedCatalogs(getDb(), f, dubaiToday(), ENTRIES).map((c) => {
    const name = localized(lang, c.title, c.titleAr).text;
    const store = localized(lang, c.storeName, c.storeNameAr).text;
    const link = page(`/catalogs/${c.id}/page/1`);
    const summary = localized(lang, c.description ?? "", c.descriptionAr).text;
    return {
      id: link,
      title: t("feeds.catalog", { title: name, store, interpolation: { escapeValue: false } }),
      updated: c.updatedAt,
      link,
      summary: [summary, c.expiryDate ? t("feeds.validUntil", { date: c.expiryDate }) : ""].filter(Boolean).join(" "),
    };
  });
  return { title, self, alternate: page(alternate), entries };
}

function searchFeed(config: Config, lang: Lang, query: URLSearchParams, self: string): Feed | null {
  const parsed = savedSearchInput.safeParse(Object.fromEntries(query));
  if (!parsed.success) return null;
  const s = parsed.data;
  const t = getT(lang);
  const page = (path: string) => config.publicOrigin + localizedPath(lang, path);
  const found = searchOffers(getDb(), { ...s, query: s.q, today: dubaiToday() }, "relevance", 1, ENTRIES).data;
  const updated = catalogsUpdatedAt(getDb(), [...new Set(found.map((o) => o.catalogId))]);
  const entries = found.map((o) => {
    const link = page(`/catalogs/${o.catalogId}/page/${o.page}?offer=${o.id}`);
    const name = localized(lang, o.name ?? "", o.nameAr).text;
    const store = localized(lang, o.store.name, o.store.nameAr).text;
    return {
      id: link,
      title: t("feeds.offer", { name, store, price: amountText(o.price), interpolation: { escapeValue: false } }),
      updated: updated.get(o.catalogId) ?? new Date(0),
      link,
      summary: o.validUntil ? t("feeds.validUntil", { date: o.validUntil }) : undefined,
    };
  });
  const title = t("feeds.search", { query: s.q, interpolation: { escapeValue: false } });
  return { title, self, alternate: page(`/search?${query}`), entries };
}

const notFound = (c: Context, status: 400 | 404, text: string) =>
  c.text(text, status, { "Cache-Control": "private, no-store" });

export function feedHandler(config: Config) {
  return (c: Context) => {
    const url = new URL(c.req.url);
    const { lang, path } = splitLangPrefix(url.pathname);
    const self = config.publicOrigin + url.pathname + url.search;
    const [, , kind, slug, ...rest] = path.split("/");
    const t = getT(lang);
    let feed: Feed | null = null;
    if (kind === "search" && slug === undefined) {
      feed = searchFeed(config, lang, url.searchParams, self);
      if (!feed) return notFound(c, 400, "A search feed needs q (the words) and known filters.");
    } else if (slug && rest.length === 0 && kind === "store") {
      const store = findStoreBySlug(getDb(), slug);
      if (store) {
        const name = localized(lang, store.name, store.nameAr).text;
        feed = catalogFeed(
          config,
          lang,
          { store: slug },
          t("feeds.store", { name, interpolation: { escapeValue: false } }),
          `/store/${slug}`,
          self,
        );
      }
    } else if (slug && rest.length === 0 && kind === "category") {
      const category = categoryOfSlug(slug);
      if (category) {
        const name = t(`catalog.categories.${category}`, { defaultValue: category });
        const alternate = `/catalogs?category=${encodeURIComponent(category)}`;
        feed = catalogFeed(
          config,
          lang,
          { category },
          t("feeds.category", { name, interpolation: { escapeValue: false } }),
          alternate,
          self,
        );
      }
    } else if (slug && rest.length === 0 && kind === "emirate" && isEmirateSlug(slug)) {
      const name = t(`emirate.${slug}`);
      feed = catalogFeed(
        config,
        lang,
        { emirate: slug },
        t("feeds.emirate", { name, interpolation: { escapeValue: false } }),
        `/catalogs?emirate=${slug}`,
        self,
      );
    }
    if (!feed) return notFound(c, 404, "No such feed.");
    return c.body(atom(feed, lang), 200, {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
      Vary: "Accept-Encoding",
    });
  };
}
