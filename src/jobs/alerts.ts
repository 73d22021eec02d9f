/**
 * Web Push alerts (issue 25): when a store that visitors follow publishes a catalogue (its pages
 * ready), each subscribed browser of theirs is told once, in the language it subscribed in,
 * opening the catalogue's page, with the address to stop the notifications; a followed store
 * sends a session at most one notification a Dubai day. A subscription the push service says is
 * gone is dropped. Runs on the scheduler every few minutes; only catalogues of the last two days
 * are told (a server that was off does not wake everyone up with old news).
 */
import type { Db } from "#db/client.ts";
import { catalogueAlertsDue, dropPushSubscription, markSent, subscriptionsOf, wasSent } from "#db/queries/push.ts";
import { dubaiToday } from "#lib/dates.ts";
import type { Config } from "#server/config.ts";
import { alertPayload } from "#server/push/alert-payload.ts";
import { type PushOutcome, type PushTarget, sendPush } from "#server/push/send.ts";
import { vapidKeys } from "#server/push/vapid.ts";
import type { Task } from "./scheduler.ts";

const WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const EVERY_MS = 5 * 60 * 1000;

export type Send = (target: PushTarget, payload: unknown) => Promise<PushOutcome>;

/** One pass: tells every due catalogue; returns what it did. `send` is the network (tests hand in their own only to count). */
export async function sendCatalogueAlerts(db: Db, config: Pick<Config, "publicOrigin">, now = Date.now(), send?: Send) {
  const keys = await vapidKeys(db);
  const deliver: Send =
    send ?? ((target, payload) => sendPush(target, payload, { keys, subject: config.publicOrigin }));
  const today = dubaiToday(new Date(now));
  let sent = 0;
  let dropped = 0;
  for (const due of catalogueAlertsDue(db, new Date(now - WINDOW_MS), today)) {
    const daily = `store:${due.storeId}@${today}`;
    if (!wasSent(db, due.sessionId, daily)) {
      let told = false;
      for (const sub of subscriptionsOf(db, due.sessionId)) {
        const outcome = await deliver(sub, alertPayload(config.publicOrigin, sub.lang, due));
        if (outcome === "gone") {
          dropPushSubscription(db, sub.id);
          dropped++;
        }
        if (outcome === "sent") {
          told = true;
          sent++;
        }
      }
      if (told) markSent(db, due.sessionId, daily, now);
    }
    // Told, or past today's one for this store, or failing: never tried again.
    markSent(db, due.sessionId, `catalog:${due.catalogId}`, now);
  }
  return `${sent} notification(s) sent, ${dropped} subscription(s) gone`;
}

export function alertsTask(db: Db, config: Config): Task {
  return { name: "alerts", everyMs: EVERY_MS, atStart: true, run: () => sendCatalogueAlerts(db, config) };
}
