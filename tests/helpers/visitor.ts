/**
 * A browser's anonymous visitor session in API tests: announced at POST /api/session (which
 * sets the visitor cookie), then a caller that sends that cookie, as the browser does.
 */
import { type Caller, caller, type RequestTarget } from "./api.ts";

let made = 0;

/** A fresh 22-character id (base64url), different on every call. */
export function visitorId(): string {
  made += 1;
  return `Visitor${String(made).padStart(4, "0")}${crypto.randomUUID().replace(/-/g, "").slice(0, 11)}`;
}

export async function visitorCaller(
  app: RequestTarget,
  id = visitorId(),
): Promise<{ id: string; call: Caller; cookie: string }> {
  const res = await caller(app)("POST", "/api/session", { sessionId: id });
  if (res.status >= 300) throw new Error(`session not created: ${JSON.stringify(res.json)}`);
  const cookie = (res.res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!cookie) throw new Error("POST /api/session set no visitor cookie");
  return { id, call: caller(app, () => cookie), cookie };
}
