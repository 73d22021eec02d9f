/**
 * Public page handler: language redirect, full-page cache, then the RSC pipeline.
 */
import type { Context } from "hono";
import { getDb } from "../../db/client.ts";
import { dataVersion } from "../../db/queries/database.ts";
import { type Lang, localizedPath, splitLangPrefix } from "../i18n/languages.ts";
import type { PageContext } from "../lib/page-context.ts";
import { buildOutput } from "./build-output.ts";
import type { Config } from "./config.ts";
import { isDevMode } from "./dev-reload.ts";
import { emirateRedirect, listsByEmirate } from "./emirate-choice.ts";
import { rememberDetectedLanguage, wantsArabic } from "./language.ts";
import { loadLayoutData } from "./layout-data.ts";
import { type CachedPage, getCachedPage, noteDataVersion, setCachedPage } from "./page-cache.ts";
import { pageMatcher } from "./page-match.ts";
import { renderPage } from "./render.tsx";
import { redirectLocal } from "./safe-redirect.ts";
import type { PageTable } from "./site.ts";

function firstValues(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of params) if (!(k in query)) query[k] = v;
  return query;
}

/** The query without empty values ("?a=&b=1" -> "?b=1"), or null when nothing is empty. */
function withoutEmptyParams(params: URLSearchParams): string | null {
  if (![...params.values()].some((v) => v === "")) return null;
  const kept = new URLSearchParams([...params].filter(([, v]) => v !== ""));
  const search = kept.toString();
  return search ? `?${search}` : "";
}

function respond(c: Context, page: CachedPage, vary: boolean): Response {
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: page.etag,
    Vary: vary ? "Accept-Encoding, Cookie, Accept-Language" : "Accept-Encoding",
  };
  if (page.status === 200 && c.req.header("If-None-Match") === page.etag) {
    return new Response(null, { status: 304, headers });
  }
  if (/\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "")) {
    return new Response(page.gzip, { status: page.status, headers: { ...headers, "Content-Encoding": "gzip" } });
  }
  return new Response(Bun.gunzipSync(page.gzip), { status: page.status, headers });
}

export function pageHandler(config: Config, table: PageTable) {
  const matchPage = pageMatcher(table);
  return async (c: Context) => {
    const url = new URL(c.req.url);
    const { lang, path } = splitLangPrefix(url.pathname);
    // GET forms submit empty fields ("?search=&emirate="); answer with the clean URL so
    // shared links stay short and one page has one cache entry.
    const cleaned = withoutEmptyParams(url.searchParams);
    if (cleaned !== null) return redirectLocal(c, url.pathname + cleaned, 302);
    if (lang === "en" && wantsArabic(c, config.publicOrigin)) {
      rememberDetectedLanguage(c, "ar", config);
      return redirectLocal(c, localizedPath("ar", path) + url.search, 302);
    }
    // The remembered emirate decides only where to go, never what a URL's page says.
    const toEmirate = emirateRedirect(c, path, url);
    if (toEmirate !== null) {
      c.header("Cache-Control", "private, no-store");
      c.header("Vary", "Cookie");
      return redirectLocal(c, toEmirate, 302);
    }
    const vary = lang === "en" || listsByEmirate(path);
    const key = url.pathname + url.search;
    noteDataVersion(dataVersion(getDb()));
    const cached = getCachedPage(key);
    if (cached) return respond(c, cached, vary);

    const rendered = await renderPublicPage(config, table, matchPage, {
      lang,
      path,
      query: firstValues(url.searchParams),
    });
    // A page may answer with a redirect instead (a page number past the end); redirects skip the cache.
    if (rendered.location) return redirectLocal(c, rendered.location, 302);
    const entry = setCachedPage(key, rendered.html, rendered.status);
    return respond(c, entry, vary);
  };
}

type PageRequest = { lang: Lang; path: string; query: Record<string, string>; status?: number };

async function renderPublicPage(
  config: Config,
  table: PageTable,
  matchPage: ReturnType<typeof pageMatcher>,
  req: PageRequest,
) {
  const { page, params } = matchPage(req.path);
  const ctx: PageContext = {
    lang: req.lang,
    path: req.path,
    query: req.query,
    params,
    origin: config.publicOrigin,
    twitterSite: config.twitterSite,
    assets: { css: (await buildOutput()).cssUrl },
    layout: loadLayoutData(getDb()),
    dev: isDevMode(),
    response: { status: req.status ?? (page === table.notFound ? 404 : 200) },
  };
  return renderPage(page, ctx);
}

/** A public page rendered for one answer and never cached (e.g. the no-JS contact form's 400 page). */
export type PageResponder = (c: Context, req: PageRequest) => Promise<Response>;

export function pageResponder(config: Config, table: PageTable): PageResponder {
  const matchPage = pageMatcher(table);
  return async (c, req) => {
    const rendered = await renderPublicPage(config, table, matchPage, req);
    return c.html(rendered.html, rendered.status as 400, { "Cache-Control": "no-store" });
  };
}
