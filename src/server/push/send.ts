/**
 * Sending one Web Push message: encrypted for the browser (encrypt.ts), signed for the push
 * service (vapid.ts). A push service that fails (5xx) or does not answer in time is asked again,
 * twice; one that says the subscription is gone (404, 410) is not, and the caller drops it.
 */
import { encryptPayload } from "./encrypt.ts";
import { type VapidKeys, vapidAuthorization } from "./vapid.ts";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = "sent" | "gone" | "failed";
export type PushOptions = { keys: VapidKeys; subject: string; timeoutMs?: number; attempts?: number };

/** A day: a notification about a catalogue is no use later. */
const TTL_SECONDS = 86_400;

export async function sendPush(target: PushTarget, payload: unknown, o: PushOptions): Promise<PushOutcome> {
  const body = await encryptPayload(new TextEncoder().encode(JSON.stringify(payload)), target.p256dh, target.auth);
  const attempts = o.attempts ?? 3;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetch(target.endpoint, {
        method: "POST",
        headers: {
          Authorization: await vapidAuthorization(o.keys, target.endpoint, o.subject),
          "Content-Encoding": "aes128gcm",
          "Content-Type": "application/octet-stream",
          TTL: String(TTL_SECONDS),
          Urgency: "normal",
        },
        body,
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
