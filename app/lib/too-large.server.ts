import { data } from "react-router";
import type { Lang } from "../../modules/i18n/languages.ts";
import type { RefusalText } from "./refusal-text.ts";

/**
 * What a visitor reads when they sent more than is accepted: the server's own 413 page
 * (server/http/error-pages.ts) and the refusal of a form that is too large for its action.
 */
export const TOO_LARGE_TEXT: Record<Lang, { title: string; message: string }> = {
  nl: {
    title: "Te veel tekst in één keer",
    message:
      "Wat u verstuurde is groter dan we in één keer aannemen, dus er is niets opgeslagen. Ga terug, maak de tekst korter en verstuur het opnieuw.",
  },
  en: {
    title: "Too much at once",
    message:
      "What you sent is larger than we accept in one go, so nothing was saved. Go back, shorten the text and send it again.",
  },
  pl: {
    title: "Za dużo naraz",
    message:
      "Wysłana treść jest większa, niż przyjmujemy za jednym razem, więc nic nie zostało zapisane. Wróć, skróć tekst i wyślij go ponownie.",
  },
};

/** Refuses the request with 413; the area's error page shows the text, in `lang`. */
export function tooLarge(lang: Lang): never {
  throw data<RefusalText>({ reason: "too-large", lang, ...TOO_LARGE_TEXT[lang] }, { status: 413 });
}
