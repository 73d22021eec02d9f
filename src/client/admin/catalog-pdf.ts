/**
 * The catalogue form's file work in the browser: uploading a PDF or a cover image (the server
 * reads the PDF; processing makes the pages and the cover), and the words for a PDF the server
 * refused (damaged or cut short, password-protected …), shown beside the file field.
 * Imported only by client modules.
 */
import type { TFunction } from "i18next";
import { MAX_PAGES } from "#lib/catalog-processing.ts";
import { type Fetch, RequestError } from "./admin-fetch.ts";

type Uploaded = { fileUrl?: string; url?: string; pages?: number | null };

/** Posts one file to an admin upload endpoint; throws a RequestError with the server's answer. */
export async function upload(path: string, file: Blob, name: string, send: Fetch = fetch): Promise<Uploaded> {
  const form = new FormData();
  form.set("file", file, name);
  const res = await send(path, { method: "POST", body: form, credentials: "include" });
  const body = (await res.json().catch(() => ({}))) as Uploaded & NonNullable<RequestError["body"]>;
  if (!res.ok) throw new RequestError(res.status, body.error ?? `${res.status}: ${res.statusText}`, body);
  return body;
}

/**
 * Why the server would not take the file (a 422 naming the PDF's problem), in the admin's
 * language, for the file field; null for any other failure (the network, a full disk), which a
 * toast reports.
 */
export function uploadRefusal(t: TFunction<"admin">, error: unknown): string | null {
  if (!(error instanceof RequestError) || error.status !== 422) return null;
  const code = error.body?.issues?.find((i) => i.path === "file")?.code;
  if (!code) return null;
  return t("catalogs.uploadRefused", { reason: t(`processing.errors.${code}`, { max: MAX_PAGES }) });
}
