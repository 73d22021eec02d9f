"use client";
/**
 * "Follow" on a store's page and card. The page is the same for everyone (cached), so the
 * button is drawn unpressed and learns this visitor's follows from GET /api/me/follows once per
 * page (every card shares the one answer). Pressing it follows or unfollows at once; a refusal
 * (100 stores followed already) is said beside it.
 */
import { useEffect, useState } from "react";
import { useI18n } from "./i18n-provider.tsx";
import { meRead, meWrite } from "./me-api.ts";

type Follows = { follows: { storeId: number }[] };

let followed: Promise<Set<number>> | null = null;

/** The stores this visitor follows, asked once per page. */
function myFollows(): Promise<Set<number>> {
  followed ??= meRead<Follows>("/follows").then((r) => new Set(r?.follows.map((f) => f.storeId) ?? []));
  return followed;
}

export function FollowButton({
  storeId,
  storeName,
  compact,
}: {
  storeId: number;
  storeName: string;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  useEffect(() => {
    let live = true;
    myFollows().then((set) => live && setOn(set.has(storeId)));
    return () => {
      live = false;
    };
  }, [storeId]);

  const toggle = async () => {
    setBusy(true);
    setProblem("");
    try {
      const res = on ? await meWrite("DELETE", `/follows/${storeId}`) : await meWrite("POST", "/follows", { storeId });
      // Unfollowing one already gone (another tab) ends in the same state.
      if (res.ok || (on && res.status === 404)) {
        const next = !on;
        setOn(next);
        const set = await myFollows();
        if (next) set.add(storeId);
        else set.delete(storeId);
      } else setProblem(res.status === 422 ? t("me.followLimit") : t("me.failed"));
    } catch {
      setProblem(t("me.failed"));
    } finally {
      setBusy(false);
    }
  };

  const size = compact ? "min-h-10 px-3 text-xs" : "min-h-11 px-4 text-sm";
  const look = on
    ? "border border-teal-700 bg-teal-50 text-teal-800 shadow-sm hover:bg-teal-100"
    : "border border-teal-700 bg-white text-teal-800 shadow-sm hover:bg-teal-50";
  return (
    <span className="relative inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={toggle}
        disabled={busy || on === null}
        aria-pressed={on ?? false}
        aria-label={t(on ? "me.unfollowStore" : "me.followStore", { name: storeName })}
        className={`inline-flex items-center gap-1.5 rounded-lg font-semibold disabled:opacity-60 ${size} ${look}`}
        data-testid="follow-button"
        data-following={on === null ? undefined : String(on)}
      >
        <span aria-hidden="true">{on ? "✓" : "+"}</span>
        {t(on ? "me.following" : "me.follow")}
      </button>
      {/* On a card the message floats under the button, so the button never moves. */}
      <span
        role="status"
        className={
          compact
            ? "absolute end-0 top-full mt-1 w-48 rounded bg-white text-xs text-red-700 empty:hidden"
            : "text-xs text-red-700"
        }
      >
        {problem}
      </span>
    </span>
  );
}
