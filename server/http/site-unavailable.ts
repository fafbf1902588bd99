import type { Database } from "../../db/client.ts";
import { escapeHtml } from "../../modules/html/escape-html.ts";
import { SITE_LANGUAGES, type SiteLang } from "../../modules/i18n/site-languages.ts";
import { MY_BOOKING_SEGMENT } from "../../modules/i18n/site-route-table.ts";
import { loadPublishedContent } from "../../modules/site-content/site-content-store.ts";
import type { ActiveSite } from "../../modules/sites/find-active-site.ts";

const WORDS: Record<SiteLang, { title: string; body: string; booked: string }> = {
  nl: {
    title: "Tijdelijk niet beschikbaar",
    body: "Deze website is op dit moment niet beschikbaar. Probeer het later nog eens.",
    booked: "Heb je al geboekt? Je boeking blijft gewoon staan. Je vindt hem via de link in je bevestigingsmail.",
  },
  en: {
    title: "Temporarily unavailable",
    body: "This website is not available at the moment. Please try again later.",
    booked: "Already booked? Your booking stands. You can find it through the link in your confirmation email.",
  },
  de: {
    title: "Vorübergehend nicht verfügbar",
    body: "Diese Website ist im Moment nicht verfügbar. Bitte versuchen Sie es später noch einmal.",
    booked:
      "Sie haben schon gebucht? Ihre Buchung bleibt bestehen. Sie finden sie über den Link in Ihrer Bestätigungs-E-Mail.",
  },
  pl: {
    title: "Chwilowo niedostępna",
    body: "Ta strona jest w tej chwili niedostępna. Spróbuj ponownie później.",
    booked: "Masz już rezerwację? Pozostaje ważna. Znajdziesz ją przez link w e-mailu z potwierdzeniem.",
  },
};

const MY_BOOKING_SEGMENTS = new Set(Object.values(MY_BOOKING_SEGMENT));

/** A guest's own booking page (with or without a language prefix): reachable whatever the site's access. */
export function isMyBookingPath(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0] ?? "";
  const head = (SITE_LANGUAGES as readonly string[]).includes(first) ? segments[1] : first;
  return MY_BOOKING_SEGMENTS.has(head ?? "");
}

/** The page's language: the path's prefix, else the site's main language. */
async function pageLang(db: Database, site: ActiveSite, pathname: string): Promise<SiteLang> {
  const first = pathname.split("/")[1] ?? "";
  const named = SITE_LANGUAGES.find((lang) => lang === first);
  if (named) return named;
  return (await loadPublishedContent(db, site.id)).languages.main;
}

/**
 * What guests see of an owner's site that is not live (modules/sites/site-access.ts): a
 * neutral page in the site's language, 503 with a day's Retry-After and kept out of search
 * engines, never cached. It names neither the reason nor the platform's billing.
 */
export async function siteUnavailablePage(
  db: Database,
  site: ActiveSite,
  url: URL,
  method: string,
  nonce: string,
): Promise<Response> {
  const lang = await pageLang(db, site, url.pathname);
  const words = WORDS[lang];
  const page = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(site.siteName)} · ${words.title}</title><style nonce="${nonce}">body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f5f2;color:#1f2933}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .25rem}h2{font-size:1.125rem;font-weight:600;margin:0 0 1rem;color:#52606d}p{line-height:1.6;color:#3e4c59}</style></head><body><main><h1>${escapeHtml(site.siteName)}</h1><h2>${words.title}</h2><p>${words.body}</p><p>${words.booked}</p></main></body></html>`;
  return new Response(method === "HEAD" ? null : page, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "86400",
      "X-Robots-Tag": "noindex",
    },
  });
}
