/**
 * Message encryption for Web Push (RFC 8291, "aes128gcm" content coding of RFC 8188), with
 * WebCrypto only: a fresh P-256 key and salt per message; the browser's key and auth secret
 * derive the content key and nonce; one record, padded by the 0x02 delimiter alone.
 */
import { fromBase64Url } from "./base64url.ts";

const ECDH = { name: "ECDH", namedCurve: "P-256" } as const;
const RECORD_SIZE = 4096;

type Bytes = Uint8Array<ArrayBuffer>;

const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const text = (s: string): Bytes => Uint8Array.from(new TextEncoder().encode(s));

async function hmac(key: Bytes, data: Bytes): Promise<Bytes> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, data));
}

/** HKDF with one output block (RFC 5869), enough for every length here (<= 32 bytes). */
async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const prk = await hmac(salt, ikm);
  return (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length);
}

/** The body of a push message carrying `plaintext` to the browser with keys `p256dh`, `auth` (base64url). */
export async function encryptPayload(plaintext: Uint8Array, p256dh: string, auth: string): Promise<Bytes> {
  const uaPublic = fromBase64Url(p256dh);
  const local = (await crypto.subtle.generateKey(ECDH, true, ["deriveBits"])) as CryptoKeyPair;
  const asPublic = new Uint8Array(await crypto.subtle.exportKey("raw", local.publicKey));
  const uaKey = await crypto.subtle.importKey("raw", uaPublic, ECDH, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: uaKey }, local.privateKey, 256));
  const ikm = await hkdf(fromBase64Url(auth), shared, concat(text("WebPush: info\0"), uaPublic, asPublic), 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, text("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, text("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, concat(plaintext, new Uint8Array([2]))),
  );
  const header = new Uint8Array(21);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header.set(salt, 0);
  header[20] = asPublic.length;
  return concat(header, asPublic, sealed);
}
