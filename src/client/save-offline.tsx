"use client";
/**
 * "Save for offline" on a catalogue page (issue 25 item 5): keeps the whole catalogue on this
 * device (./offline-save.ts, loaded when pressed, so the page's own script stays as small), shows
 * how far it got, then "Saved for offline" with its size and a way to remove it. Hidden where the
 * browser has no service workers or Cache Storage (the worker is what opens it offline).
 */
import { useEffect, useState } from "react";
import { LANG_META } from "#i18n/languages.ts";
import { savedCatalogCache } from "#lib/offline-caches.ts";
import { type SavedCatalog, sizeText } from "#lib/offline-saved.ts";
import { useI18n } from "./i18n-provider.tsx";

type State =
  | { step: "unsupported" | "idle" | "failed" | "removed" }
  | { step: "saving"; percent: number }
  | { step: "saved"; bytes: number };

const supported = () => "serviceWorker" in navigator && "caches" in window;

export function SaveOffline({ catalog }: { catalog: SavedCatalog }) {
  const { t, lang } = useI18n();
  const [state, setState] = useState<State>({ step: "idle" });

  useEffect(() => {
    if (!supported()) return setState({ step: "unsupported" });
    // Only a catalogue saved before loads the saving code, to read its size.
    caches.has(savedCatalogCache(catalog.id)).then(async (has) => {
      if (!has) return;
      const info = await (await import("./offline-save.ts")).savedCatalog(catalog.id);
      if (info) setState({ step: "saved", bytes: info.bytes });
    });
  }, [catalog.id]);

  if (state.step === "unsupported") return null;

  const save = async () => {
    setState({ step: "saving", percent: 0 });
    try {
      const { saveCatalog } = await import("./offline-save.ts");
      const info = await saveCatalog(catalog, (done, total) =>
        setState({ step: "saving", percent: Math.floor((done / total) * 100) }),
      );
      setState({ step: "saved", bytes: info.bytes });
    } catch {
      setState({ step: "failed" });
    }
  };
  const remove = async () => {
    await (await import("./offline-save.ts")).removeCatalog(catalog.id);
    setState({ step: "removed" });
  };

  const button = "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold";
  return (
    <div className="mt-4 border-t border-slate-100 pt-4" data-testid="save-offline" data-state={state.step}>
      {state.step === "saved" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            <strong className="block font-semibold text-teal-800" data-testid="save-offline-done">
              ✓ {t("pages:offline.saved")}
            </strong>
            {t("pages:offline.savedHint", { size: sizeText(state.bytes, LANG_META[lang].locale) })}
          </p>
          <button
            type="button"
            onClick={remove}
            className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}
            data-testid="save-offline-remove"
          >
            {t("pages:offline.remove")}
          </button>
        </div>
      ) : (
        <>
          <button
            type="button"
            onClick={save}
            disabled={state.step === "saving"}
            aria-busy={state.step === "saving" || undefined}
            className={`${button} border border-teal-700 text-teal-800 hover:bg-teal-50 disabled:opacity-60`}
            data-testid="save-offline-button"
          >
            {t("pages:offline.save")}
          </button>
          <p className="mt-2 text-sm text-slate-600">{t("pages:offline.saveHint")}</p>
        </>
      )}
      {state.step === "saving" && (
        <progress
          className="mt-2 block h-2 w-full accent-teal-700"
          max={100}
          value={state.percent}
          aria-label={t("pages:offline.saving", { percent: state.percent })}
        />
      )}
      <p role="status" className="mt-1 text-sm empty:hidden">
        {state.step === "saving" && t("pages:offline.saving", { percent: state.percent })}
        {state.step === "failed" && <span className="text-red-700">{t("pages:offline.failed")}</span>}
        {state.step === "removed" && t("pages:offline.removed")}
      </p>
    </div>
  );
}
