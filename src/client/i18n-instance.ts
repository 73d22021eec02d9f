/**
 * i18next instances for client components: one per language and resource set, created on
 * first use and never switched, so server rendering of English and Arabic pages at the
 * same time cannot mix them. Shared by the public and the admin providers.
 */
import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";

const instances = new Map<string, i18n>();

export function i18nInstance(key: string, lang: "en" | "ar", resources: Resource, defaultNS: string): i18n {
  const id = `${key}:${lang}`;
  let instance = instances.get(id);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: "en",
      ns: Object.keys(resources.en ?? {}),
      defaultNS,
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      react: { useSuspense: false },
    });
    instances.set(id, instance);
  }
  return instance;
}
