/** What a visitor sends to /api/me/... (follows, saved searches): strict, small, bounded. */
import { z } from "zod";
import { isEmirateSlug } from "#lib/emirates.ts";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";

/** A saved search's words: spaces folded, at most this many characters. */
export const SAVED_QUERY_MAX = 200;

export const followInput = z.strictObject({
  storeId: z
    .number({ error: "storeId must be a store's id (a whole number)" })
    .int("storeId must be a whole number")
    .positive("storeId must be positive")
    .max(2 ** 31, "storeId is too large"),
});

export const savedSearchInput = z.strictObject({
  q: z
    .string({ error: "q (the words searched) is required" })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "q must hold at least one word")
        .max(SAVED_QUERY_MAX, `q must be at most ${SAVED_QUERY_MAX} characters`),
    ),
  emirate: z.custom<string>(isEmirateSlug, "emirate must be one of the seven emirates' slugs").optional(),
  category: z.enum(CATALOG_CATEGORIES, { error: "category must be one of the catalogue categories" }).optional(),
  store: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "store must be a store's slug")
    .optional(),
});

/**
 * A push service the server will POST to: https on the default port, named (not an address
 * literal, not localhost), so a subscription cannot aim the server at its own machine or network.
 */
const pushEndpoint = z
  .string()
  .max(1000, "endpoint is too long")
  .refine((raw) => {
    try {
      const url = new URL(raw);
      const host = url.hostname;
      return (
        url.protocol === "https:" &&
        url.port === "" &&
        !url.username &&
        !host.startsWith("[") &&
        !/^[\d.]+$/.test(host) &&
        host !== "localhost" &&
        !host.endsWith(".localhost") &&
        host.includes(".")
      );
    } catch {
      return false;
    }
  }, "endpoint must be a push service's https address");

const base64url = (bytes: number, name: string) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), `${name} must be ${bytes} bytes in base64url`);

export const pushSubscribeInput = z.strictObject({
  endpoint: pushEndpoint,
  keys: z.strictObject({ p256dh: base64url(65, "keys.p256dh"), auth: base64url(16, "keys.auth") }),
  lang: z.enum(["en", "ar"], { error: "lang must be en or ar" }),
  // Browsers add it to the subscription's JSON; not needed.
  expirationTime: z.number().nullable().optional(),
});

export const pushUnsubscribeInput = z.strictObject({ endpoint: z.string().max(1000) });
