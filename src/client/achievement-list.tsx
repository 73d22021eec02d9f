"use client";
/**
 * The achievements page's list (routes/pages/achievements.tsx): every achievement as the server
 * rendered it, the same for everyone; once hydrated, this visitor's own progress from
 * GET /api/session/{id}/progress (the anonymous session in localStorage, visitor-session.ts):
 * earned ones marked with their date, the others with how far along they are.
 */
import { useEffect, useState } from "react";
import { dubaiDate } from "./dubai-date.ts";
import { session } from "./visitor-session.ts";

export type AchievementItem = { id: string; icon: string; title: string; description: string };

type Mine = { id: string; earned: boolean; earnedAt: string | null; progress: { current: number; target: number } };

/** Strings in the page's language, with {{name}} slots filled here. */
export type AchievementLabels = {
  earnedOn: string;
  progress: string;
  progressLabel: string;
  summary: string;
  unavailable: string;
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

async function loadMine(): Promise<Map<string, Mine>> {
  const id = await session();
  if (!id) throw new Error("no visitor session");
  const res = await fetch(`/api/session/${id}/progress`, { credentials: "include" });
  // A session the server no longer knows (a restored database) has earned nothing there yet.
  if (res.status === 404) return new Map();
  if (!res.ok) throw new Error(`progress: ${res.status}`);
  const body = (await res.json()) as { achievements: Mine[] };
  return new Map(body.achievements.map((a) => [a.id, a]));
}

export function AchievementList({
  lang,
  items,
  labels,
}: {
  lang: "en" | "ar";
  items: AchievementItem[];
  labels: AchievementLabels;
}) {
  const [mine, setMine] = useState<Map<string, Mine> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadMine().then(
      (m) => live && setMine(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const earnedCount = mine ? items.filter((i) => mine.get(i.id)?.earned).length : 0;
  return (
    <div>
      <p className="mb-6 min-h-6 font-semibold text-teal-800" aria-live="polite" data-testid="achievement-summary">
        {mine && fill(labels.summary, { earned: earnedCount, total: items.length })}
        {failed && <span className="font-normal text-slate-600">{labels.unavailable}</span>}
      </p>
      <ol className="grid gap-4 sm:grid-cols-2">
        {items.map((item) => {
          const own = mine?.get(item.id);
          const earned = !!own?.earned;
          return (
            <li
              key={item.id}
              data-achievement={item.id}
              data-earned={mine ? String(earned) : undefined}
              className={`flex gap-4 rounded-2xl border p-5 ${earned ? "border-teal-300 bg-teal-50" : "border-slate-200 bg-white"}`}
            >
              <span
                aria-hidden="true"
                className={`w-10 shrink-0 text-center text-3xl leading-none ${mine && !earned ? "grayscale" : ""}`}
              >
                {item.icon}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="font-bold text-slate-900">{item.title}</h2>
                <p className="mt-1 text-sm text-slate-600">{item.description}</p>
                {own &&
                  (earned && own.earnedAt ? (
                    <p className="mt-3 text-sm font-semibold text-teal-800">
                      {fill(labels.earnedOn, { date: dubaiDate(lang, own.earnedAt) })}
                    </p>
                  ) : (
                    <div className="mt-3 flex items-center gap-3 text-sm text-slate-700">
                      <progress
                        className="achievement-progress flex-1"
                        value={own.progress.current}
                        max={own.progress.target}
                        aria-label={fill(labels.progressLabel, { title: item.title })}
                      />
                      <span className="shrink-0">{fill(labels.progress, own.progress)}</span>
                    </div>
                  ))}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
