/**
 * The toasts of an admin resource form: its record failed to load, it was saved, or saving
 * failed (a refusal with the server's reason alone; the network's or a fault's after the
 * resource's own words, which advise trying again).
 * Imported only by client modules.
 */
import type { TFunction } from "i18next";
import { errorText, refusalReason } from "#client/admin/admin-fetch.ts";
import type { Toast } from "#client/toast-store.ts";

type Message = Pick<Toast, "title" | "description">;

/** The admin translation namespace of each resource ("stores.created", "blogs.cancel", …). */
export type ResourceNs = "stores" | "branches" | "catalogs" | "blogs";

export type ResourceMessages = {
  loadFailed: Message;
  saved: (isNew: boolean) => Message;
  saveFailed: (isNew: boolean, error: unknown) => Message;
};

/**
 * The admin's words for a server issue with a code (admin "fieldIssues.<code>"), with the
 * issue's params put in ("at character {{position}}"); undefined for a code it has none for.
 */
export function issueText(t: TFunction<"admin">) {
  return (code: string, params: Record<string, string | number> = {}): string | undefined =>
    t(`fieldIssues.${code}`, { defaultValue: "", ...params }) || undefined;
}

/** The usual wording from `ns`'s keys, with `overrides` (the blog form words them differently). */
export function resourceMessages(
  t: TFunction<"admin">,
  ns: ResourceNs,
  overrides: Partial<ResourceMessages> = {},
): ResourceMessages {
  return {
    loadFailed: { title: t(`${ns}.error`), description: t(`${ns}.notFound`) },
    saved: (created) => ({ title: created ? t(`${ns}.created`) : t(`${ns}.updated`) }),
    // A refusal (a taken slug, an unknown category, a record gone) says why: "Please try again"
    // is for failures another try may cure (the network, a fault on the server).
    saveFailed: (created, error) => ({
      title: t(`${ns}.error`),
      description:
        refusalReason(error) ??
        `${created ? t(`${ns}.createFailed`) : t(`${ns}.updateFailed`)} ${errorText(error, "")}`.trim(),
    }),
    ...overrides,
  };
}
