/**
 * Web Push alerts (issue 25): each subscribed browser of a visitor session is told, in the
 * language it subscribed in, when a store it follows publishes a catalogue (its pages ready:
 * opening its first page) and when offers matching one of its saved searches are published
 * (matched by the offer search itself, so words fold as /search folds them: opening the
 * cheapest). At most one notification a Dubai day per followed store and per saved search; each
 * catalogue is news once. A subscription the push service says is gone is dropped. Runs on the
 * scheduler every few minutes; only catalogues of the last two days are told (a server that was
 * off does not wake everyone up with old news), and for a saved search only those published after
 * it was saved.
 */
import type { Db } from "#db/client.ts";
import { newOffersMatching } from "#db/queries/my-deals.ts";
import { catalogueAlertsDue, dropPushSubscription, markSent, subscriptionsOf, wasSent } from "#db/queries/push.ts";
import { savedSearchesToAlert } from "#db/queries/saved-searches.ts";
import { dubaiToday } from "#lib/dates.ts";
import type { Config } from "#server/config.ts";
import { alertPayload, searchAlertPayload } from "#server/push/alert-payload.ts";
import { type PushOutcome, type PushTarget, sendPush } from "#server/push/send.ts";
import { vapidKeys } from "#server/push/vapid.ts";
import type { Task } from "./scheduler.ts";

const WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const EVERY_MS = 5 * 60 * 1000;
/** The most offers a saved search's notification counts ("50 new offers for …"). */
const SEARCH_OFFERS = 50;

export type Send = (target: PushTarget, payload: unknown) => Promise<PushOutcome>;
type Origin = Pick<Config, "publicOrigin">;
type Tally = { sent: number; dropped: number };

/** `send` is the network (tests hand in their own only to count). */
async function deliverer(db: Db, config: Origin, send?: Send): Promise<Send> {
  if (send) return send;
  const keys = await vapidKeys(db);
  return (target, payload) => sendPush(target, payload, { keys, subject: config.publicOrigin });
}

/**
 * Tells every subscription of the session once that `daily` (a topic per Dubai day) was not used
 * yet, and uses it when one went through; gone subscriptions are dropped.
 */
async function tellOncePerDay(
  db: Db,
  deliver: Send,
  sessionId: string,
  daily: string,
  payload: (lang: "en" | "ar") => unknown,
  tally: Tally,
  now: number,
) {
  if (wasSent(db, sessionId, daily)) return;
  let told = false;
  for (const sub of subscriptionsOf(db, sessionId)) {
    const outcome = await deliver(sub, payload(sub.lang));
    if (outcome === "gone") {
      dropPushSubscription(db, sub.id);
      tally.dropped++;
    }
    if (outcome === "sent") {
      told = true;
      tally.sent++;
    }
  }
  if (told) markSent(db, sessionId, daily, now);
}

const summary = (t: Tally) => `${t.sent} notification(s) sent, ${t.dropped} subscription(s) gone`;

/** One pass over new catalogues of followed stores; returns what it did. */
export async function sendCatalogueAlerts(db: Db, config: Origin, now = Date.now(), send?: Send) {
  const deliver = await deliverer(db, config, send);
  const today = dubaiToday(new Date(now));
  const tally = { sent: 0, dropped: 0 };
  for (const due of catalogueAlertsDue(db, new Date(now - WINDOW_MS), today)) {
    const payload = (lang: "en" | "ar") => alertPayload(config.publicOrigin, lang, due);
    await tellOncePerDay(db, deliver, due.sessionId, `store:${due.storeId}@${today}`, payload, tally, now);
    // Told, or past today's one for this store, or failing: never tried again.
    markSent(db, due.sessionId, `catalog:${due.catalogId}`, now);
  }
  return summary(tally);
}

/** One pass over saved searches of subscribed sessions; returns what it did. */
export async function sendSearchAlerts(db: Db, config: Origin, now = Date.now(), send?: Send) {
  const deliver = await deliverer(db, config, send);
  const today = dubaiToday(new Date(now));
  const tally = { sent: 0, dropped: 0 };
  for (const s of savedSearchesToAlert(db)) {
    const since = new Date(Math.max(s.createdAt.getTime(), now - WINDOW_MS));
    const told = (catalogId: number) => `search:${s.id}:catalog:${catalogId}`;
    const fresh = newOffersMatching(db, s, since, today, SEARCH_OFFERS).data.filter(
      (o) => !wasSent(db, s.sessionId, told(o.catalogId)),
    );
    if (fresh.length === 0) continue;
    const payload = (lang: "en" | "ar") => searchAlertPayload(config.publicOrigin, lang, s, fresh);
    await tellOncePerDay(db, deliver, s.sessionId, `search:${s.id}@${today}`, payload, tally, now);
    // As for catalogues: each catalogue's matches are news once, told or not.
    for (const catalogId of new Set(fresh.map((o) => o.catalogId))) markSent(db, s.sessionId, told(catalogId), now);
  }
  return summary(tally);
}

export function alertsTask(db: Db, config: Config): Task {
  const run = async () =>
    `catalogs: ${await sendCatalogueAlerts(db, config)}; searches: ${await sendSearchAlerts(db, config)}`;
  return { name: "alerts", everyMs: EVERY_MS, atStart: true, run };
}
