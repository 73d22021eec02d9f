"use client";
/**
 * "Save this search" on /search: keeps the words and filters under this visitor's session
 * (POST /api/me/searches), where "My deals" looks for new offers matching them. The page is the
 * same for everyone, so the button does not know beforehand whether it was saved; saving twice
 * changes nothing (the server answers with the one already kept).
 */
import { useState } from "react";
import { useI18n } from "./i18n-provider.tsx";
import { meWrite } from "./me-api.ts";

export type SearchToSave = { q: string; emirate?: string; category?: string; store?: string };

export function SaveSearchButton({ search, myDealsHref }: { search: SearchToSave; myDealsHref: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<"idle" | "busy" | "saved">("idle");
  const [problem, setProblem] = useState("");
  const save = async () => {
    setState("busy");
    setProblem("");
    try {
      const res = await meWrite("POST", "/searches", search);
      if (res.ok) return setState("saved");
      setProblem(res.status === 422 ? t("me.searchLimit") : t("me.failed"));
    } catch {
      setProblem(t("me.failed"));
    }
    setState("idle");
  };
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3" data-testid="save-search">
      <button
        type="button"
        onClick={save}
        disabled={state !== "idle"}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-teal-700 bg-white px-4 text-sm font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-70"
        data-testid="save-search-button"
      >
        <span aria-hidden="true">{state === "saved" ? "✓" : "☆"}</span>
        {state === "saved" ? t("me.searchSaved") : t("me.saveSearch")}
      </button>
      <span role="status" className="text-sm">
        {state === "saved" ? (
          <a href={myDealsHref} className="font-semibold text-teal-800 underline">
            {t("me.savedSearchLink")}
          </a>
        ) : (
          <span className="text-red-700">{problem}</span>
        )}
      </span>
    </div>
  );
}
