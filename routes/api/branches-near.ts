/**
 * GET /api/branches?near=lat,lng&radius=km&openAt=ISO (issue 26): branches within `radius` km of a
 * point, nearest first, each with its distance and (with structured hours) whether it is open at
 * `openAt` (default now). Public; without `near` the request goes on to the admin's list.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "#db/client.ts";
import { listBranchesForApi } from "#db/queries/branches.ts";
import { distanceKm } from "#lib/distance.ts";
import { isoInstant } from "#schemas/instant.ts";
import type { ApiEnv } from "#server/api/env.ts";
import { ApiError, zodIssues } from "#server/api/errors.ts";
import { openAt } from "#server/hours/week.ts";

const nearQuery = z.object({
  near: z
    .string()
    .max(60)
    .transform((v) => v.split(",").map((p) => p.trim()))
    .refine(
      (p) => p.length === 2 && p.every((x) => /^-?\d{1,3}(\.\d{1,10})?$/.test(x)),
      "near must be latitude,longitude in degrees, e.g. 25.2048,55.2708",
    )
    .transform((p) => p.map(Number) as [number, number])
    .refine(
      ([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180,
      "near is not a place on Earth: latitude within ±90, longitude within ±180",
    ),
  radius: z.coerce
    .number()
    .positive("radius must be more than 0 km")
    .max(500, "radius must be at most 500 km")
    .default(10),
  openAt: isoInstant("openAt").optional(),
});

export const branchesNearRoutes = new Hono<ApiEnv>().get("/", async (c, next) => {
  if (c.req.query("near") === undefined) return next();
  const parsed = nearQuery.safeParse(c.req.query());
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    throw new ApiError(400, `Invalid input: ${issues[0]!.path}: ${issues[0]!.message}`, issues);
  }
  const { near, radius, openAt: at } = parsed.data;
  const instant = at ? Date.parse(at) : Date.now();
  const data = listBranchesForApi(getDb())
    .flatMap((b) => {
      if (b.latitude === null || b.longitude === null) return [];
      const km = distanceKm(near[0], near[1], Number(b.latitude), Number(b.longitude));
      if (km > radius) return [];
      const state = b.openingHours ? openAt(b.openingHours, instant) : null;
      return [{ ...b, distanceKm: Math.round(km * 100) / 100, open: state ? state.open : null }];
    })
    .sort((a, b) => a.distanceKm - b.distanceKm);
  return c.json({ data });
});
