import i18next, { type TFunction } from "i18next";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { isLang, type Lang, LOCALES } from "../../modules/i18n/languages.ts";
import type { UiStrings } from "./ui/resources.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: UiStrings };
  }
}

/**
 * The interface strings a page is given: those of its surface, in one language
 * (app/i18n/surface-strings.server.ts). A hydrated page receives them as loader data, so
 * its JavaScript holds no strings of its own (docs/decisions/0009).
 */
export type UiBundle = { lang: Lang; strings: Record<string, unknown> };

const translators = new WeakMap<object, TFunction>();

/** An i18next translator over a bundle (plurals, interpolation), made once per bundle. */
export function bundleTranslator(ui: UiBundle): TFunction {
  let t = translators.get(ui.strings);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: ui.lang,
      fallbackLng: false,
      resources: { [ui.lang]: { translation: ui.strings as Record<string, string> } },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    t = instance.t.bind(instance) as TFunction;
    translators.set(ui.strings, t);
  }
  return t;
}

/** The bundle in a route's loader data, or in the data of what its loader threw. */
export function bundleOf(data: unknown): UiBundle | undefined {
  const ui = (data as { ui?: Partial<UiBundle> } | null | undefined)?.ui;
  return ui && isLang(ui.lang) && typeof ui.strings === "object" && ui.strings !== null ? (ui as UiBundle) : undefined;
}

/** The strings of the deepest route whose loader data carries a bundle, for `meta` functions. */
export function matchesTranslator(matches: readonly ({ loaderData?: unknown } | undefined)[]): TFunction | undefined {
  for (const match of [...matches].reverse()) {
    const ui = bundleOf(match?.loaderData);
    if (ui) return bundleTranslator(ui);
  }
  return undefined;
}

type I18n = { lang: Lang; t: TFunction; locale: string };
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ ui, children }: { ui: UiBundle; children: ReactNode }) {
  const value = useMemo(() => ({ lang: ui.lang, t: bundleTranslator(ui), locale: LOCALES[ui.lang] }), [ui]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("No interface strings here: the surface's layout provides them (docs/decisions/0009)");
  return i18n;
}

/** For the last-resort error page, which may render where no strings arrived. */
export function useOptionalI18n(): I18n | null {
  return useContext(I18nContext);
}
