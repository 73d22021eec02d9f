/**
 * schema.org JSON-LD for store, branch, catalogue, article and home pages (spec sections
 * 2, 5 and 9). Each builder returns null, after the spec's console warning, when a
 * required field is missing or empty; opening hours are 09:00-21:00 every day (a branch with
 * structured hours gives its own week), country AE.
 * Names and descriptions come in the page's language; `inLanguage` says which (BCP 47, "en"/"ar").
 */
import { type Lang, localizedPath } from "#i18n/languages.ts";
import type { HoursDay } from "./hours/week-day.ts";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const HOURS = [{ "@type": "OpeningHoursSpecification", dayOfWeek: DAYS, opens: "09:00", closes: "21:00" }];

type Json = Record<string, unknown>;
const present = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== "";

function require(kind: string, fields: Record<string, unknown>, warn: (m: string) => void): boolean {
  if (Object.values(fields).every(present)) return true;
  warn(`Missing required ${kind} fields for schema`);
  return false;
}

/** Drops null/undefined/"" values so the output carries only what is known. */
function clean(o: Json): Json {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => present(v) || (typeof v === "object" && v !== null)));
}

export function storeSchema(
  s: {
    name: string;
    logo: string | null;
    description: string | null;
    image?: string | null;
    phone?: string | null;
    email?: string | null;
    website?: string | null;
    url: string;
    emirate?: string | null;
    inLanguage?: string;
  },
  warn = console.warn,
): Json | null {
  if (!require("store", { name: s.name, logo: s.logo, description: s.description }, warn)) return null;
  return clean({
    "@context": "https://schema.org",
    "@type": "Store",
    inLanguage: s.inLanguage,
    name: s.name,
    logo: s.logo,
    image: s.image ?? s.logo,
    description: s.description,
    telephone: s.phone,
    email: s.email,
    url: s.url,
    sameAs: s.website,
    address: clean({ "@type": "PostalAddress", addressRegion: s.emirate, addressCountry: "AE" }),
    openingHoursSpecification: HOURS,
  });
}

export function branchSchema(
  b: {
    name: string;
    store: string | null;
    emirate: string | null;
    address: string | null;
    phone?: string | null;
    latitude?: string | null;
    longitude?: string | null;
    /** The store's image, absolute. */
    image?: string | null;
    url: string;
    inLanguage?: string;
    /** The branch's own week (issue 26: structured hours), in place of the spec's 09:00-21:00. */
    week?: HoursDay[] | null;
  },
  warn = console.warn,
): Json | null {
  if (!require("branch", { store: b.store, emirate: b.emirate, address: b.address }, warn)) return null;
  return clean({
    "@context": "https://schema.org",
    "@type": "Store",
    inLanguage: b.inLanguage,
    name: b.name,
    branchOf: { "@type": "Organization", name: b.store },
    image: b.image,
    url: b.url,
    telephone: b.phone,
    address: { "@type": "PostalAddress", streetAddress: b.address, addressRegion: b.emirate, addressCountry: "AE" },
    ...(present(b.latitude) && present(b.longitude)
      ? { geo: { "@type": "GeoCoordinates", latitude: Number(b.latitude), longitude: Number(b.longitude) } }
      : {}),
    openingHoursSpecification: b.week ? weekHours(b.week) : HOURS,
  });
}

/** A week's opening intervals as schema.org specifications, one per day and interval (closed days left out). */
function weekHours(week: HoursDay[]): Json[] {
  return week.flatMap((d) =>
    (d.allDay ? [{ from: "00:00", to: "23:59" }] : d.intervals).map((i) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: DAYS[d.weekday],
      opens: i.from,
      closes: i.to === "24:00" ? "23:59" : i.to,
    })),
  );
}

export function catalogSchema(
  c: {
    title: string;
    store: string | null;
    pages?: number | null;
    validFrom?: string | null;
    validThrough?: string | null;
    url: string;
  },
  warn = console.warn,
): Json | null {
  if (!require("catalog", { title: c.title, store: c.store }, warn)) return null;
  return clean({
    "@type": "OfferCatalog",
    name: c.title,
    url: c.url,
    numberOfItems: c.pages,
    offeredBy: { "@type": "Organization", name: c.store },
    validFrom: c.validFrom,
    validThrough: c.validThrough,
  });
}

export function blogSchema(
  p: {
    title: string;
    author: string | null;
    publishedAt: string | null;
    updatedAt?: string | null;
    featuredImage?: string | null;
    excerpt?: string | null;
    url: string;
    siteName: string;
    inLanguage?: string;
  },
  warn = console.warn,
): Json | null {
  if (!require("blog", { title: p.title, author: p.author, publishedAt: p.publishedAt }, warn)) return null;
  return clean({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    inLanguage: p.inLanguage,
    headline: p.title,
    author: { "@type": "Person", name: p.author },
    datePublished: p.publishedAt,
    dateModified: p.updatedAt ?? p.publishedAt,
    image: p.featuredImage,
    description: p.excerpt,
    url: p.url,
    publisher: { "@type": "Organization", name: p.siteName },
  });
}

/** The home page: the site, with a search action that lands on /stores?search=. */
export function homeSchema(origin: string, siteName: string, inLanguage: Lang = "en"): Json {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    inLanguage,
    name: siteName,
    url: origin + localizedPath(inLanguage, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}${localizedPath(inLanguage, "/stores")}?search={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

/** JSON for a <script type="application/ld+json"> block: `<` escaped so it cannot close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A catalogue page's own URL: the page, its image, and the catalogue it belongs to (offered by the store). */
export function catalogPageSchema(
  p: {
    name: string;
    title: string;
    store: string | null;
    storeUrl: string;
    page: number;
    pageCount: number;
    image: string;
    width: number;
    height: number;
    url: string;
    validFrom?: string | null;
    validThrough?: string | null;
    inLanguage?: string;
  },
  warn = console.warn,
): Json | null {
  if (!require("catalog", { title: p.title, store: p.store }, warn)) return null;
  return clean({
    "@context": "https://schema.org",
    "@type": "WebPage",
    inLanguage: p.inLanguage,
    name: p.name,
    url: p.url,
    primaryImageOfPage: {
      "@type": "ImageObject",
      contentUrl: p.image,
      url: p.image,
      width: p.width,
      height: p.height,
      caption: p.name,
    },
    isPartOf: clean({
      "@type": "OfferCatalog",
      name: p.title,
      numberOfItems: p.pageCount,
      offeredBy: { "@type": "Organization", name: p.store, url: p.storeUrl },
      validFrom: p.validFrom,
      validThrough: p.validThrough,
    }),
  });
}
