/**
 * /api/me/push: Web Push for this visitor (issue 25). GET: the site's VAPID public key (made at
 * first use, kept in the settings table) and whether this session has a subscription; POST: keep
 * the browser's subscription (in the language it subscribed in); DELETE: remove it. What is sent
 * and when: src/jobs/alerts.ts.
 */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { deletePushSubscription, savePushSubscription, subscriptionCount } from "#db/queries/push.ts";
import { pushSubscribeInput, pushUnsubscribeInput } from "#schemas/me.ts";
import { ApiError } from "#server/api/errors.ts";
import type { MeEnv } from "#server/api/me-env.ts";
import { validate } from "#server/api/validate.ts";
import { vapidKeys } from "#server/push/vapid.ts";

export const mePushRoutes = new Hono<MeEnv>()
  .get("/push", async (c) =>
    c.json({
      publicKey: (await vapidKeys(getDb())).publicKey,
      subscribed: subscriptionCount(getDb(), c.get("visitorId")) > 0,
    }),
  )
  .post("/push", validate("json", pushSubscribeInput), (c) => {
    const { endpoint, keys, lang } = c.req.valid("json");
    const created = savePushSubscription(getDb(), c.get("visitorId"), { endpoint, ...keys, lang });
    return c.json({ subscribed: true }, created ? 201 : 200);
  })
  .delete("/push", validate("json", pushUnsubscribeInput), (c) => {
    if (!deletePushSubscription(getDb(), c.get("visitorId"), c.req.valid("json").endpoint))
      throw new ApiError(404, "No subscription of yours has that endpoint");
    return c.json({ subscribed: false });
  });
