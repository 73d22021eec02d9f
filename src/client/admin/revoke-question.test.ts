/**
 * Revoking a report link or an API token asks with the shared confirm dialog: its confirming
 * button must say "Revoke" (not the dialog's default "Delete"), and in Arabic a word other than
 * the Cancel button's (both were "إلغاء", two identical buttons with opposite answers).
 */
import { describe, expect, test } from "bun:test";
import { i18nInstance } from "#client/i18n-instance.ts";
import { resources } from "#i18n/resources.ts";
import { revokeQuestion } from "./revoke-question.ts";

const tOf = (lang: "en" | "ar") => i18nInstance(`revoke-${lang}`, lang, resources, "admin").getFixedT(lang, "admin");

describe("the revoke question", () => {
  test.each(["reportLink", "token"] as const)("for a %s confirms with Revoke, in English", (kind) => {
    const t = tOf("en");
    const q = revokeQuestion(t, kind, "Tool");
    expect(q.confirm).toBe("Revoke");
    expect(q.title).toContain("Revoke");
  });

  test.each(["reportLink", "token"] as const)("for a %s, in Arabic, differs from Cancel", (kind) => {
    const t = tOf("ar");
    const q = revokeQuestion(t, kind, "Tool");
    expect(q.confirm).toBe("إبطال");
    expect(q.confirm).not.toBe(t("confirm.cancel"));
    expect(q.confirm).not.toBe(t("confirm.delete"));
  });
});
