import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { apiRequest, refusalReason } from "#client/admin/admin-fetch.ts";
import { caller } from "#tests/helpers/api.ts";
import { filesUnder } from "#tests/helpers/tiny-disk.ts";
import { appOnTinyDisk } from "#tests/helpers/tiny-disk-app.ts";

// A full disk is reported in those words and leaves no partial files (security.md): DATA_DIR is
// a real 1 MiB tmpfs, so every write past it fails with the kernel's own ENOSPC / SQLITE_FULL.
const t = appOnTinyDisk(1024);
const disk = t.disk;
const DISK_FULL = {
  error: "The disk is full. Free some space on the server, then try again.",
  issues: [],
  code: "insufficient_storage",
};

async function upload(bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("file", new File([bytes], "flyer.pdf"));
  const res = await t.app.request("/api/admin/uploads/catalog", {
    method: "POST",
    body: form,
    headers: { "Sec-Fetch-Site": "same-origin", Cookie: t.cookie },
  });
  return { status: res.status, json: await res.json() };
}

describe.skipIf(!disk)("a full disk through the API", () => {
  test("an upload bigger than the free space answers 507 'The disk is full' and leaves no partial file", async () => {
    const before = filesUnder(disk!.dir);
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const { status, json } = await upload(big);
    expect(status).toBe(507);
    expect(json).toEqual(DISK_FULL);
    expect(filesUnder(disk!.dir).filter((f) => !before.includes(f) && !f.startsWith("test.db"))).toEqual([]);
  });

  test("a database write on a full disk answers 507 in the same words", async () => {
    // Fill what is left of the disk, then ask for a write.
    try {
      writeFileSync(join(disk!.dir, "filler"), new Uint8Array(2 * 1024 * 1024));
    } catch {
      // ENOSPC: the disk is full now, which is the point.
    }
    const res = await caller(t.app)("POST", "/api/contact", {
      firstName: "Sara",
      lastName: "Ali",
      email: "sara@example.ae",
      phone: "",
      company: "",
      subject: "Listing",
      message: "Please add my store. ".repeat(200),
      agreeToTerms: true,
    });
    expect(res.status).toBe(507);
    expect(res.json).toEqual(DISK_FULL);
  });

  test("the admin screens give the server's words: a refused write on a full disk is not 'try again'", async () => {
    const send = (url: string, init: RequestInit) =>
      t.app.request(url, {
        ...init,
        headers: { ...(init.headers as object), "Sec-Fetch-Site": "same-origin", Cookie: t.cookie },
      });
    const error = await apiRequest("POST", "/api/categories", { name: "Toys", nameAr: "ألعاب" }, send).catch(
      (e: unknown) => e,
    );
    expect(refusalReason(error)).toBe(DISK_FULL.error);
  });
});
