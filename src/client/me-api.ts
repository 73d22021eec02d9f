/**
 * Calls to /api/me/... (what this visitor keeps: follows, saved searches) from the islands
 * that show them. The server knows the visitor by the cookie POST /api/session sets; a 401
 * (no cookie yet, or a session it no longer has) is answered by announcing the session kept in
 * localStorage once and asking again. Reads never create a session: a browser without one
 * follows nothing, and is not given one just for looking.
 */
import { announceSession, session, storedSession } from "./visitor-session.ts";

const JSON_HEADERS = { "Content-Type": "application/json" };

/**
 * The answer, read to its end: callers often look only at `ok`, and an answer whose body is never
 * read stays open in the browser, so the page never goes quiet (Lighthouse waited 45 s on My deals).
 */
async function settled(res: Response): Promise<Response> {
  const body = await res.text();
  // A 204 may carry no body at all, not even an empty one.
  return new Response(body === "" ? null : body, {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}

async function call(path: string, init: RequestInit, id: string): Promise<Response> {
  const res = await settled(await fetch(`/api/me${path}`, { ...init, credentials: "same-origin" }));
  if (res.status !== 401 || !(await announceSession(id))) return res;
  return settled(await fetch(`/api/me${path}`, { ...init, credentials: "same-origin" }));
}

/** GET /api/me{path} as JSON; null when this browser has no session (it keeps nothing) or the call failed. */
export async function meRead<T>(path: string): Promise<T | null> {
  const id = storedSession();
  if (!id) return null;
  try {
    const res = await call(path, { method: "GET" }, id);
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** A write to /api/me{path}, creating the session first if the browser has none. */
export async function meWrite(method: "POST" | "DELETE", path: string, body?: unknown): Promise<Response> {
  const id = await session();
  if (!id) throw new Error("no visitor session");
  return call(path, { method, headers: JSON_HEADERS, body: body === undefined ? "{}" : JSON.stringify(body) }, id);
}
