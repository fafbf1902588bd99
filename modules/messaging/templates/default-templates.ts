import { isLang, type Lang } from "../../i18n/languages.ts";
import type { SiteLang } from "../../i18n/site-languages.ts";
import {
  type EmailLang,
  isGuestTemplate,
  type TemplateKey,
  type TemplateLang,
  type TemplateSource,
} from "../template-keys.ts";
import { deBooking } from "./booking/de.ts";
import { enBooking } from "./booking/en.ts";
import { nlBooking } from "./booking/nl.ts";
import { plBooking } from "./booking/pl.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { GuestSampleWords, SampleWords } from "./samples/types.ts";
import type { GuestLanguageTemplates, LanguageTemplates } from "./types.ts";
import type { GuestValueWords, ValueWords } from "./values/types.ts";

export const DEFAULT_TEMPLATES: Record<Lang, LanguageTemplates> = { nl, en, pl };

/** The site languages the platform itself does not speak: only guest emails are written in them. */
export const GUEST_LANGUAGE_TEMPLATES: Record<Exclude<SiteLang, Lang>, GuestLanguageTemplates> = { de };

/** The built-in version of an email in one of its languages. */
export function defaultTemplate<K extends TemplateKey>(key: K, lang: TemplateLang<K>): TemplateSource {
  const language: EmailLang = lang;
  if (isLang(language)) return DEFAULT_TEMPLATES[language].templates[key];
  if (isGuestTemplate(key)) return GUEST_LANGUAGE_TEMPLATES[language].templates[key];
  // Only where the pair was not checked (TemplateKey as a union allows any language).
  throw new Error(`the email ${key} has no version in ${language}`);
}

/** The words the values of the platform's emails are written in, in one of its languages. */
export function valueWords(lang: Lang): ValueWords {
  return DEFAULT_TEMPLATES[lang].values;
}

/** The words the values of a guest's emails are written in, in any site language. */
export function guestValueWords(lang: SiteLang): GuestValueWords {
  return isLang(lang) ? DEFAULT_TEMPLATES[lang].values : GUEST_LANGUAGE_TEMPLATES[lang].values;
}

/** Made-up values of the platform's emails in one of its languages, for previews. */
export function sampleWords(lang: Lang): SampleWords {
  return DEFAULT_TEMPLATES[lang].samples;
}

/** Made-up values of a guest's emails in any site language, for previews. */
export function guestSampleWords(lang: SiteLang): GuestSampleWords {
  return isLang(lang) ? DEFAULT_TEMPLATES[lang].samples : GUEST_LANGUAGE_TEMPLATES[lang].samples;
}

/** Why a guest of an owner's site gets an email, in their language. */
export function guestReason(lang: EmailLang): string {
  return isLang(lang) ? DEFAULT_TEMPLATES[lang].layout.guestReason : GUEST_LANGUAGE_TEMPLATES[lang].layout.guestReason;
}

const BOOKING_GUEST_REASONS: Record<SiteLang, string> = {
  nl: nlBooking.guestReason,
  en: enBooking.guestReason,
  de: deBooking.guestReason,
  pl: plBooking.guestReason,
};

/** Why a guest gets an email about their booking: the address was given for it, not typed in the contact form. */
export function bookingGuestReason(lang: SiteLang): string {
  return BOOKING_GUEST_REASONS[lang];
}
