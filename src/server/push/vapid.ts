/**
 * VAPID (RFC 8292): the server's P-256 key pair, made at first start and kept in the settings
 * table (so a restart or a restored backup keeps every browser's subscription valid), and the
 * signed JWT each push request carries. WebCrypto's ECDSA signature is already the raw r||s a
 * JWT's ES256 wants.
 */
import type { Db } from "#db/client.ts";
import { getSetting, setSetting } from "#db/queries/settings.ts";
import { toBase64Url } from "./base64url.ts";

const SETTING = "push.vapid";
const SIGN = { name: "ECDSA", namedCurve: "P-256" } as const;

type StoredKeys = { publicKey: string; privateJwk: JsonWebKey };
export type VapidKeys = { publicKey: string; privateKey: CryptoKey };

let loaded: { db: Db; keys: Promise<VapidKeys> } | null = null;

async function makeKeys(db: Db): Promise<VapidKeys> {
  let stored = getSetting<StoredKeys>(db, SETTING);
  if (!stored) {
    const pair = (await crypto.subtle.generateKey(SIGN, true, ["sign", "verify"])) as CryptoKeyPair;
    stored = {
      publicKey: toBase64Url(await crypto.subtle.exportKey("raw", pair.publicKey)),
      privateJwk: await crypto.subtle.exportKey("jwk", pair.privateKey),
    };
    setSetting(db, SETTING, stored);
  }
  const privateKey = await crypto.subtle.importKey("jwk", stored.privateJwk, SIGN, false, ["sign"]);
  return { publicKey: stored.publicKey, privateKey };
}

/** The site's VAPID keys: read (or made, the first time) once per database. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  if (loaded?.db !== db) loaded = { db, keys: makeKeys(db) };
  return loaded.keys;
}

/** The Authorization header for a push to `endpoint`: valid 12 hours, for the push service's origin. */
export async function vapidAuthorization(
  keys: VapidKeys,
  endpoint: string,
  subject: string,
  now = Date.now(),
): Promise<string> {
  const part = (value: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + 12 * 3600,
    sub: subject,
  })}`;
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    keys.privateKey,
    new TextEncoder().encode(unsigned),
  );
  return `vapid t=${unsigned}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}
