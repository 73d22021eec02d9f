/**
 * VAPID (RFC 8292): the server's P-256 key pair, made at first start (web-push's generator) and
 * kept in the settings table, so a restart or a restored backup keeps every browser's
 * subscription valid. Both keys are base64url, as web-push and the browser's
 * `applicationServerKey` take them.
 */
import webpush from "web-push";
import type { Db } from "#db/client.ts";
import { getSetting, setSetting } from "#db/queries/settings.ts";

const SETTING = "push.vapid";

/** What is kept; a key pair stored by an earlier build (a private JWK) is read as its raw `d`. */
type StoredKeys = { publicKey: string; privateKey?: string; privateJwk?: { d?: string } };
export type VapidKeys = { publicKey: string; privateKey: string };

let loaded: { db: Db; keys: VapidKeys } | null = null;

function readOrMake(db: Db): VapidKeys {
  // One write transaction from the read on: two processes asking at once (serve with WORKERS > 1)
  // make one pair between them, never two, the second overwriting keys a browser already holds.
  return db.transaction(
    (tx) => {
      const stored = getSetting<StoredKeys>(tx as unknown as Db, SETTING);
      const privateKey = stored?.privateKey ?? stored?.privateJwk?.d;
      if (stored && privateKey) return { publicKey: stored.publicKey, privateKey };
      const made = webpush.generateVAPIDKeys();
      setSetting(tx as unknown as Db, SETTING, made);
      return made;
    },
    { behavior: "immediate" },
  );
}

/** The site's VAPID keys: read (or made, the first time) once per database. */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  if (loaded?.db !== db) loaded = { db, keys: readOrMake(db) };
  return loaded.keys;
}
