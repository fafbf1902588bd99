import type { Lang } from "../i18n/languages.ts";
import type { TemplateData, TemplateKey } from "./template-keys.ts";

const SAMPLE_TIME = new Date("2026-03-12T13:05:00Z");

const SAMPLE_URLS: Record<TemplateKey, string> = {
  welcome: "https://vayvista.nl/account",
  "verify-email": "https://vayvista.nl/account/verify-email?token=voorbeeld",
  "password-reset": "https://vayvista.nl/account/reset-password?token=voorbeeld",
  "password-changed": "https://vayvista.nl/account/forgot-password",
  "new-sign-in": "https://vayvista.nl/account/security",
  "site-live": "https://villa-zonneweide.vayvista.nl/",
};

const SAMPLE_DEVICE: Record<Lang, string> = {
  nl: "Chrome op Windows",
  en: "Chrome on Windows",
  pl: "Chrome w systemie Windows",
};

/** Made-up but realistic values for previews and validation, per template and language. */
export function sampleData<K extends TemplateKey>(key: K, lang: Lang): TemplateData[K] {
  const all = {
    name: "Anna",
    url: SAMPLE_URLS[key],
    siteName: "Villa Zonneweide",
    device: SAMPLE_DEVICE[lang],
    time: SAMPLE_TIME,
  };
  // Every template's data is a subset of `all`; extra values are harmless to a template.
  return all as unknown as TemplateData[K];
}
