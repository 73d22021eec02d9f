/**
 * The way in for every request: security headers, health, static files, the API and the
 * server-rendered pages. The URLs themselves come from routes/ (the `site`); how a
 * request reaches them is wired here, once, for the binary (Bun.serve) and the tests alike.
 */

import { join } from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getDb } from "#db/client.ts";
import { pingDatabase } from "#db/queries/database.ts";
import { logRequestError } from "#lib/log.ts";
import { adminPageHandler } from "./admin-pages.ts";
import { apiErrorResponse } from "./api/errors.ts";
import { JSON_BODY_LIMIT } from "./api/request-guard.ts";
import type { Config } from "./config.ts";
import { contactFormHandler } from "./contact-post.ts";
import { isDevMode, mountDevReload } from "./dev-reload.ts";
import { emirateChoiceHandler } from "./emirate-choice.ts";
import { errorPage } from "./error-page.ts";
import { feedHandler } from "./feeds.ts";
import { languageChoiceHandler } from "./language.ts";
import { linkPreviewHandler } from "./link-preview/handler.ts";
import { listFormHandler } from "./list-forms.ts";
import { madeImages } from "./made-images.ts";
import { mediaHandler } from "./media-route.ts";
import { metricsHandler } from "./metrics.ts";
import { countRequests } from "./metrics-counters.ts";
import { offerCropHandler } from "./offer-crop.ts";
import { cachedPageFastPath, pageHandler, pageResponder } from "./pages.ts";
import { personalPageHandler } from "./personal-pages.ts";
import { badRequestTarget } from "./request-target.ts";
import { securityHeaders } from "./security-headers.ts";
import { robotsTxt } from "./seo/sitemap.ts";
import { sitemapHandlers } from "./seo/sitemap-answer.ts";
import type { Site } from "./site.ts";
import { serveEmbedded } from "./static-files.ts";
import { storeLatestHandler } from "./store-latest.ts";
import { trailingSlashRedirect } from "./trailing-slash.ts";
import { workerIdentity } from "./worker-identity.ts";

/** Server-Timing of an answer from the page cache (a standard header browsers' tools show). */
const CACHE_HIT_TIMING = "cache;desc=hit";

/** What serves requests: `fetch` for Bun.serve, `request` for a path on this origin (tests, like Hono's). */
export type ServerApp = {
  fetch(req: Request, server?: unknown): Response | Promise<Response>;
  request(path: string, init?: RequestInit): Promise<Response>;
};

export function createServerApp(config: Config, site: Site): ServerApp {
  const app = new Hono();
  app.use(securityHeaders({ https: config.publicOrigin.startsWith("https://"), tileOrigin: config.map?.origin }));
  app.use(trailingSlashRedirect());

  app.get(site.endpoints.health, (c) => {
    try {
      pingDatabase(getDb());
      // Which process answered, when several share the port (each answer is one process's).
      const worker = workerIdentity();
      return c.json(worker ? { ok: true, worker: worker.index } : { ok: true });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });

  app.get(site.endpoints.metrics, metricsHandler(config));

  if (isDevMode()) mountDevReload(app);

  const madeImage = madeImages(config, site.limits.rendersPerIp);
  app.get(site.endpoints.offerCrop, offerCropHandler(config, madeImage));
  app.get(site.endpoints.linkPreview, linkPreviewHandler(config, madeImage));
  const mediaDir = join(config.dataDir, "media");
  const mediaPrefix = site.endpoints.media.replace(/\*$/, "");
  app.get(site.endpoints.media, mediaHandler(config, mediaDir, mediaPrefix));

  app.route(site.endpoints.api, site.api);

  // Built once per content change, kept plain and gzipped (src/server/seo/sitemap-files.ts).
  const sitemap = sitemapHandlers(config, site.limits.largeAnswersPerIp);
  app.get(site.endpoints.sitemap, sitemap.index);
  app.get(site.endpoints.sitemapFiles, sitemap.file);
  app.get(site.endpoints.robots, (c) =>
    c.text(robotsTxt(config.publicOrigin), 200, { "Cache-Control": "public, max-age=3600" }),
  );

  // The language switcher's link: sets the `lang` cookie, then redirects to the page's twin.
  app.get(site.endpoints.language, languageChoiceHandler(config));

  // The no-JavaScript contact form: small bodies only, like the JSON API.
  const contactPost = contactFormHandler(config, pageResponder(config, site.pages), site.limits.contactPerIp);
  const formLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => c.text("The message is too large", 413) });
  for (const path of site.endpoints.contactForm) app.post(path, formLimit, contactPost);

  // The list page's forms without JavaScript (src/server/list-forms.ts).
  const listPost = listFormHandler(config, site.limits);
  for (const path of site.endpoints.listsForm) app.post(path, formLimit, listPost);

  // The header's emirate selector (src/server/emirate-choice.ts).
  app.get(site.endpoints.emirate, emirateChoiceHandler(config));
  const feeds = feedHandler(config);
  for (const path of site.endpoints.feeds) app.get(path, feeds);
  for (const path of site.endpoints.storeLatest) app.get(path, storeLatestHandler);

  app.on(["GET", "HEAD"], "*", async (c, next) => (await serveEmbedded(c, c.req.path)) ?? next());
  const admin = adminPageHandler(config, site.admin);
  app.on(["GET", "HEAD"], "*", async (c, next) => (admin.matches(c.req.path) ? admin.handle(c) : next()));
  // The admin's password forms say method="post" so that one sent before its script ran (a slow
  // connection) keeps the password out of the address; such a post is answered with the form again.
  app.post("*", async (c, next) => (admin.matches(c.req.path) ? c.redirect(c.req.path, 303) : next()));
  const personal = personalPageHandler(config, site.personal);
  app.on(["GET", "HEAD"], "*", async (c, next) => (personal.matches(c.req.path) ? personal.handle(c) : next()));
  app.on(["GET", "HEAD"], "*", pageHandler(config, site.pages, site.limits.rendersPerIp));

  app.onError((error, c) => {
    if (c.req.path.startsWith(`${site.endpoints.api}/`)) return apiErrorResponse(error, c);
    logRequestError("app", error, { path: c.req.path });
    return c.html(errorPage(c.req.path.startsWith("/ar") ? "ar" : "en", c.req.url), 500);
  });

  // Cached public pages are answered before Hono routes the request (src/server/pages.ts):
  // the same answer as through the routes above, without their per-request work.
  const cached = cachedPageFastPath(config);
  // Marked, so a client measuring the site (the benchmark's shopper mix) tells cached answers from
  // renders: a header on a Response of its own (the cached Headers are copied into it), no more.
  const fromCache = (req: Request): Response | null => {
    const res = cached(req);
    res?.headers.set("Server-Timing", CACHE_HIT_TIMING);
    return res;
  };
  // Every answer counted for GET /metrics; a request with no usable Host is answered 400
  // before anything reads its url.
  const fetch = countRequests(
    { ...site.endpoints, admin: site.admin.root, media: mediaPrefix },
    (req, server) => badRequestTarget(req, site.endpoints.api) ?? fromCache(req) ?? app.fetch(req, server),
  );
  return {
    fetch,
    // As Hono's app.request: a path is appended to the origin as it is ("//evil.com/" stays a path).
    request: async (path, init) =>
      fetch(
        new Request(
          /^https?:\/\//.test(path) ? path : `http://localhost${path.startsWith("/") ? "" : "/"}${path}`,
          init,
        ),
      ),
  };
}
