import { COUNTRY_CODES } from "../../../modules/onboarding/country-codes.ts";

/** Every country by its name in a language (a locale or language tag), alphabetically: a country select's options. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}
