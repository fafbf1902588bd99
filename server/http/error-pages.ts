import { TOO_LARGE_TEXT } from "../../app/lib/too-large.server.ts";
import { isLang, type Lang, langFromPath } from "../../modules/i18n/languages.ts";

/**
 * Pages for failures outside React Router's own error boundaries (which render the richer
 * error pages). Static text only: nothing from the failure reaches the visitor.
 */
const TEXT = {
  500: {
    nl: [
      "Er ging iets mis",
      "Door een fout aan onze kant kon deze pagina niet worden geladen. Probeer het over een moment opnieuw.",
    ],
    en: ["Something went wrong", "An error on our side stopped this page from loading. Please try again in a moment."],
    pl: [
      "Coś poszło nie tak",
      "Przez błąd po naszej stronie nie udało się wczytać tej strony. Spróbuj ponownie za chwilę.",
    ],
  },
  // The same words as a form that is too large for its action (app/lib/too-large.server.ts).
  413: {
    nl: [TOO_LARGE_TEXT.nl.title, TOO_LARGE_TEXT.nl.message],
    en: [TOO_LARGE_TEXT.en.title, TOO_LARGE_TEXT.en.message],
    pl: [TOO_LARGE_TEXT.pl.title, TOO_LARGE_TEXT.pl.message],
  },
} as const satisfies Record<number, Record<Lang, readonly [string, string]>>;

/** The cookie the account screens remember a language choice in. */
const LANG_COOKIE = /(?:^|;\s*)vv_lang=(nl|en|pl)(?:;|$)/;

/** The visitor's language: the path's (/en, /pl) or, on the app's screens, their remembered choice. */
export function requestLang(pathname: string, cookie: string | undefined): Lang {
  const fromPath = langFromPath(pathname);
  if (fromPath !== "nl") return fromPath;
  const remembered = LANG_COOKIE.exec(cookie ?? "")?.[1];
  return isLang(remembered) ? remembered : fromPath;
}

export function errorPage(status: keyof typeof TEXT, lang: Lang): string {
  const [title, body] = TEXT[status][lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | VayVista</title><meta name="robots" content="noindex">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#effaf4;color:#172a21}main{max-width:32rem;padding:2rem;text-align:center}h1{font-family:Georgia,serif;color:#12402f}p{color:#3d4f45;line-height:1.6}a{color:#166145;font-weight:600}</style></head>
<body><main><p>${status}</p><h1>${title}</h1><p>${body}</p><p><a href="${lang === "nl" ? "/" : `/${lang}`}">VayVista</a></p></main></body></html>`;
}

/** The same refusal for a client of the JSON API. */
export function errorJson(status: keyof typeof TEXT, lang: Lang): { code: string; message: string } {
  return { code: status === 413 ? "payload_too_large" : "server_error", message: TEXT[status][lang][1] };
}
