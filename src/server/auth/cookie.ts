/**
 * The session cookie: `__Host-` prefixed, HttpOnly, Secure, SameSite=Lax, Path=/,
 * Max-Age, no Domain (security.md). On plain-http local use (PUBLIC_ORIGIN http://...,
 * or INSECURE_COOKIES=1) browsers refuse Secure cookies, so the prefix and Secure go.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { INACTIVITY_MS } from "./session.ts";

const NAME = "uae_session";

/**
 * Whether a Cookie header may carry an admin session (unchecked: a quick look before the
 * database is asked). The secure name (`__Host-` prefixed) ends the same way.
 */
export const mayCarrySession = (cookie: string | null) => cookie?.includes(`${NAME}=`) ?? false;

export function readSessionCookie(c: Context, secure: boolean): string | undefined {
  return secure ? getCookie(c, NAME, "host") : getCookie(c, NAME);
}

const attributes = (secure: boolean) => ({
  httpOnly: true,
  secure,
  sameSite: "Lax" as const,
  path: "/",
  ...(secure ? { prefix: "host" as const } : {}),
});

export function writeSessionCookie(c: Context, secure: boolean, token: string): void {
  setCookie(c, NAME, token, { ...attributes(secure), maxAge: Math.floor(INACTIVITY_MS / 1000) });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, NAME, attributes(secure));
}
