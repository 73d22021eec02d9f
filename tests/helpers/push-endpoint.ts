/**
 * A push service on loopback for the alert tests, written from RFC 8291/8292 (no library): it
 * plays the browser too, holding the subscription's private key and auth secret, so it checks
 * each message's VAPID signature and audience and decrypts the payload. `answers` scripts the
 * statuses a path gives (then 201).
 */
import { fromBase64Url, toBase64Url } from "#tests/helpers/base64url.ts";

const ECDH = { name: "ECDH", namedCurve: "P-256" } as const;
type Bytes = Uint8Array<ArrayBuffer>;
const text = (s: string): Bytes => Uint8Array.from(new TextEncoder().encode(s));
const join = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const sign = async (key: Bytes, data: Bytes) =>
    new Uint8Array(
      await crypto.subtle.sign(
        "HMAC",
        await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
        data,
      ),
    );
  return (await sign(await sign(salt, ikm), join(info, new Uint8Array([1])))).slice(0, length);
}

export type Received = { path: string; payload: any; ttl: string | null };

export async function startPushEndpoint(answers: Record<string, number[]> = {}) {
  const browser = (await crypto.subtle.generateKey(ECDH, true, ["deriveBits"])) as CryptoKeyPair;
  const uaPublic = new Uint8Array(await crypto.subtle.exportKey("raw", browser.publicKey));
  const auth = crypto.getRandomValues(new Uint8Array(16));
  const received: Received[] = [];
  const problems: string[] = [];

  async function decrypt(body: Bytes): Promise<unknown> {
    const salt = body.slice(0, 16);
    const idLength = body[20]!;
    const asPublic = body.slice(21, 21 + idLength);
    const key = await crypto.subtle.importKey("raw", asPublic, ECDH, false, []);
    const shared = new Uint8Array(
      await crypto.subtle.deriveBits({ name: "ECDH", public: key }, browser.privateKey, 256),
    );
    const ikm = await hkdf(auth, shared, join(text("WebPush: info\0"), uaPublic, asPublic), 32);
    const cek = await crypto.subtle.importKey(
      "raw",
      await hkdf(salt, ikm, text("Content-Encoding: aes128gcm\0"), 16),
      "AES-GCM",
      false,
      ["decrypt"],
    );
    const nonce = await hkdf(salt, ikm, text("Content-Encoding: nonce\0"), 12);
    const plain = new Uint8Array(
      await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, cek, body.slice(21 + idLength)),
    );
    let end = plain.length - 1;
    while (plain[end] === 0) end--;
    if (plain[end] !== 2) throw new Error("no last-record delimiter");
    return JSON.parse(new TextDecoder().decode(plain.slice(0, end)));
  }

  async function checkVapid(header: string | null, origin: string): Promise<boolean> {
    const m = header?.match(/^vapid t=([^,]+), k=(\S+)$/);
    if (!m) return false;
    const [h, c, s] = m[1]!.split(".");
    const claims = JSON.parse(Buffer.from(c!, "base64url").toString());
    const key = await crypto.subtle.importKey(
      "raw",
      fromBase64Url(m[2]!),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const ok = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      key,
      fromBase64Url(s!),
      text(`${h}.${c}`),
    );
    return ok && claims.aud === origin && claims.exp > Date.now() / 1000 && typeof claims.sub === "string";
  }

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      try {
        if (req.headers.get("content-encoding") !== "aes128gcm") throw new Error("not aes128gcm");
        if (!(await checkVapid(req.headers.get("authorization"), url.origin))) throw new Error("bad VAPID");
        const status = answers[url.pathname]?.shift() ?? 201;
        if (status === 201)
          received.push({
            path: url.pathname,
            payload: await decrypt(new Uint8Array(await req.arrayBuffer())),
            ttl: req.headers.get("ttl"),
          });
        return new Response(null, { status });
      } catch (error) {
        problems.push(`${url.pathname}: ${(error as Error).message}`);
        return new Response(null, { status: 400 });
      }
    },
  });
  return {
    received,
    problems,
    /** A subscription as a browser would hand it over, at `path` on this endpoint. */
    subscription: (path: string) => ({
      endpoint: `http://127.0.0.1:${server.port}${path}`,
      p256dh: toBase64Url(uaPublic),
      auth: toBase64Url(auth),
    }),
    stop: () => server.stop(true),
  };
}
