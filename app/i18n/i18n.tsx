import type { TFunction } from "i18next";
import type { Lang } from "../../modules/i18n/languages.ts";
import { resources } from "./ui/resources.ts";
import { bundleTranslator, type UiBundle } from "./use-i18n.tsx";

/**
 * Every interface string of every surface in all three languages: for code that runs only
 * on the server (loaders, actions, emails) and for the marketing pages, which are rendered
 * only there (docs/decisions/0008). A hydrated page never imports this module: it reads the
 * strings its layout's loader gave it through `useI18n()` (./use-i18n.tsx, docs/decisions/0009).
 */
export { useI18n } from "./use-i18n.tsx";

/** All strings of one language, as a bundle for I18nProvider. */
export function allStrings(lang: Lang): UiBundle {
  return { lang, strings: resources[lang] };
}

/** A translator over all strings of one language (made once: translators are kept per strings object). */
export function translator(lang: Lang): TFunction {
  return bundleTranslator(allStrings(lang));
}
