/**
 * What every HTML form the site takes without JavaScript (contact, shopping lists) checks
 * first: posted from our own pages (Sec-Fetch-Site, or the Origin where a browser does not send
 * it), and as a form. Returns the refusal to send, or null when the post may go on.
 */
import type { Context } from "hono";
import type { Config } from "./config.ts";

export function refuseFormPost(c: Context, config: Config): Response | null {
  const site = c.req.header("Sec-Fetch-Site");
  if (!(site ? site === "same-origin" : c.req.header("Origin") === config.publicOrigin))
    return c.text("Cross-site form posts are not allowed", 403);
  const type = c.req.header("Content-Type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data"))
    return c.text("Send the form", 415);
  return null;
}
