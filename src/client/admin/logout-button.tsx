"use client";
/** Logout: ends the server session, clears the local flag, goes to /admin/login. */
import { useTranslation } from "react-i18next";
import { toast, toastAfterNavigation } from "#client/toast-store.ts";
import { ADMIN_FLAG, apiRequest } from "./admin-fetch.ts";

export function LogoutButton({ loginHref, className }: { loginHref: string; className?: string }) {
  const { t } = useTranslation("admin");
  return (
    <button
      type="button"
      className={className}
      data-testid="logout"
      onClick={async () => {
        try {
          await apiRequest("POST", "/api/admin/logout");
          try {
            localStorage.removeItem(ADMIN_FLAG);
          } catch {}
          toastAfterNavigation({ title: t("logout.success") });
          window.location.assign(loginHref);
        } catch {
          toast({ title: t("logout.errorTitle"), description: t("logout.errorText"), variant: "destructive" });
        }
      }}
    >
      {t("nav.logout")}
    </button>
  );
}
