import { renderToStaticMarkup } from "react-dom/server";
import { expect } from "vitest";
import { SITE_DEMOS } from "../../../content/site-demos/index.ts";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../../../modules/i18n/site-route-table.ts";
import { buildDemoView } from "../../../modules/site-view/build-demo-view.ts";
import type { SiteView } from "../../../modules/site-view/site-view.ts";
import type { ThemeOptions } from "../../../modules/sites/theme-options.ts";
import type { ThemeName } from "../../../modules/sites/themes.ts";
import { THEMES } from "../index.ts";
import { themeStrings } from "../strings/index.ts";
import { emptyBookingState } from "./booking/booking-page.tsx";
import type { BookingPageState } from "./booking/booking-state.ts";
import { guestBooking, moneyLine, myBookingState } from "./my-booking/guest-booking.testing.ts";
import type { ContactState, MyBookingState, SitePageData } from "./page-data.ts";

/*
 * What the theme tests draw: a demo site in a theme and a language, one of its pages, and
 * what to look for in the markup. The contract every theme keeps is in
 * theme-contract.test.tsx; each theme's own test checks only what it draws its own way.
 */

const NOW = new Date("2026-06-01T12:00:00Z");

export type DemoKey = keyof typeof SITE_DEMOS;
export const DEMO_KEYS = Object.keys(SITE_DEMOS) as DemoKey[];
export const SITE_LANGS = ["nl", "en", "de", "pl"] as const satisfies readonly SiteLang[];
export type PageRoute = SiteRoute | { page: "notFound" };

/** A demo's content as a site in the theme and language, with the theme's options where given. */
export function demoSite(
  theme: ThemeName,
  demo: DemoKey,
  lang: SiteLang,
  options: Partial<ThemeOptions> = {},
): SiteView {
  const site = buildDemoView(SITE_DEMOS[demo], {
    theme,
    lang,
    origin: `https://${theme}.vayvista.test`,
    platformOrigin: "https://vayvista.test",
    now: NOW,
  });
  return { ...site, options: { ...site.options, ...options } };
}

export function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("the demo has none");
  return item;
}

/** Every page of a site: the menu's, its first unit and post, a guest's own booking, and a page that does not exist. */
export function pageRoutes(site: SiteView): PageRoute[] {
  return [
    { page: "home" },
    { page: "about" },
    { page: "facilities" },
    { page: "surroundings" },
    { page: "gallery" },
    { page: "blog" },
    { page: "contact" },
    { page: "book" },
    { page: "unit", slug: first(site.units).slug },
    { page: "blogPost", slug: first(site.posts).slug },
    { page: "myBooking" },
    { page: "notFound" },
  ];
}

/**
 * A guest's booking of the site's first place as the contract draws it: confirmed, the first
 * payment made, the balance due (a first try failed), cancellable with a refund, paid with the
 * test provider.
 */
export function sampleMyBooking(site: SiteView): MyBookingState {
  return myBookingState(
    guestBooking(first(site.units).id, {
      timeline: [
        moneyLine(),
        moneyLine({
          kind: "failed",
          what: "balance",
          amountCents: 26_950,
          at: "2026-06-20T06:00:00.000Z",
          method: "card",
        }),
        moneyLine({ kind: "due", what: "balance", amountCents: 26_950, at: "2026-06-03", method: null }),
      ],
      paidCents: 11_550,
      nextDue: { amountCents: 26_950, dueOn: "2026-06-03" },
      canPay: true,
      cancellation: { policy: "moderate", percent: 50, refundCents: 5_775 },
      testPayments: true,
    }),
  );
}

/** A page of the site in its theme, as the server renders it. */
export function renderPage(
  site: SiteView,
  route: PageRoute,
  {
    contact = null,
    booking,
    myBooking,
  }: { contact?: ContactState | null; booking?: Partial<BookingPageState>; myBooking?: MyBookingState } = {},
): string {
  const unit = route.page === "unit" ? (site.units.find((u) => u.slug === route.slug) ?? null) : null;
  const post =
    route.page === "blogPost"
      ? { ...(site.posts.find((p) => p.slug === route.slug) ?? first(site.posts)), body: null }
      : null;
  const data: SitePageData = {
    lang: site.lang,
    site,
    page: route.page,
    unit,
    post,
    alternates: site.languages.map((lang) => ({
      lang,
      path: sitePath(route.page === "notFound" ? { page: "home" } : route, lang, site.mainLang),
    })),
    contact,
  };
  if (route.page === "book") data.booking = { ...emptyBookingState(data), ...booking };
  if (route.page === "myBooking") data.myBooking = myBooking ?? sampleMyBooking(site);
  const Theme = THEMES[site.theme];
  return renderToStaticMarkup(<Theme data={data} t={themeStrings(site.lang)} />);
}

/** Checks that name what is missing without printing the whole page. */
export function expectHas(html: string, part: string) {
  expect(html.includes(part), `missing: ${part}`).toBe(true);
}
export function expectHasNot(html: string, part: string) {
  expect(html.includes(part), `unexpected: ${part}`).toBe(false);
}

export const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The text a screen reader reads: tags, drawings and hidden parts aside. */
export const spoken = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** The page's main content. */
export const main = (html: string) => html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));

/** The home page's hero: from the start of the main content to the first section with a heading. */
export const hero = (html: string) => {
  const content = main(html);
  const end = content.indexOf("aria-labelledby=");
  return end < 0 ? content : content.slice(0, end);
};

/** One section, by the id of the heading that names it. */
export const section = (html: string, id: string) => {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
};

/** The footer. */
export const footer = (html: string) => html.slice(html.indexOf("<footer"));
