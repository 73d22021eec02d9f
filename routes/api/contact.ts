/** POST /api/contact — the contact form: validated, rate-limited per IP, stored for admins. */
import { Hono } from "hono";
import { getDb } from "#db/client.ts";
import { insertContactMessage } from "#db/queries/contact-messages.ts";
import { contactInputSchema } from "#schemas/contact.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { validate } from "#server/api/validate.ts";
import { clientIp } from "#server/client-ip.ts";

export const contactRoutes = new Hono<ApiEnv>().post("/", validate("json", contactInputSchema), (c) => {
  c.get("limits").contactPerIp.hit(clientIp(c, c.get("config").trustedProxyHeader));
  const { agreeToTerms: _agreed, ...message } = c.req.valid("json");
  const id = insertContactMessage(getDb(), message);
  return c.json({ success: true, id, message: "Thank you for your message. We'll reply within 24 hours." }, 201);
});
