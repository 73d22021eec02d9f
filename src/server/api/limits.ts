/**
 * The rate limits of one app instance (anonymous endpoints). One set per app, shared by
 * the API and the server's own form posts: the contact limit counts POST /api/contact
 * and the no-JavaScript POST /contact together.
 */
import { type RateLimiter, rateLimiter } from "#server/rate-limit.ts";

type Definition = { limit: number; windowMs: number; message: string };

export function createLimits() {
  const defined = {
    // Calls made with one API token (issue 27): a retailer's script, not a crawler.
    apiPerToken: {
      limit: 120,
      windowMs: 60_000,
      message: "Too many calls with this API token. Please wait a minute.",
    },
    contactPerIp: {
      limit: 5,
      windowMs: 10 * 60_000,
      message: "Too many messages from your network. Please try again in a few minutes.",
    },
    sessionsPerIp: { limit: 30, windowMs: 60_000, message: "Too many new sessions from your network." },
    trackingPerIp: { limit: 600, windowMs: 60_000, message: "Too many requests from your network." },
    pdfProxyPerIp: {
      limit: 30,
      windowMs: 60_000,
      message: "Too many catalog requests from your network. Please wait a minute.",
    },
    // The sitemap and the unpaged lists (megabytes each at scale): plenty for a crawler or a shopper.
    largeAnswersPerIp: {
      limit: 30,
      windowMs: 60_000,
      message: "Too many large requests from your network. Please wait a minute.",
    },
    // New page renders a client starts (cached pages are not counted): far above a person browsing.
    rendersPerIp: { limit: 60, windowMs: 60_000, message: "Too many new pages from your network." },
    // Lists (and other personal things) written by one visitor: far above a shopper ticking items off.
    personalWritesPerSession: {
      limit: 300,
      windowMs: 60_000,
      message: "Too many changes at once. Please wait a minute.",
    },
    // Counting (POST /api/events): a shopper's tab sends a batch every few seconds at most.
    eventsPerIp: { limit: 600, windowMs: 60_000, message: "Too many events from your network." },
    // At most 2,000 batches of 25 events a minute for the whole site, whatever anyone sends.
    eventsSiteWide: { limit: 2000, windowMs: 60_000, message: "The site is counting too much right now." },
    trackingPerSession: { limit: 120, windowMs: 60_000, message: "Too many events for this session." },
    // ~290 bytes an event: at most ~250 MB a day whatever anyone sends (pruned after VISITOR_RETENTION_DAYS).
    trackingSiteWide: {
      limit: 600,
      windowMs: 60_000,
      message: "The site is recording too much activity right now.",
    },
  } satisfies Record<string, Definition>;
  // Each limiter named by its key: its windows stay apart from the others' in the store the processes share.
  return Object.fromEntries(Object.entries(defined).map(([name, o]) => [name, rateLimiter({ ...o, name })])) as Record<
    keyof typeof defined,
    RateLimiter
  >;
}

export type Limits = ReturnType<typeof createLimits>;
