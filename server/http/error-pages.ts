import { resources } from "../../app/i18n/ui/resources.ts";
import { isLang, type Lang, langFromPath } from "../../modules/i18n/languages.ts";

/**
 * Pages for failures outside React Router's own error boundaries (which render the richer
 * error pages), in the interface's words (app/i18n/ui: serverError, tooLarge). Static text
 * only: nothing from the failure reaches the visitor.
 */
function text(status: 500 | 413, lang: Lang): readonly [string, string] {
  const words = resources[lang];
  return status === 500
    ? [words.serverError.title, words.serverError.body]
    : [words.tooLarge.title, words.tooLarge.message];
}

/** The cookie the account screens remember a language choice in. */
const LANG_COOKIE = /(?:^|;\s*)vv_lang=(nl|en|pl)(?:;|$)/;

/** The visitor's language: the path's (/en, /pl) or, on the app's screens, their remembered choice. */
export function requestLang(pathname: string, cookie: string | undefined): Lang {
  const fromPath = langFromPath(pathname);
  if (fromPath !== "nl") return fromPath;
  const remembered = LANG_COOKIE.exec(cookie ?? "")?.[1];
  return isLang(remembered) ? remembered : fromPath;
}

export function errorPage(status: 500 | 413, lang: Lang): string {
  const [title, body] = text(status, lang);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | VayVista</title><meta name="robots" content="noindex">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#effaf4;color:#172a21}main{max-width:32rem;padding:2rem;text-align:center}h1{font-family:Georgia,serif;color:#12402f}p{color:#3d4f45;line-height:1.6}a{color:#166145;font-weight:600}</style></head>
<body><main><p>${status}</p><h1>${title}</h1><p>${body}</p><p><a href="${lang === "nl" ? "/" : `/${lang}`}">VayVista</a></p></main></body></html>`;
}

/** The same refusal for a client of the JSON API. */
export function errorJson(status: 500 | 413, lang: Lang): { code: string; message: string } {
  return { code: status === 413 ? "payload_too_large" : "server_error", message: text(status, lang)[1] };
}
