/** /api/admin: dashboard stats and the contact-form inbox (admin only). */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import {
  countUnreadContactMessages,
  listContactMessages,
  pageContactMessages,
  setContactMessageRead,
} from "#db/queries/contact-messages.ts";
import { dashboardStats } from "#db/queries/dashboard.ts";
import { idParam } from "#schemas/common.ts";
import { pageAnswer, pageQuery, pageRequest } from "#schemas/paging.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { found } from "#server/api/errors.ts";
import { validate } from "#server/api/validate.ts";

const readBody = z.strictObject({ read: z.boolean() });

// requireAdmin on each route: a bare use() here would also cover /api/admin/login once mounted.
export const adminDataRoutes = new Hono<ApiEnv>()
  .get("/stats", requireAdmin, (c) => c.json(dashboardStats(getDb())))
  .get("/contact-messages", requireAdmin, validate("query", pageQuery), (c) => {
    const page = pageRequest(c.req.valid("query"));
    if (page) return c.json(pageAnswer(page, pageContactMessages(getDb(), page.page, page.limit)));
    return c.json(listContactMessages(getDb()));
  })
  // The navigation's badge: one count, not the whole inbox.
  .get("/contact-messages/unread", requireAdmin, (c) => c.json({ unread: countUnreadContactMessages(getDb()) }))
  .patch("/contact-messages/:id", requireAdmin, validate("param", idParam), validate("json", readBody), (c) =>
    c.json(
      found(setContactMessageRead(getDb(), c.req.valid("param").id, c.req.valid("json").read), "Message not found"),
    ),
  );
