/**
 * The visitor cookie: the anonymous session's id (src/client/visitor-session.ts makes it and
 * keeps it in localStorage), set by POST /api/session so that /api/me/... and the server know
 * whose follows, searches and lists a request is about. HttpOnly, SameSite=Lax, Path=/, and
 * `__Host-`/Secure over https, like the admin cookie (src/server/auth/cookie.ts). It lives as
 * long as an unused session is kept (VISITOR_RETENTION_DAYS).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

const VISITOR_COOKIE = "uae_visitor";

const attributes = (secure: boolean) => ({
  httpOnly: true,
  secure,
  sameSite: "Lax" as const,
  path: "/",
  ...(secure ? { prefix: "host" as const } : {}),
});

export function readVisitorCookie(c: Context, secure: boolean): string | undefined {
  return secure ? getCookie(c, VISITOR_COOKIE, "host") : getCookie(c, VISITOR_COOKIE);
}

export function writeVisitorCookie(c: Context, secure: boolean, id: string, days: number): void {
  setCookie(c, VISITOR_COOKIE, id, { ...attributes(secure), maxAge: Math.floor(days * 86_400) });
}

export function clearVisitorCookie(c: Context, secure: boolean): void {
  deleteCookie(c, VISITOR_COOKIE, attributes(secure));
}
