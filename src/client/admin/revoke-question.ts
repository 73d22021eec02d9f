/**
 * The confirm dialog's question before revoking a store's report link or an API token: its
 * confirming button says Revoke (the dialog's default is Delete), in a word that is not the
 * Cancel button's in either language. Imported only by client modules.
 */
import type { TFunction } from "i18next";

export function revokeQuestion(t: TFunction<"admin">, kind: "reportLink" | "token", name = "") {
  return kind === "token"
    ? { title: t("tokens.revokeTitle", { name }), body: t("tokens.revokeText"), confirm: t("tokens.revoke") }
    : {
        title: t("analytics.reports.revokeTitle"),
        body: t("analytics.reports.revokeText"),
        confirm: t("analytics.reports.revoke"),
      };
}
