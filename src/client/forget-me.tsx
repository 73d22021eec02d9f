/**
 * "Forget me" on My deals: DELETE /api/me deletes this visitor's session with everything it
 * keeps (follows, saved searches, lists, subscriptions, activity), and the browser forgets its
 * id. Asked twice, inline: one press does not delete anything.
 */
import { useState } from "react";
import { meWrite } from "./me-api.ts";
import type { Translate } from "./translate.ts";
import { forgetSession } from "./visitor-session.ts";

export function ForgetMe({ t, days, onForgotten }: { t: Translate; days: number; onForgotten: () => void }) {
  const [step, setStep] = useState<"idle" | "confirm" | "busy" | "done">("idle");
  const [problem, setProblem] = useState("");
  const forget = async () => {
    setStep("busy");
    setProblem("");
    try {
      const res = await meWrite("DELETE", "");
      // 401: the server had nothing for this browser already.
      if (!res.ok && res.status !== 401) throw new Error(String(res.status));
      forgetSession();
      // The copies of the lists pages the offline worker kept for this browser are the visitor's too.
      // (Which caches those are is fetched here, on the press: the page does not need it before.)
      if ("caches" in window) {
        const { isPersonalCache } = await import("#lib/offline-caches.ts");
        for (const name of (await caches.keys()).filter(isPersonalCache)) await caches.delete(name);
      }
      setStep("done");
      onForgotten();
    } catch {
      setProblem(t("me.failed"));
      setStep("confirm");
    }
  };
  const button = "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold";
  return (
    <section
      aria-labelledby="forget-me"
      className="mt-12 rounded-2xl border border-slate-200 bg-white p-6"
      data-testid="forget-me"
    >
      <h2 id="forget-me" className="text-lg font-bold text-slate-900">
        {t("pages:myDeals.forgetTitle")}
      </h2>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-slate-700">{t("pages:myDeals.forgetText", { days })}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3" role="group">
        {step === "idle" && (
          <button
            type="button"
            onClick={() => setStep("confirm")}
            className={`${button} border border-red-700 text-red-800 hover:bg-red-50`}
            data-testid="forget-me-button"
          >
            {t("pages:myDeals.forgetButton")}
          </button>
        )}
        {(step === "confirm" || step === "busy") && (
          <>
            <p className="w-full text-sm font-semibold text-slate-900">{t("pages:myDeals.forgetConfirm")}</p>
            <button
              type="button"
              onClick={forget}
              disabled={step === "busy"}
              className={`${button} bg-red-700 text-white hover:bg-red-800`}
              data-testid="forget-me-confirm"
            >
              {t("pages:myDeals.forgetYes")}
            </button>
            <button
              type="button"
              onClick={() => setStep("idle")}
              className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}
            >
              {t("pages:myDeals.forgetCancel")}
            </button>
          </>
        )}
      </div>
      <p role="status" className="mt-3 text-sm font-semibold" data-testid="forget-me-status">
        {step === "done" ? (
          <span className="text-emerald-800">{t("pages:myDeals.forgotten")}</span>
        ) : (
          <span className="text-red-700">{problem}</span>
        )}
      </p>
    </section>
  );
}
