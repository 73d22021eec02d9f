/**
 * Sending one Web Push message. The `web-push` library encrypts it for the browser (RFC 8291,
 * aes128gcm) and signs it for the push service (VAPID, RFC 8292); we send the request ourselves
 * so that a push service that fails (5xx, 429) or does not answer in time is asked again, twice,
 * and one that says the subscription is gone (404, 410) is not: the caller drops it.
 */
import webpush from "web-push";
import type { VapidKeys } from "./vapid.ts";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = "sent" | "gone" | "failed";
export type PushOptions = { keys: VapidKeys; subject: string; timeoutMs?: number; attempts?: number };

/** A day: a notification about a catalogue is no use later. */
const TTL_SECONDS = 86_400;

export async function sendPush(target: PushTarget, payload: unknown, o: PushOptions): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: o.subject, publicKey: o.keys.publicKey, privateKey: o.keys.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "normal",
    },
  );
  const attempts = o.attempts ?? 3;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return "sent";
      if (res.status === 404 || res.status === 410) return "gone";
      if (res.status < 500 && res.status !== 429) return "failed";
    } catch {
      // A timeout or a refused connection: asked again below.
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
  return "failed";
}
