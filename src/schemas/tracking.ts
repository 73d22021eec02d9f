/** Visitor-session tracking inputs: small and strict, so the API cannot fill the disk. */
import { z } from "zod";

/** 128-bit (or more) random ids in base64url or hex, made by the browser. */
export const visitorSessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, "sessionId must be 22-64 letters, digits, - or _");

const ACTIVITY_TYPES = ["store_view", "catalog_view", "branch_view", "blog_read", "search"] as const;

export const createSessionSchema = z.strictObject({ sessionId: visitorSessionId });

export const activitySchema = z.strictObject({
  activity: z.strictObject({
    type: z.enum(ACTIVITY_TYPES, { error: `type must be one of ${ACTIVITY_TYPES.join(", ")}` }),
    /** What was viewed: a store or post slug, a catalogue or branch id. */
    id: z.union([z.number().int().positive(), z.string().trim().min(1).max(120)]).optional(),
    slug: z.string().trim().min(1).max(120).optional(),
    query: z.string().trim().min(1).max(100).optional(),
  }),
});

/**
 * What a page reports a visitor did: the tracker posts it (src/client/visitor-tracker.tsx,
 * visitor-session.ts), pages hand it to the tracker (src/components/layout/document.tsx) and
 * POST /api/session/.../activity checks it. Written once, here, where client and server both import it.
 */
export type Activity = z.infer<typeof activitySchema>["activity"];
