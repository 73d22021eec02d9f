"use client";
/**
 * Anonymous visitor session (spec section 4), entirely in the browser so server HTML
 * stays the same for everyone: the session is created once (id kept in localStorage),
 * activity is posted for store, catalogue, branch and article views and searches, and
 * each post is followed by an achievements check whose new achievements show as toasts that
 * lead to the achievements page.
 * The network side (visitor-session.ts) is fetched as soon as there is activity to post (a
 * visitor may leave a store page within a second), else once the page is idle.
 */
import { useEffect } from "react";
import { localizedPath } from "#i18n/languages.ts";
import type { Activity } from "#schemas/tracking.ts";
import { useI18n } from "./i18n-provider.tsx";
import { toast } from "./toast-store.ts";
import type { Earned } from "./visitor-session.ts";
import { whenIdle } from "./when-idle.ts";

export function VisitorTracker({ activity }: { activity?: Activity | null }) {
  const { t, lang } = useI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page's activity is fixed for its URL; record it once per page view
  useEffect(() => {
    const announce = (a: Earned) =>
      toast({
        title: t("achievement.unlocked", {
          icon: a.icon,
          title: t(`achievements.${a.id}.title`, { defaultValue: a.title }),
        }),
        description: t(`achievements.${a.id}.description`, { defaultValue: a.description }),
        link: { label: t("achievement.seeAll"), href: localizedPath(lang, "/achievements") },
      });
    const waiting: Activity[] = activity ? [activity] : [];
    let record: ((a: Activity) => void) | null = null;
    let live = true;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      import("./visitor-session.ts").then(
        (m) => {
          if (!live) return;
          record = (a) => void m.record(a, announce);
          void m.session();
          for (const a of waiting.splice(0)) record(a);
        },
        () => undefined, // Tracking never gets in the shopper's way.
      );
    };
    const onActivity = (e: Event) => {
      const detail = (e as CustomEvent<Activity>).detail;
      if (record) record(detail);
      else {
        waiting.push(detail);
        start();
      }
    };
    window.addEventListener("uae:activity", onActivity);
    // Without activity to post, only the session is made: that can wait for an idle moment.
    const cancel = waiting.length > 0 ? () => undefined : whenIdle(start);
    if (waiting.length > 0) start();
    return () => {
      live = false;
      cancel();
      window.removeEventListener("uae:activity", onActivity);
    };
  }, []);
  return null;
}
