/**
 * "Notify me" on My deals (its #alerts section): the browser's permission is asked only when the
 * shopper presses it; then a push subscription (for the site's VAPID key, GET /api/me/push) is
 * kept under this visitor's session (POST /api/me/push) in the page's language. "Stop
 * notifications" removes it on both sides. The worker (public/push/sw.js) only shows them.
 * What does it is in push-subscription.ts, fetched on the press (or to check one it has).
 */
import { useEffect, useState } from "react";
import { meRead } from "./me-api.ts";
import type { Translate } from "./translate.ts";

type State = "unsupported" | "off" | "on" | "busy" | "denied";

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
const pushSubscription = () => import("./push-subscription.ts");

export function NotifyMe({ lang, t }: { lang: "en" | "ar"; t: Translate }) {
  const [state, setState] = useState<State>("off");
  const [problem, setProblem] = useState("");
  useEffect(() => {
    if (!supported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("denied");
    meRead<{ subscribed: boolean }>("/push").then(async (r) => {
      if (r?.subscribed && (await (await pushSubscription()).currentSubscription())) setState("on");
    });
  }, []);

  const subscribe = async () => {
    setState("busy");
    setProblem("");
    try {
      setState(await (await pushSubscription()).subscribe(lang));
    } catch {
      setProblem(t("me.failed"));
      setState("off");
    }
  };

  const unsubscribe = async () => {
    setState("busy");
    await pushSubscription()
      .then((push) => push.unsubscribe())
      .catch(() => undefined);
    setState("off");
  };

  const button = "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold disabled:opacity-60";
  return (
    <section
      id="alerts"
      aria-labelledby="alerts-title"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-6"
      data-testid="notify-me"
    >
      <h2 id="alerts-title" className="text-lg font-bold text-slate-900">
        {t("pages:myDeals.alertsTitle")}
      </h2>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-slate-700">{t("pages:myDeals.alertsText")}</p>
      <div className="mt-4">
        {state === "unsupported" || state === "denied" ? (
          <p className="text-sm text-slate-700">
            {t(state === "denied" ? "pages:myDeals.alertsDenied" : "pages:myDeals.alertsUnsupported")}
          </p>
        ) : state === "on" ? (
          <button
            type="button"
            onClick={unsubscribe}
            className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}
          >
            {t("pages:myDeals.alertsStop")}
          </button>
        ) : (
          <button
            type="button"
            onClick={subscribe}
            disabled={state === "busy"}
            className={`${button} bg-teal-700 text-white hover:bg-teal-800`}
            data-testid="notify-me-button"
          >
            {t("pages:myDeals.alertsStart")}
          </button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-red-700">
        {problem}
      </p>
    </section>
  );
}
