/**
 * API errors: thrown anywhere as ApiError, turned into `{ "error", "issues", "code" }`
 * JSON with the right status in one place (apiErrorResponse). The public message is
 * kept apart from any internal cause, which is only logged. `code` is for programs:
 * it names the kind of failure and does not change when a message is reworded.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { DISK_FULL, isDiskFull } from "#lib/disk-full.ts";
import { errorText, logEvent, logRequestError } from "#lib/log.ts";

/** `code` names a refusal the admin words in its own language (e.g. "slug_taken"); most issues have none. */
export type Issue = {
  path: string;
  message: string;
  code?: string;
  /** Values the admin's words for `code` put in ("at character {{position}}"). */
  params?: Record<string, string | number>;
};

export type ErrorCode =
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "insufficient_storage"
  | "internal_error";

const CODES: Partial<Record<number, ErrorCode>> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "unavailable",
  507: "insufficient_storage",
};

/** The code of a status: 4xx by kind, anything else an internal error. */
function errorCode(status: number): ErrorCode {
  return CODES[status] ?? (status >= 400 && status < 500 ? "validation_failed" : "internal_error");
}

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly issues: Issue[] = [],
    readonly headers: Record<string, string> = {},
    readonly code: ErrorCode = errorCode(status),
  ) {
    super(status, { message });
  }

  /** The JSON body every API error has. */
  body(): { error: string; issues: Issue[]; code: ErrorCode } {
    return { error: this.message, issues: this.issues, code: this.code };
  }

  /** The JSON answer, also when it reaches a handler other than apiErrorResponse. */
  override getResponse(): Response {
    return Response.json(this.body(), { status: this.status, headers: this.headers });
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

const SERVER_FAULT = "Something went wrong on our side.";

/** Any error as the ApiError a client is told; the cause of an unexpected one is only logged. */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return new ApiError(400, "Invalid input", zodIssues(error));
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // Hono's validator says "Malformed JSON in request body"; keep such client errors readable.
    return new ApiError(status, status >= 500 ? SERVER_FAULT : error.message || "Bad request");
  }
  const sqlite = sqliteConstraint(error);
  if (sqlite) return new ApiError(sqlite.status, sqlite.message);
  if (isDiskFull(error)) {
    logEvent("error", "disk.full", `[api] ${DISK_FULL}: ${errorText(error)}`);
    return new ApiError(507, `${DISK_FULL}. Free some space on the server, then try again.`);
  }
  logRequestError("api", error);
  return new ApiError(500, SERVER_FAULT);
}

/** The one place errors become responses: /api's onError, and the whole app's for /api paths. */
export function apiErrorResponse(error: unknown, c: Context): Response {
  const apiError = asApiError(error);
  return c.json(apiError.body(), apiError.status, apiError.headers);
}

/** Maps a constraint failure that slipped past the handlers' own checks to a 409. */
function sqliteConstraint(error: unknown): { status: 409; message: string } | null {
  const code = (error as { code?: string })?.code ?? "";
  if (code.startsWith("SQLITE_CONSTRAINT_UNIQUE") || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    return { status: 409, message: "That value is already taken." };
  }
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY")
    return { status: 409, message: "Other records still depend on this one." };
  return null;
}
