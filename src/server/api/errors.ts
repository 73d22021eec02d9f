/**
 * API errors: thrown anywhere as ApiError, turned into `{ "error", "issues" }` JSON with
 * the right status in one place (apiErrorHandler). The public message is kept apart
 * from any internal cause, which is only logged.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

export type Issue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues: Issue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Throws a 404 ApiError unless `value` is present. Example: const store = found(findStore(id), "Store not found") */
export function found<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw new ApiError(404, message);
  return value;
}

export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

/** The one place errors become responses (wired as app.onError for /api). */
export function apiErrorResponse(error: unknown, c: Context): Response {
  if (error instanceof ApiError) {
    return c.json({ error: error.message, issues: error.issues }, error.status, error.headers);
  }
  if (error instanceof z.ZodError) {
    return c.json({ error: "Invalid input", issues: zodIssues(error) }, 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // Hono's validator says "Malformed JSON in request body"; keep such client errors readable.
    const message = status >= 500 ? "Something went wrong on our side." : error.message || "Bad request";
    return c.json({ error: message, issues: [] }, status);
  }
  const sqlite = sqliteConstraint(error);
  if (sqlite) return c.json({ error: sqlite.message, issues: [] }, sqlite.status);
  console.error("[api]", error);
  return c.json({ error: "Something went wrong on our side.", issues: [] }, 500);
}

/** Maps a constraint failure that slipped past the handlers' own checks to a 409. */
function sqliteConstraint(error: unknown): { status: 409; message: string } | null {
  const code = (error as { code?: string })?.code ?? "";
  if (code.startsWith("SQLITE_CONSTRAINT_UNIQUE") || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    return { status: 409, message: "That value is already taken." };
  }
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY") return { status: 409, message: "Other records still depend on this one." };
  return null;
}
