import { LANGUAGES, type Lang, langPrefix } from "./languages.ts";

/**
 * Every marketing page and its slug per language. Links, the language switch, hreflang
 * and the sitemap are all derived from this table, so a page exists in all three
 * languages or not at all.
 */
export const PAGE_SLUGS = {
  home: { nl: "", en: "", pl: "" },
  howItWorks: { nl: "hoe-werkt-het", en: "how-it-works", pl: "jak-to-dziala" },
  pricing: { nl: "prijzen", en: "pricing", pl: "ceny" },
  themes: { nl: "themas", en: "themes", pl: "motywy" },
  demo: { nl: "demo", en: "demo", pl: "demo" },
  whyVayvista: { nl: "waarom-vayvista", en: "why-vayvista", pl: "dlaczego-vayvista" },
  websiteDevelopment: { nl: "website-development", en: "website-development", pl: "tworzenie-stron" },
  bookingSystem: { nl: "boekingssysteem", en: "booking-system", pl: "system-rezerwacji" },
  calendarSync: { nl: "kalender-synchronisatie", en: "calendar-sync", pl: "synchronizacja-kalendarza" },
  photography: {
    nl: "vakantiehuis-fotografie",
    en: "vacation-rental-photography",
    pl: "fotografia-nieruchomosci",
  },
  seo: { nl: "seo-optimalisatie", en: "seo-optimization", pl: "optymalizacja-seo" },
  maintenance: { nl: "technisch-onderhoud", en: "technical-maintenance", pl: "obsługa-techniczna" },
  customerStories: { nl: "klantverhalen", en: "customer-stories", pl: "historie-klientow" },
  about: { nl: "over-ons", en: "about-us", pl: "o-nas" },
  faq: { nl: "veelgestelde-vragen", en: "faq", pl: "faq" },
  contact: { nl: "contact", en: "contact", pl: "kontakt" },
  consultation: { nl: "adviesgesprek", en: "consultation", pl: "konsultacja" },
  customWork: { nl: "maatwerk", en: "custom-work", pl: "na-zamowienie" },
  logo: { nl: "logo", en: "logo", pl: "logo" },
  blog: { nl: "blog", en: "blog", pl: "blog" },
  terms: { nl: "algemene-voorwaarden", en: "terms-of-service", pl: "regulamin" },
  privacy: { nl: "privacybeleid", en: "privacy-policy", pl: "polityka-prywatnosci" },
  cookies: { nl: "cookie-beleid", en: "cookie-policy", pl: "polityka-cookies" },
  disclaimer: { nl: "disclaimer", en: "disclaimer", pl: "zastrzezenia" },
  checkout: { nl: "checkout", en: "checkout", pl: "platnosc" },
  checkoutSuccess: { nl: "checkout-success", en: "checkout-success", pl: "platnosc-sukces" },
  checkoutCancelled: { nl: "checkout-cancelled", en: "checkout-cancelled", pl: "platnosc-anulowana" },
} as const satisfies Record<string, Record<Lang, string>>;

export type PageId = keyof typeof PAGE_SLUGS;
export const PAGE_IDS = Object.keys(PAGE_SLUGS) as PageId[];

/** Extra paths that render an existing page (spec §2: Dutch /home is the home page). */
export const PAGE_ALIASES: { path: string; page: PageId; lang: Lang }[] = [{ path: "/home", page: "home", lang: "nl" }];

/** Pages that are not worth indexing: they only make sense inside a purchase. */
export const UNLISTED_PAGES: ReadonlySet<PageId> = new Set(["checkoutSuccess", "checkoutCancelled"]);

/** The service pages, in the order of the services submenu and the footer. */
export const SERVICE_PAGES = [
  "websiteDevelopment",
  "bookingSystem",
  "calendarSync",
  "photography",
  "seo",
  "maintenance",
] as const satisfies readonly PageId[];
export type ServicePage = (typeof SERVICE_PAGES)[number];

/** The path of a page in a language, e.g. pagePath("pricing", "en") === "/en/pricing". */
export function pagePath(page: PageId, lang: Lang): string {
  const slug = PAGE_SLUGS[page][lang];
  const prefix = langPrefix(lang);
  if (!slug) return prefix || "/";
  return `${prefix}/${slug}`;
}

export function blogPostPath(slug: string, lang: Lang): string {
  return `${pagePath("blog", lang)}/${slug}`;
}

export type PageMatch =
  | { page: PageId; lang: Lang; blogSlug?: undefined }
  | { page: "blogPost"; lang: Lang; blogSlug: string };

const byPath = new Map<string, { page: PageId; lang: Lang }>();
for (const page of PAGE_IDS) {
  for (const lang of LANGUAGES) byPath.set(pagePath(page, lang), { page, lang });
}
for (const alias of PAGE_ALIASES) byPath.set(alias.path, { page: alias.page, lang: alias.lang });

function decode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Which page a (possibly percent-encoded) path shows, or null when it is no marketing page. */
export function matchPagePath(pathname: string): PageMatch | null {
  let path = decode(pathname).normalize("NFC");
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  const direct = byPath.get(path);
  if (direct) return direct;
  for (const lang of LANGUAGES) {
    const blogPrefix = `${pagePath("blog", lang)}/`;
    if (path.startsWith(blogPrefix)) {
      const slug = path.slice(blogPrefix.length);
      if (slug && !slug.includes("/")) return { page: "blogPost", lang, blogSlug: slug };
    }
  }
  return null;
}

/** An absolute, percent-encoded URL for a path (Polish slugs carry letters such as ł). */
export function absoluteUrl(origin: string, path: string): string {
  return origin + encodeURI(path);
}
