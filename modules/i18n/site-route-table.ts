import { SITE_LANGUAGES, type SiteLang } from "./site-languages.ts";

/**
 * Every page of an owner's site and its slug per language (spec §2: the Dutch slugs). The
 * main language is served without prefix, every other offered language under /{lang}/.
 * Navigation, the language switch, hreflang, the sitemap and the tracking statistics all
 * derive their paths from here.
 */
export const SITE_PAGE_SLUGS = {
  home: { nl: "", en: "", de: "", pl: "" },
  about: { nl: "over-ons", en: "about-us", de: "ueber-uns", pl: "o-nas" },
  facilities: { nl: "faciliteiten", en: "facilities", de: "ausstattung", pl: "udogodnienia" },
  surroundings: { nl: "omgeving", en: "surroundings", de: "umgebung", pl: "okolica" },
  gallery: { nl: "galerij", en: "gallery", de: "galerie", pl: "galeria" },
  blog: { nl: "blog", en: "blog", de: "blog", pl: "blog" },
  contact: { nl: "contact", en: "contact", de: "kontakt", pl: "kontakt" },
  /** Booking a stay (?unit=slug&checkIn=&checkOut=&adults=&children=&voucher= carry the widget's choice). */
  book: { nl: "boeken", en: "book", de: "buchen", pl: "rezerwacja" },
} as const satisfies Record<string, Record<SiteLang, string>>;

export type SitePageId = keyof typeof SITE_PAGE_SLUGS;
export const SITE_PAGE_IDS = Object.keys(SITE_PAGE_SLUGS) as SitePageId[];

/** Where a unit's own page lives: /{units}/{unit slug}. */
export const UNIT_SEGMENT: Record<SiteLang, string> = {
  nl: "accommodaties",
  en: "accommodations",
  de: "unterkuenfte",
  pl: "obiekty",
};

/**
 * A guest's own booking page: private (its secret is the `?b=` token, kept out of the path
 * so access logs and caches never see it), in no menu or sitemap.
 */
export const MY_BOOKING_SEGMENT: Record<SiteLang, string> = {
  nl: "mijn-boeking",
  en: "my-booking",
  de: "meine-buchung",
  pl: "moja-rezerwacja",
};

/** A page of the site: one of the fixed pages, a unit's page, a blog post or a guest's booking. */
export type SiteRoute =
  | { page: SitePageId }
  | { page: "unit"; slug: string }
  | { page: "blogPost"; slug: string }
  | { page: "myBooking" };

export type SiteLanguages = { main: SiteLang; offered: readonly SiteLang[] };

function prefix(lang: SiteLang, main: SiteLang): string {
  return lang === main ? "" : `/${lang}`;
}

/** The path of a page in a language of the site (not percent-encoded). */
export function sitePath(route: SiteRoute, lang: SiteLang, main: SiteLang): string {
  const base = prefix(lang, main);
  switch (route.page) {
    case "unit":
      return `${base}/${UNIT_SEGMENT[lang]}/${route.slug}`;
    case "blogPost":
      return `${base}/${SITE_PAGE_SLUGS.blog[lang]}/${route.slug}`;
    case "myBooking":
      return `${base}/${MY_BOOKING_SEGMENT[lang]}`;
    default: {
      const slug = SITE_PAGE_SLUGS[route.page][lang];
      return slug ? `${base}/${slug}` : base || "/";
    }
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The page and language a decoded path names on a site with these languages, or null (not
 * found). A prefix of a language the site does not offer, or of its main language (whose
 * pages have none), names nothing.
 */
export function matchSitePath(pathname: string, languages: SiteLanguages): { route: SiteRoute; lang: SiteLang } | null {
  const segments = pathname.split("/").filter(Boolean);
  let lang = languages.main;
  const first = segments[0];
  if (first && (SITE_LANGUAGES as readonly string[]).includes(first) && first.length === 2) {
    const named = first as SiteLang;
    if (named === languages.main || !languages.offered.includes(named)) return null;
    lang = named;
    segments.shift();
  }
  if (segments.length === 0) return { route: { page: "home" }, lang };
  const [head, slug, ...rest] = segments;
  if (rest.length > 0 || head === undefined) return null;
  if (slug !== undefined) {
    if (!SLUG.test(slug)) return null;
    if (head === UNIT_SEGMENT[lang]) return { route: { page: "unit", slug }, lang };
    if (head === SITE_PAGE_SLUGS.blog[lang]) return { route: { page: "blogPost", slug }, lang };
    return null;
  }
  if (head === MY_BOOKING_SEGMENT[lang]) return { route: { page: "myBooking" }, lang };
  for (const page of SITE_PAGE_IDS) {
    if (page !== "home" && SITE_PAGE_SLUGS[page][lang] === head) return { route: { page }, lang };
  }
  return null;
}

/** The language a path of the site is in, for a path that names no page (the not-found page). */
export function siteLangOfPath(pathname: string, languages: SiteLanguages): SiteLang {
  const first = pathname.split("/")[1];
  const named = SITE_LANGUAGES.find((lang) => lang === first);
  return named && languages.offered.includes(named) ? named : languages.main;
}

/** The address of a guest's own booking page on the site, in a language the site offers. */
export function myBookingPath(token: string, lang: SiteLang, main: SiteLang): string {
  return `${sitePath({ page: "myBooking" }, lang, main)}?b=${encodeURIComponent(token)}`;
}
