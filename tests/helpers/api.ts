/**
 * Calling the real app in API tests: JSON requests from this site (so the CSRF guard
 * passes), and an admin session cookie when asked for.
 */

import type { Db } from "#db/client.ts";
import { upsertAdminUser } from "#db/queries/admin-users.ts";
import { hashPassword } from "#server/auth/password.ts";

export const ORIGIN = "http://localhost:3000";

/** What the helpers need of an app: Hono's request(), or a handle that forwards to it. */
export type RequestTarget = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export type Caller = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; json: any; res: Response }>;

export function caller(app: RequestTarget, cookie?: () => string | undefined): Caller {
  return async (method, path, body, headers = {}) => {
    const init: RequestInit = {
      method,
      headers: {
        "Sec-Fetch-Site": "same-origin",
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(cookie?.() ? { Cookie: cookie() } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    };
    const res = await app.request(path, init);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json, res };
  };
}

/** Creates an admin and signs in; returns a caller that sends the session cookie. */
export async function signedInCaller(app: RequestTarget, db: Db, username = "admin", password = "correct horse") {
  upsertAdminUser(db, username, await hashPassword(password));
  const anon = caller(app);
  const login = await anon("POST", "/api/admin/login", { username, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.json)}`);
  const setCookie = login.res.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0]!;
  return { call: caller(app, () => cookie), cookie, setCookie };
}
