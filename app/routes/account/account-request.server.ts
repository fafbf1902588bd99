import { DEFAULT_LANG, isLang, type Lang } from "../../../modules/i18n/languages.ts";

/** The cookie that remembers the language chosen on the account screens. */
export const LANG_COOKIE = "vv_lang";
const ONE_YEAR = 365 * 24 * 60 * 60;

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Whether the request carries a cookie named `name` (with or without the __Secure- prefix). */
export function hasCookie(request: Request, name: string): boolean {
  return cookieValue(request, name) !== undefined || cookieValue(request, `__Secure-${name}`) !== undefined;
}

/** The language of the account screens: the remembered choice, else Dutch. */
export function accountLang(request: Request): Lang {
  const chosen = cookieValue(request, LANG_COOKIE);
  return isLang(chosen) ? chosen : DEFAULT_LANG;
}

/**
 * A `?lang=xx` from the language switch: remember it for a year and show the same screen
 * without the parameter. null when there is nothing to switch.
 */
export function languageSwitch(url: URL, origin: string): Response | null {
  const lang = url.searchParams.get("lang");
  if (lang === null) return null;
  const target = new URL(url);
  target.searchParams.delete("lang");
  const headers = new Headers({ Location: `${target.pathname}${target.search}` });
  if (isLang(lang)) {
    const secure = origin.startsWith("https://") ? "; Secure" : "";
    headers.append("Set-Cookie", `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`);
  }
  return new Response(null, { status: 302, headers });
}
