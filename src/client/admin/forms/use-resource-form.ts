/**
 * The life of an admin new/edit form for one API resource (stores, branches, catalogues,
 * posts): load the record when editing, save it (save-resource.ts: the API's own zod schema,
 * then POST or PUT), then go back to the list with a toast — or stay with an error toast.
 * Imported only by client modules, so it needs no 'use client' of its own.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ZodType } from "zod";
import { apiRequest } from "#client/admin/admin-fetch.ts";
import { toast, toastAfterNavigation } from "#client/toast-store.ts";
import { issueText, type ResourceMessages, type ResourceNs, resourceMessages } from "./resource-messages.ts";
import { type FieldErrors, resourceSaver } from "./save-resource.ts";

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const isNew = id === null;
  const messages = resourceMessages(t, ns, options.messages);
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

  // One saver per record: it drops a second submit while the first is under way.
  const save = useMemo(() => resourceSaver({ endpoint, id, issueText: issueText(t) }), [endpoint, id, t]);

  /** Checks `body` with `schema` (field errors stay on the form) and saves it. */
  async function submit(body: unknown, schema?: ZodType) {
    const result = await save(body, schema, () => {
      setErrors({});
      setSaving(true);
    });
    if (result.status === "invalid") setErrors(result.errors);
    if (result.status === "saved") {
      toastAfterNavigation(messages.saved(isNew));
      window.location.assign(listHref);
    }
    if (result.status === "failed") {
      if (Object.keys(result.errors).length) setErrors(result.errors);
      toast({ ...messages.saveFailed(isNew, result.error), variant: "destructive" });
      setSaving(false);
    }
  }

  /** Sets (or, with undefined, clears) one field's error: for checks made outside the save (an upload refused). */
  const setFieldError = (field: string, message: string | undefined) =>
    setErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));

  return { values, setValues, loading, saving, errors, isNew, submit, setFieldError };
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
