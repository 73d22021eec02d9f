/**
 * The visitor session's network side (see visitor-tracker.tsx, which loads this module when the
 * browser is idle): the session is created once (id kept in localStorage), activity is posted,
 * and each post is followed by an achievements check.
 */
import type { Activity } from "#schemas/tracking.ts";
import { SESSION_KEY as KEY } from "./session-key.ts";

// keepalive: a post already sent still arrives when the visitor leaves the page right after.
const JSON_POST = {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  credentials: "include" as const,
  keepalive: true,
};

/** 128 random bits as 22 base64url characters. */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

let sessionPromise: Promise<string | null> | null = null;

/**
 * Creates the session on the server (which also sets the visitor cookie lists use); the id to
 * keep — the server's when this browser already has one, e.g. from a list made without
 * JavaScript — or null when that failed.
 */
export async function announceSession(id: string): Promise<string | null> {
  const res = await fetch("/api/session", { ...JSON_POST, body: JSON.stringify({ sessionId: id }) });
  if (!res.ok) {
    await res.text(); // read, so the answer does not stay open (see postActivity)
    return null;
  }
  const { sessionId } = (await res.json()) as { sessionId?: string };
  return sessionId ?? id;
}

/** The session id this browser keeps, without creating one (null: none yet, or storage blocked). */
export function storedSession(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** "Forget me": the browser forgets its id too, so the next visit starts a new, empty session. */
export function forgetSession(): void {
  sessionPromise = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The visitor's session id; created on the server once, on the first visit. */
export function session(): Promise<string | null> {
  sessionPromise ??= (async () => {
    try {
      const stored = localStorage.getItem(KEY);
      if (stored) return stored;
      const id = await announceSession(newSessionId());
      if (!id) return null;
      localStorage.setItem(KEY, id);
      return id;
    } catch {
      return null; // storage blocked or offline: browsing works without achievements
    }
  })();
  return sessionPromise;
}

/** The post's status. Its small answer is read even though nothing in it is needed: a response
 * whose body is never read stays open in the browser, and tools that wait for the network to go
 * quiet (Lighthouse) waited on it until they gave up. */
async function postActivity(id: string, activity: Activity): Promise<number> {
  const res = await fetch(`/api/session/${id}/activity`, { ...JSON_POST, body: JSON.stringify({ activity }) });
  await res.text();
  return res.status;
}

export type Earned = { id: string; title: string; description: string; icon: string };

export async function record(activity: Activity, announce: (a: Earned) => void) {
  const id = await session();
  if (!id) return;
  try {
    let posted = await postActivity(id, activity);
    // The server no longer knows this session (a restored database): announce it again once.
    if (posted === 404 && (await announceSession(id)) === id) posted = await postActivity(id, activity);
    if (posted !== 201) return;
    const check = await fetch(`/api/session/${id}/check-achievements`, { ...JSON_POST, body: "{}" });
    if (!check.ok) return;
    for (const a of (await check.json()) as Earned[]) announce(a);
  } catch {
    // Tracking never gets in the shopper's way.
  }
}
