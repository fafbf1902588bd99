import i18next, { type TFunction } from "i18next";
import { createContext, type ReactNode, useContext } from "react";
import { LANGUAGES, type Lang, LOCALES } from "../../modules/i18n/languages.ts";
import { resources, type UiStrings } from "./ui/resources.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: UiStrings };
  }
}

/** One ready i18next instance per language, created once: pages only read from them. */
const translators = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: resources[lang] } },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    return [lang, instance.t.bind(instance) as TFunction];
  }),
) as Record<Lang, TFunction>;

export function translator(lang: Lang): TFunction {
  return translators[lang];
}

type I18n = { lang: Lang; t: TFunction; locale: string };
const I18nContext = createContext<I18n>({ lang: "nl", t: translators.nl, locale: LOCALES.nl });

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <I18nContext.Provider value={{ lang, t: translators[lang], locale: LOCALES[lang] }}>
      {children}
    </I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
