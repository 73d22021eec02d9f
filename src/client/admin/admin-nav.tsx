"use client";
/**
 * The admin's section links: a row under the header on wider screens, a Menu button that
 * opens them as a list on a phone. The current section is marked aria-current="page" by the
 * server; the Messages link gets the unread count once it has loaded.
 */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "./admin-fetch.ts";

export type AdminNavItem = { key: string; href: string; label: string; current: boolean };

export function AdminNav({ items }: { items: AdminNavItem[] }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const listId = useId();

  useEffect(() => {
    apiRequest<{ unread: number }>("GET", "/api/admin/contact-messages/unread").then(
      (r) => setUnread(r.unread),
      () => setUnread(0), // the count is a hint; the inbox itself says what failed
    );
  }, []);

  return (
    <nav
      aria-label={t("extra.nav.label")}
      className="border-t border-slate-200"
      onKeyDown={(e) => (e.key === "Escape" ? setOpen(false) : undefined)}
      data-testid="admin-nav"
    >
      <div className="mx-auto max-w-6xl px-4">
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={listId}
          className="my-2 flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 md:hidden"
          data-testid="admin-nav-toggle"
        >
          <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
            <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
          </svg>
          {t("extra.nav.menu")}
        </button>
        <ul
          id={listId}
          className={`${open ? "flex" : "hidden"} flex-col gap-1 pb-3 md:flex md:flex-row md:flex-wrap md:py-1.5`}
        >
          {items.map((item) => (
            <li key={item.key}>
              <a
                href={item.href}
                aria-current={item.current ? "page" : undefined}
                className={`flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium ${item.current ? "bg-teal-50 text-teal-800" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {item.label}
                {item.key === "messages" && unread > 0 && (
                  <>
                    <span
                      className="rounded-full bg-teal-700 px-1.5 text-xs font-semibold text-white"
                      aria-hidden="true"
                      data-testid="nav-unread"
                    >
                      {unread}
                    </span>
                    <span className="sr-only">({t("extra.nav.unread", { count: unread })})</span>
                  </>
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
