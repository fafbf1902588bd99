import { renderToStaticMarkup } from "react-dom/server";
import { SITE_DEMOS } from "../../../../content/site-demos/index.ts";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { type SiteRoute, sitePath } from "../../../../modules/i18n/site-route-table.ts";
import { buildDemoView } from "../../../../modules/site-view/build-demo-view.ts";
import type { SiteView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeName } from "../../../../modules/sites/themes.ts";
import { THEMES } from "../../index.ts";
import { themeStrings } from "../../strings/index.ts";
import type { SitePageData } from "../page-data.ts";
import { emptyBookingState } from "./booking-page.tsx";
import type { BookingConfirmationView, BookingPageState } from "./booking-state.ts";

/*
 * What the booking render tests draw: a theme's demo site in a language, and one of its
 * pages, with a bookable booking state where given.
 */

const NOW = new Date("2026-06-01T12:00:00Z");

export function demoSite(theme: ThemeName, demo: keyof typeof SITE_DEMOS, lang: SiteLang): SiteView {
  return buildDemoView(SITE_DEMOS[demo], {
    theme,
    lang,
    origin: `https://${theme}.vayvista.test`,
    platformOrigin: "https://vayvista.test",
    now: NOW,
  });
}

export function renderSitePage(site: SiteView, route: SiteRoute, booking?: Partial<BookingPageState>) {
  const unit = route.page === "unit" ? (site.units.find((u) => u.slug === route.slug) ?? null) : null;
  const data: SitePageData = {
    lang: site.lang,
    site,
    page: route.page,
    unit,
    post: null,
    alternates: site.languages.map((lang) => ({ lang, path: sitePath(route, lang, site.mainLang) })),
    contact: null,
  };
  if (booking) data.booking = { ...emptyBookingState(data), bookable: true, ...booking };
  const Theme = THEMES[site.theme];
  return renderToStaticMarkup(<Theme data={data} t={themeStrings(site.lang)} />);
}

/** Two nights at the base rate with a cleaning fee: the quote the render tests show. */
export const TWO_NIGHTS_QUOTE = {
  nights: [
    { date: "2026-07-03", cents: 14_500, rate: "base" as const },
    { date: "2026-07-04", cents: 14_500, rate: "base" as const },
  ],
  accommodationCents: 29_000,
  extraGuestCents: 0,
  discounts: [],
  voucher: null,
  cleaningFeeCents: 9_500,
  touristTaxCents: 0,
  totalCents: 38_500,
  depositCents: 0,
  currency: "EUR" as const,
};

/** A booking of those two nights, confirmed, to be paid by bank transfer. */
export const CONFIRMED_BOOKING: BookingConfirmationView = {
  reference: "VV-7K3P-9QXM",
  status: "confirmed",
  heldUntil: null,
  unitName: "Duinhuis Zeezicht",
  checkIn: "2026-07-03",
  checkOut: "2026-07-05",
  adults: 2,
  children: 0,
  quote: TWO_NIGHTS_QUOTE,
  payment: { accountHolder: "S. de Vries", iban: "NL91ABNA0417164300", bic: "ABNANL2A", reference: "VV-7K3P-9QXM" },
};
