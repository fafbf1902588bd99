import type { Lang } from "../../i18n/languages.ts";
import type { TemplateKey, TemplateSource } from "../template-keys.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { LanguageTemplates } from "./types.ts";

export const DEFAULT_TEMPLATES: Record<Lang, LanguageTemplates> = { nl, en, pl };

export function defaultTemplate(key: TemplateKey, lang: Lang): TemplateSource {
  return DEFAULT_TEMPLATES[lang].templates[key];
}
