"use client";
/** The contact-form inbox: newest first; opening a message marks it read. */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDubaiTime } from "#lib/dates.ts";
import { apiRequest } from "./admin-fetch.ts";

type Message = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
};

export function MessagesList({ locale }: { locale: string }) {
  const { t } = useTranslation("admin");
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    apiRequest<Message[]>("GET", "/api/admin/contact-messages").then(setMessages, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  async function markRead(m: Message) {
    if (m.read) return;
    setMessages((list) => list?.map((x) => (x.id === m.id ? { ...x, read: true } : x)) ?? null);
    await apiRequest("PATCH", `/api/admin/contact-messages/${m.id}`, { read: true }).catch(() => undefined);
  }

  if (failed) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
        {t("messages.loadFailed")}{" "}
        <button type="button" onClick={load} className="font-semibold underline">
          {t("messages.retry")}
        </button>
      </div>
    );
  }
  if (!messages)
    return (
      <div className="space-y-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  if (messages.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {t("messages.empty")}
      </p>
    );
  return (
    <>
      <p className="mb-2 text-xs text-slate-600">{t("time.listNote")}</p>
      <ul className="space-y-2" data-testid="messages">
        {messages.map((m) => (
          <li key={m.id}>
            <details
              className="rounded-xl border border-slate-200 bg-white p-4"
              onToggle={(e) => (e.currentTarget.open ? void markRead(m) : undefined)}
              data-testid="message"
            >
              <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                {!m.read && (
                  <span
                    className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white"
                    data-testid="unread"
                  >
                    {t("messages.new")}
                  </span>
                )}
                <span className={m.read ? "text-slate-700" : "font-semibold text-slate-900"} dir="auto">
                  {m.subject}
                </span>
                <time dateTime={m.createdAt} className="ms-auto whitespace-nowrap text-xs text-slate-500">
                  {formatDubaiTime(m.createdAt, locale)}
                </time>
              </summary>
              <div className="mt-3 space-y-1 text-sm text-slate-700">
                <p>
                  {t("messages.from")}: {m.firstName} {m.lastName} &lt;
                  <a href={`mailto:${m.email}`} className="text-teal-700 underline">
                    {m.email}
                  </a>
                  &gt;
                </p>
                {m.phone && (
                  <p>
                    {t("messages.phone")}: <span dir="ltr">{m.phone}</span>
                  </p>
                )}
                {m.company && (
                  <p>
                    {t("messages.company")}: {m.company}
                  </p>
                )}
                <p className="mt-2 whitespace-pre-wrap rounded-lg bg-slate-50 p-3" dir="auto">
                  {m.message}
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
