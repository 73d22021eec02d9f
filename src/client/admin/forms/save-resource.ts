/**
 * The submit path of an admin resource form, kept apart from React so a test can run it
 * against the real API: check the body with the API's own zod schema, POST a new record or
 * PUT an edited one, and say how it went. useResourceForm turns the answer into errors
 * beside the fields, toasts and the way back to the list. Imported only by client modules.
 */
import type { ZodType } from "zod";
import { apiRequest, type Fetch, RequestError } from "#client/admin/admin-fetch.ts";

/** Messages by field name ("name", "titleAr"), as the form shows them beside its fields. */
export type FieldErrors = Record<string, string>;

export type SaveResult =
  /** The schema refused the body: nothing was sent. */
  | { status: "invalid"; errors: FieldErrors }
  | { status: "saved" }
  /** The server refused the body or could not be reached; `errors` holds the fields it named. */
  | { status: "failed"; errors: FieldErrors; error: unknown }
  /** Another save is under way, or done and the page is leaving: this one was dropped. */
  | { status: "busy" };

type SaverOptions = {
  /** The collection URL, e.g. "/api/stores"; the record is `${endpoint}/${id}`. */
  endpoint: string;
  /** null for a new record (POST), else the record's id (PUT). */
  id: number | null;
  /** The browser's fetch unless a test passes one that hands requests to the app. */
  fetch?: Fetch;
  /** A server issue's words in the admin's language, by its code ("slug_taken"); undefined keeps the server's. */
  issueText?: (code: string, params?: Record<string, string | number>) => string | undefined;
};

/** A message per field; when a field has several issues the last one shows, as before. */
const byField = (issues: { field: string; message: string }[]): FieldErrors =>
  Object.fromEntries(issues.map((i) => [i.field, i.message]));

/**
 * Rules only the server can check (an Arabic version published without its kept title, an
 * unknown category) come back as a 400 with issues by field, and a slug another record uses
 * (now or as an earlier address) as a 409 naming the slug: shown beside their fields, as the
 * schema's own, in the admin's language when the issue has a code. Other refusals (a 5xx)
 * only reach the toast.
 */
function serverFieldErrors(error: unknown, issueText: SaverOptions["issueText"]): FieldErrors {
  const named = error instanceof RequestError && (error.status === 400 || error.status === 409);
  const issues = named ? (error.body?.issues ?? []) : [];
  return byField(
    issues.map((i) => ({
      field: i.path.split(".")[0]!,
      message: (i.code && issueText?.(i.code, i.params)) || i.message,
    })),
  );
}

/**
 * One form's saver. Example:
 *   const save = resourceSaver({ endpoint: "/api/stores", id: null });
 *   const result = await save(values, storeInputSchema, () => setSaving(true));
 * `onSend` runs once the body has passed the schema, just before the request. One save at a
 * time: a second call while the first is under way answers "busy" (a quick double Enter or
 * click sends one request), and so does any call after a save succeeded, as the form leaves.
 */
export function resourceSaver({ endpoint, id, fetch: send, issueText }: SaverOptions) {
  let busy = false;
  return async (body: unknown, schema?: ZodType, onSend?: () => void): Promise<SaveResult> => {
    if (busy) return { status: "busy" };
    let data = body;
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        return {
          status: "invalid",
          errors: byField(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }))),
        };
      data = parsed.data;
    }
    busy = true;
    onSend?.();
    try {
      if (id === null) await apiRequest("POST", endpoint, data, send);
      else await apiRequest("PUT", `${endpoint}/${id}`, data, send);
      return { status: "saved" };
    } catch (error) {
      busy = false;
      return { status: "failed", errors: serverFieldErrors(error, issueText), error };
    }
  };
}
