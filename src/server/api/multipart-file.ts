/**
 * Reads the `file` field of a multipart/form-data request straight to a file on disk, as the
 * bytes arrive: an upload is never held in memory whole (the admin uploads of catalogue PDFs,
 * up to 25 MiB each). Other fields are skipped. The file is written under a temporary name and
 * renamed when complete, so a refused or cut-short upload leaves nothing behind.
 */
import { closeSync, openSync, rmSync, writeSync } from "node:fs";
import { rename } from "node:fs/promises";
import { ApiError } from "./errors.ts";

const CRLF2 = Buffer.from("\r\n\r\n");

export type SavedFile = {
  size: number;
  /** The file's first bytes (up to 16), for a signature check. */
  head: Uint8Array;
};

/** A part's name from its headers (Content-Disposition: form-data; name="file"; filename="x.pdf"). */
const partName = (headers: string) => /content-disposition:[^\r\n]*;\s*name="([^"]*)"/i.exec(headers)?.[1] ?? null;

/**
 * Streams `request`'s `file` field to `target`; throws ApiError 400 when there is none (or it
 * is empty), 413 past `limit` bytes.
 */
export async function saveMultipartFile(request: Request, target: string, limit: number): Promise<SavedFile> {
  const boundary = /boundary="?([^";]+)"?/i.exec(request.headers.get("Content-Type") ?? "")?.[1];
  const missing = () => new ApiError(400, "Send the file as multipart/form-data in a field named file");
  if (!boundary || !request.body) throw missing();
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const part = `${target}.part`;
  // Plain synchronous writes: a failed one (a full disk) throws here, inside the try below, where a
  // FileSink would reject later on a promise no one awaits. A chunk is at most the socket's read.
  const fd = openSync(part, "w");
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  let size = 0;
  const head: number[] = [];
  // Bytes not yet consumed; a leading CRLF lets the first boundary match the delimiter too.
  let pending = Buffer.from("\r\n");
  let state: "preamble" | "headers" | "skip" | "file" | "done" = "preamble";
  let found = false;

  const write = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    size += bytes.length;
    if (size > limit) throw new ApiError(413, `The file is too large (at most ${Math.round(limit / 1024 / 1024)} MiB)`);
    for (let i = 0; head.length < 16 && i < bytes.length; i++) head.push(bytes[i]!);
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
  };

  /** Consumes what `pending` allows in the current state; false when more bytes are needed. */
  const step = (): boolean => {
    if (state === "preamble" || state === "skip" || state === "file") {
      const at = pending.indexOf(delimiter);
      const keep = at >= 0 ? at : Math.max(0, pending.length - delimiter.length);
      if (state === "file") write(pending.subarray(0, keep));
      if (at < 0) {
        pending = pending.subarray(keep);
        return false;
      }
      const after = pending.subarray(at + delimiter.length);
      if (after.length < 2) {
        pending = pending.subarray(at);
        return false;
      }
      if (state === "file") [state, found] = ["done", true];
      else state = after[0] === 0x2d && after[1] === 0x2d ? "done" : "headers"; // "--": the last boundary
      pending = after.subarray(2);
      return state !== "done";
    }
    if (state === "headers") {
      const end = pending.indexOf(CRLF2);
      if (end < 0) {
        if (pending.length > 16 * 1024) throw missing();
        return false;
      }
      const headers = pending.subarray(0, end).toString("latin1");
      state = partName(headers) === "file" && /filename=/i.test(headers) ? "file" : "skip";
      // The delimiter search needs the CRLF that ends the part's data: it is part of the delimiter.
      pending = pending.subarray(end + CRLF2.length);
      return true;
    }
    return false;
  };

  try {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending = pending.length ? Buffer.concat([pending, value]) : Buffer.from(value);
      while (step()) {
        // Consumed one boundary or header block; go on with the rest.
      }
      if ((state as string) === "done") {
        await reader.cancel().catch(() => {});
        break;
      }
    }
    close();
    if (!found || size === 0)
      throw new ApiError(400, "Choose a file to upload", [{ path: "file", message: "Required" }]);
    await rename(part, target);
    return { size, head: Uint8Array.from(head) };
  } catch (error) {
    try {
      close();
    } catch {
      // Already failing: the file goes below either way.
    }
    rmSync(part, { force: true });
    throw error; // an ApiError, or the body limit's own error (a 413 from its middleware)
  }
}
