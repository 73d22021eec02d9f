/**
 * The spec's generic request (section 7): credentials always included, JSON body with a
 * JSON content type only when there is a body; a non-OK answer throws an Error whose
 * message is "<status>: <body text or status text>", with the parsed JSON attached.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: {
      error?: string;
      message?: string;
      issues?: { path: string; message: string; code?: string; params?: Record<string, string | number> }[];
    } | null,
  ) {
    super(message);
  }
}

/** What apiRequest sends with: the browser's fetch, or in a test one that hands the request to the app. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  send: Fetch = fetch,
): Promise<T> {
  const res = await send(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok)
    throw new RequestError(res.status, `${res.status}: ${text || res.statusText}`, json as RequestError["body"]);
  return json as T;
}

/** The readable part of an API error: its JSON "error" (or "message"), else the raw message. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof RequestError) return error.body?.error ?? error.body?.message ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Why a write was refused, when trying again cannot help: the server's own reason for a
 * 4xx answer (a 409 "used by 3 stores", a 404), or a 507 (the disk is full). Null for a
 * network failure, another 5xx or a lost session (401), where "please try again" is the
 * honest advice.
 */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof RequestError) || error.status === 401) return null;
  if (error.status !== 507 && (error.status < 400 || error.status >= 500)) return null;
  return error.body?.error ?? error.body?.message ?? null;
}

export const ADMIN_FLAG = "adminAuthenticated";
