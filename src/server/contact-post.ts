/**
 * The contact form without JavaScript: the form posts (urlencoded) to its own page,
 * which stores the message with the same schema, limits and same-origin rule as
 * POST /api/contact, then redirects (303) back with ?sent=1 or ?invalid=1. A body that
 * is not a readable form answers 400 with the form page and its "not sent" notice.
 */
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { insertContactMessage } from "#db/queries/contact-messages.ts";
import { localizedPath, splitLangPrefix } from "#i18n/languages.ts";
import { contactInputSchema } from "#schemas/contact.ts";
import { ApiError } from "./api/errors.ts";
import { clientIp } from "./client-ip.ts";
import type { Config } from "./config.ts";
import { refuseFormPost } from "./form-post-guard.ts";
import type { PageResponder } from "./pages.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { redirectLocal } from "./safe-redirect.ts";

/** `perIp` is the API's contact limit itself, so both doors share one count per address. */
export function contactFormHandler(config: Config, page: PageResponder, perIp: RateLimiter) {
  return async (c: Context) => {
    const { lang } = splitLangPrefix(c.req.path);
    const back = (query: string) => redirectLocal(c, `${localizedPath(lang, "/contact")}?${query}`, 303);
    const refused = refuseFormPost(c, config);
    if (refused) return refused;
    try {
      perIp.hit(clientIp(c, config.trustedProxyHeader));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return c.text(error.message, 429, error.headers);
    }
    let form: Record<string, FormDataEntryValue>;
    try {
      form = Object.fromEntries(await c.req.formData());
    } catch {
      // A body that does not parse as a form (e.g. multipart without a boundary, F5): the
      // form page again with its "not sent" notice, as a 400.
      return page(c, { lang, path: "/contact", query: { invalid: "1" }, status: 400 });
    }
    const parsed = contactInputSchema.safeParse({
      ...form,
      agreeToTerms: form.agreeToTerms === "on" || form.agreeToTerms === "true",
    });
    if (!parsed.success) return back("invalid=1");
    const { agreeToTerms: _agreed, ...message } = parsed.data;
    insertContactMessage(getDb(), message);
    return back("sent=1");
  };
}
