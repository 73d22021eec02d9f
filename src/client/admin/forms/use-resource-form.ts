/**
 * The life of an admin new/edit form for one API resource (stores, branches, catalogues,
 * posts): load the record when editing, check the body with the API's own zod schema,
 * POST or PUT it, then go back to the list with a toast — or stay with an error toast.
 * Imported only by client modules, so it needs no 'use client' of its own.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ZodType } from "zod";
import { type Toast, toast, toastAfterNavigation } from "../../toast-store.ts";
import { apiRequest, errorText, RequestError } from "../admin-fetch.ts";

type Message = Pick<Toast, "title" | "description">;

/** The admin translation namespace of each resource ("stores.created", "blogs.cancel", …). */
export type ResourceNs = "stores" | "branches" | "catalogs" | "blogs";

type ResourceMessages = {
  loadFailed: Message;
  saved: (isNew: boolean) => Message;
  saveFailed: (isNew: boolean, error: unknown) => Message;
};

type Options<V> = {
  ns: ResourceNs;
  /** The collection URL, e.g. "/api/stores"; the record is `${endpoint}/${id}`. */
  endpoint: string;
  /** null for a new record. */
  id: number | null;
  listHref: string;
  initial: V;
  /** The API's record as form values. */
  fromRecord: (record: Record<string, unknown>) => V;
  /** Overrides of the usual toasts (the blog form words them differently). */
  messages?: Partial<ResourceMessages>;
};

export function useResourceForm<V>(options: Options<V>) {
  const { ns, endpoint, id, listHref } = options;
  const { t } = useTranslation("admin");
  const [values, setValues] = useState<V>(options.initial);
  // A new form also waits for the browser: typing into the server's HTML before hydration
  // would be wiped when React takes the inputs over.
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isNew = id === null;
  const messages: ResourceMessages = {
    loadFailed: { title: t(`${ns}.error`), description: t(`${ns}.notFound`) },
    saved: (created) => ({ title: created ? t(`${ns}.created`) : t(`${ns}.updated`) }),
    saveFailed: (created, error) => ({
      title: t(`${ns}.error`),
      description: `${created ? t(`${ns}.createFailed`) : t(`${ns}.updateFailed`)} ${errorText(error, "")}`.trim(),
    }),
    ...options.messages,
  };
  // The loader reads the latest callbacks without reloading the record when they change identity.
  const latest = useRef({ fromRecord: options.fromRecord, loadFailed: messages.loadFailed });
  latest.current = { fromRecord: options.fromRecord, loadFailed: messages.loadFailed };

  useEffect(() => {
    if (id === null) return setLoading(false);
    apiRequest<Record<string, unknown>>("GET", `${endpoint}/${id}`)
      .then((record) => setValues(latest.current.fromRecord(record)))
      .catch(() => toast({ ...latest.current.loadFailed, variant: "destructive" }))
      .finally(() => setLoading(false));
  }, [endpoint, id]);

  /** Checks `body` with `schema` (field errors stay on the form) and saves it. */
  async function submit(body: unknown, schema?: ZodType) {
    let data = body;
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      data = parsed.data;
    }
    setErrors({});
    setSaving(true);
    try {
      if (isNew) await apiRequest("POST", endpoint, data);
      else await apiRequest("PUT", `${endpoint}/${id}`, data);
      toastAfterNavigation(messages.saved(isNew));
      window.location.assign(listHref);
    } catch (error) {
      // Rules only the server can check (an Arabic version published without its kept title)
      // come back as issues by field: show them beside their fields, as the schema's own.
      const issues = error instanceof RequestError && error.status === 400 ? (error.body?.issues ?? []) : [];
      if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path.split(".")[0]!, i.message])));
      toast({ ...messages.saveFailed(isNew, error), variant: "destructive" });
      setSaving(false);
    }
  }

  return { values, setValues, loading, saving, errors, isNew, submit };
}

/**
 * The usual `fromRecord`: each field of `empty` read from the API's record as the form
 * holds it — text as a string ("" for null or missing), a checkbox (a boolean in `empty`) as a boolean.
 */
export function recordToValues<V extends Record<string, string | boolean>>(empty: V) {
  return (record: Record<string, unknown>): V =>
    Object.fromEntries(
      Object.entries(empty).map(([key, blank]) => {
        const value = record[key];
        if (typeof blank === "boolean") return [key, !!value];
        return [key, value === null || value === undefined ? "" : String(value)];
      }),
    ) as V;
}
