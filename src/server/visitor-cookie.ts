/**
 * The anonymous visitor's cookie (issue 25): the visitor session's id, so /api/me/... and the
 * personal pages (/lists) know whose lists they read, with or without JavaScript. Same
 * attributes as the admin cookie (HttpOnly, SameSite=Lax, `__Host-` and Secure over https); it
 * lives as long as an unused session is kept (VISITOR_RETENTION_DAYS) and is renewed on use.
 * The browser's tracker announces the same id (POST /api/session), so activity, lists and
 * follows are one session that "Forget me" and the daily prune delete at once.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { getDb } from "#db/client.ts";
import { ensureVisitorSession, visitorSessionExists } from "#db/queries/visitors.ts";
import { visitorSessionId } from "#schemas/tracking.ts";
import type { Config } from "./config.ts";

const NAME = "uae_visitor";

/** The well-formed id in the visitor cookie, without asking the database whether it is a session. */
export function visitorCookieId(c: Context, config: Config): string | null {
  const raw = config.secureCookies ? getCookie(c, NAME, "host") : getCookie(c, NAME);
  return raw && visitorSessionId.safeParse(raw).success ? raw : null;
}

/** The id in the visitor cookie if it names an existing session; null otherwise. */
export function readVisitor(c: Context, config: Config): string | null {
  const id = visitorCookieId(c, config);
  return id && visitorSessionExists(getDb(), id) ? id : null;
}

const attributes = (secure: boolean) => ({
  httpOnly: true,
  secure,
  sameSite: "Lax" as const,
  path: "/",
  ...(secure ? { prefix: "host" as const } : {}),
});

export function writeVisitorCookie(c: Context, config: Config, id: string): void {
  setCookie(c, NAME, id, { ...attributes(config.secureCookies), maxAge: config.visitorRetentionDays * 24 * 60 * 60 });
}

/** "Forget me": the browser drops the cookie with the session. */
export function clearVisitorCookie(c: Context, config: Config): void {
  deleteCookie(c, NAME, attributes(config.secureCookies));
}

/** 128 random bits as 22 base64url characters, like the ids browsers make (src/client/visitor-session.ts). */
const newVisitorId = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url");

/**
 * The visitor's session, made now (with its cookie) when the request has none: the first list
 * written without JavaScript starts one. `countNew` is called before a session is made (the
 * per-address limit on new sessions).
 */
export function ensureVisitor(c: Context, config: Config, countNew: () => void): string {
  const known = readVisitor(c, config);
  if (known) return known;
  countNew();
  const id = newVisitorId();
  ensureVisitorSession(getDb(), id);
  writeVisitorCookie(c, config, id);
  return id;
}
