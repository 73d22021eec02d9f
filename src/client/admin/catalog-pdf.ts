/**
 * The catalogue form's file work in the browser: uploading a PDF or a cover image (the server
 * reads the PDF; processing makes the pages and the cover). Imported only by client modules.
 */

/** Posts one file to an admin upload endpoint; throws with the server's error text. */
export async function upload(path: string, file: Blob, name: string) {
  const form = new FormData();
  form.set("file", file, name);
  const res = await fetch(path, { method: "POST", body: form, credentials: "include" });
  const body = (await res.json().catch(() => ({}))) as {
    fileUrl?: string;
    url?: string;
    pages?: number;
    error?: string;
  };
  if (!res.ok) throw new Error(body.error ?? `${res.status}: ${res.statusText}`);
  return body;
}
