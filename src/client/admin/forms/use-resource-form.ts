/**
 * The life of an admin new/edit form for one API resource (stores, branches, catalogues,
 * posts): load the record when editing (one gone meanwhile is `missing`), save it
 * (save-resource.ts: the API's own zod schema, then POST or PUT), then go back to the list with
 * a toast — or stay, with the errors beside their fields (the first of them focused; each goes
 * once its field is changed) or, when no field is to blame, an error toast.
 * Imported only by client modules, so it needs no 'use client' of its own.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ZodType } from "zod";
import { apiRequest, RequestError } from "#client/admin/admin-fetch.ts";
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
  // The errors of the last save, and the values they were given for (an error goes when its field changes).
  const [failure, setFailure] = useState<{ errors: FieldErrors; values: V }>({ errors: {}, values: options.initial });
  const [missing, setMissing] = useState(false);
  // Bumped by each save that failed on fields: the first invalid field then takes the focus.
  const [refused, setRefused] = useState(0);
  const isNew = id === null;
  const messages = resourceMessages(t, ns, options.messages);
  // The loader reads the latest callbacks without reloading the record when they change identity.
  const latest = useRef({ fromRecord: options.fromRecord, loadFailed: messages.loadFailed });
  latest.current = { fromRecord: options.fromRecord, loadFailed: messages.loadFailed };

  useEffect(() => {
    if (id === null) return setLoading(false);
    apiRequest<Record<string, unknown>>("GET", `${endpoint}/${id}`)
      .then((record) => setValues(latest.current.fromRecord(record)))
      .catch((error) =>
        // Deleted since the page was served (which checked it): a not-found state, never an empty form to save.
        error instanceof RequestError && error.status === 404
          ? setMissing(true)
          : toast({ ...latest.current.loadFailed, variant: "destructive" }),
      )
      .finally(() => setLoading(false));
  }, [endpoint, id]);

  useEffect(() => {
    if (refused) document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [refused]);

  // One saver per record: it drops a second submit while the first is under way.
  const save = useMemo(() => resourceSaver({ endpoint, id, issueText: issueText(t) }), [endpoint, id, t]);

  /** Checks `body` with `schema` (field errors stay on the form) and saves it. */
  async function submit(body: unknown, schema?: ZodType) {
    const sent = values;
    const result = await save(body, schema, () => {
      setFailure({ errors: {}, values: sent });
      setSaving(true);
    });
    if (result.status === "saved") {
      toastAfterNavigation(messages.saved(isNew));
      window.location.assign(listHref);
      return;
    }
    if (result.status === "failed") setSaving(false);
    if (result.status !== "invalid" && result.status !== "failed") return;
    if (Object.keys(result.errors).length) {
      // The fields say what is wrong (a taken slug too): no toast on top of them.
      setFailure({ errors: result.errors, values: sent });
      setRefused((n) => n + 1);
    } else if (result.status === "failed") {
      toast({ ...messages.saveFailed(isNew, result.error), variant: "destructive" });
    }
  }

  /**
   * Sets (or, with undefined, clears) one field's error: for checks made outside the save (an
   * upload refused). It stands, like a save's, until that field changes.
   */
  const setFieldError = (field: string, message: string | undefined) =>
    setFailure(({ errors: { [field]: _old, ...rest }, values: at }) => ({
      errors: message ? { ...rest, [field]: message } : rest,
      values: { ...at, [field]: (values as Record<string, unknown>)[field] },
    }));

  const errors = standingErrors(failure.errors, failure.values, values);
  return { values, setValues, loading, saving, errors, isNew, missing, submit, setFieldError };
}

/**
 * The errors of the last save that still stand: each one whose field holds the value it was
 * given for (changed, it goes; the next save checks it again). Errors of no field of the form stay.
 * Example: standingErrors({ slug: "Slug already in use" }, { slug: "lulu" }, { slug: "lulu-2" }) → {}
 */
export function standingErrors<V>(errors: FieldErrors, atError: V, values: V): FieldErrors {
  const was = atError as Record<string, unknown>;
  const now = values as Record<string, unknown>;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !(key in now) || now[key] === was[key]));
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
