"use client";
/**
 * The client side of the admin gate (spec section 4). The server already refused this
 * page without a session, so the content shows at once; this re-checks in the browser
 * (one retry after 200 ms) and sends the operator to /admin/login if the session ended
 * meanwhile or the network fails.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_FLAG } from "./admin-fetch.ts";

async function authenticated(): Promise<boolean> {
  const res = await fetch("/api/admin/auth", { credentials: "include" });
  if (!res.ok) return false;
  return ((await res.json()) as { authenticated?: boolean }).authenticated === true;
}

export function AdminGate({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation("admin");
  const [checking, setChecking] = useState(true);
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          if (await authenticated()) {
            if (!cancelled) setChecking(false);
            return;
          }
        } catch {}
        if (attempt === 0) await new Promise((r) => setTimeout(r, 200));
      }
      if (cancelled) return;
      try {
        localStorage.removeItem(ADMIN_FLAG);
      } catch {}
      window.location.assign(loginHref);
    };
    void check();
    return () => {
      cancelled = true;
    };
  }, [loginHref]);
  // A quiet status line, not a blocking spinner: the server has already checked this page.
  return checking ? (
    <p
      role="status"
      className="fixed bottom-2 start-2 z-40 rounded-md bg-slate-800/80 px-2 py-1 text-xs text-white"
      data-testid="auth-checking"
    >
      {t("checking")}
    </p>
  ) : null;
}
