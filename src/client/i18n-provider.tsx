"use client";
/**
 * Gives public client components their strings in the page's language: the small dictionary
 * the server picked for them (src/i18n/client-messages.ts), read through `useI18n()`.
 */
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Messages } from "#i18n/messages.ts";
import { type Translate, translator } from "./translate.ts";

type I18n = { lang: "en" | "ar"; t: Translate };

const I18nContext = createContext<I18n>({ lang: "en", t: translator("en", {}) });

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: "en" | "ar";
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, t: translator(lang, messages) }), [lang, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's language and a translator over the strings its layout passed. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
