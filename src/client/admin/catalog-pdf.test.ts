/**
 * The catalogue form's upload against the real app (issue 24, item 3): a PDF that cannot be
 * read is refused at once, and the form has the reason in the admin's language to show beside
 * the file field; a good one comes back with its page count.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { i18nInstance } from "#client/i18n-instance.ts";
import { resources } from "#i18n/resources.ts";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { PDF_FIXTURES } from "#tests/helpers/catalog-pages.ts";
import type { Fetch } from "./admin-fetch.ts";
import { upload, uploadRefusal } from "./catalog-pdf.ts";

const { app, env } = startTestApp();

let cookie = "";
beforeAll(async () => {
  cookie = (await signedInCaller(app, env.db)).cookie;
});
/** The browser's fetch, as the app sees it: same-site, signed in. */
const browserFetch: Fetch = (url, init) =>
  Promise.resolve(app.request(url, { ...init, headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } }));

const tr = (lang: "en" | "ar") =>
  i18nInstance(`catalog-pdf-${lang}`, lang, resources, "admin").getFixedT(lang, "admin");

describe("uploading the catalogue's PDF", () => {
  test("a PDF cut short is refused with words for the file field, in English and Arabic", async () => {
    const bytes = await Bun.file(join(PDF_FIXTURES, "truncated.pdf")).bytes();
    const error = await upload("/api/admin/uploads/catalog", new Blob([bytes]), "flyer.pdf", browserFetch).then(
      () => null,
      (e: unknown) => e,
    );
    expect(uploadRefusal(tr("en"), error)).toBe("Not uploaded: This file is not a PDF or is damaged.");
    expect(uploadRefusal(tr("ar"), error)).toBe("لم يُرفع الملف: هذا الملف ليس PDF أو أنه تالف.");
  });

  test("a good PDF comes back with its page count; other failures are no refusal of the file", async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i++) doc.addPage();
    const answer = await upload(
      "/api/admin/uploads/catalog",
      new Blob([(await doc.save()) as Uint8Array<ArrayBuffer>]),
      "ok.pdf",
      browserFetch,
    );
    expect(answer.pages).toBe(3);
    expect(uploadRefusal(tr("en"), new TypeError("Failed to fetch"))).toBeNull();
  });
});
