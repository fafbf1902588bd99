import type { Lang } from "../../../modules/i18n/languages.ts";
import { admin as adminSection } from "./admin/index.ts";
import { dashboard as dashboardSection } from "./dashboard/index.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { onboarding as onboardingSection } from "./onboarding/index.ts";
import { pl } from "./pl.ts";

/**
 * All interface texts per language: the marketing and account texts (nl.ts, en.ts,
 * pl.ts) plus one folder per area of the signed-in app, so each area keeps its own files.
 */
function sections(lang: Lang) {
  return { onboarding: onboardingSection[lang], dashboard: dashboardSection[lang], admin: adminSection[lang] };
}

export const resources = {
  nl: { ...nl, ...sections("nl") },
  en: { ...en, ...sections("en") },
  pl: { ...pl, ...sections("pl") },
};

export type UiStrings = typeof nl & {
  onboarding: (typeof onboardingSection)["nl"];
  dashboard: (typeof dashboardSection)["nl"];
  admin: (typeof adminSection)["nl"];
};
