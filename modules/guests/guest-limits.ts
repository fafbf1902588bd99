import type { Lang } from "../i18n/languages.ts";

/** How long the owner's notes on a guest may be (the dashboard's form reads it in the browser). */
export const GUEST_NOTES_MAX = 4000;

/** What an erased guest is called in the guest book, in the owner's language. */
export const ERASED_GUEST_NAME: Record<Lang, string> = {
  nl: "Gewiste gast",
  en: "Erased guest",
  pl: "Usunięty gość",
};
