import type { RouterContextProvider } from "react-router";
import { propertyTimeZone } from "../../../modules/booking/bookable-unit.ts";
import { todayIn } from "../../../modules/dates/stay-date.ts";
import { countNewEnquiries } from "../../../modules/enquiries/list-enquiries.ts";
import { textIn } from "../../../modules/i18n/site-languages.ts";
import { houseToday, type StayLine } from "../../../modules/owner-overview/house-today.ts";
import { needsOwner } from "../../../modules/owner-overview/needs-owner.ts";
import { occupancy } from "../../../modules/owner-overview/occupancy.ts";
import { thisAndNextMonth } from "../../../modules/owner-overview/overview-periods.ts";
import { revenue } from "../../../modules/owner-overview/revenue.ts";
import { moneyDue, tracksPayments } from "../../../modules/payments/money-due.ts";
import { siteCurrency } from "../../../modules/pricing/read-site-currency.ts";
import { siteAccess } from "../../../modules/sites/site-access.ts";
import { siteUrl } from "../../../modules/sites/site-url.ts";
import { currentSubscriptionOf } from "../../../modules/subscriptions/owner-subscription.ts";
import { nextSteps } from "../../components/dashboard/next-steps.ts";
import { services } from "../../context.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";

/*
 * The overview's loader (overview.tsx), here so the page's script never loads the database
 * code it uses. Everything is of the signed-in owner's own site, on its property's clock.
 */

type PageArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

export async function loadOverview({ request, context, url }: PageArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const app = services(context);
  const { db } = app;
  const now = new Date();
  const [timeZone, currency, tracksMoney, subscription] = await Promise.all([
    propertyTimeZone(db, site.id),
    siteCurrency(db, site.id),
    tracksPayments(db, site.id),
    currentSubscriptionOf(db, user.id),
  ]);
  const today = todayIn(timeZone, now);
  const [thisMonth, nextMonth] = thisAndNextMonth(today);
  const [house, occupied, occupiedNext, earned, needs, newEnquiries, due] = await Promise.all([
    houseToday(db, site.id, today, tracksMoney),
    occupancy(db, site.id, thisMonth),
    occupancy(db, site.id, nextMonth),
    revenue(db, site.id, today, timeZone),
    needsOwner(db, site.id, today, now),
    countNewEnquiries(db, site.id),
    // Only a site that deals in payments gets the card: no empty card for one that never took any.
    tracksMoney ? moneyDue(db, site.id, { now }) : Promise.resolve(null),
  ]);
  const name = (texts: Parameters<typeof textIn>[0]) => textIn(texts, user.lang, user.lang);
  const stay = (line: StayLine) => ({ ...line, unitName: name(line.unitName) });
  const months = [occupied, occupiedNext].map((shown) => ({
    month: shown.span.from.slice(0, 7),
    from: shown.span.from,
    units: shown.units.map((unit) => ({ ...unit, name: name(unit.name) })),
    total: shown.total,
  }));
  return {
    name: user.name,
    email: user.email,
    welcome: url.searchParams.get("welcome") === "1",
    site: {
      siteName: site.siteName,
      // As the header says it: online only while guests can see it (not before the owner
      // subscribes, nor while suspended); "preview" tells the owner why.
      status:
        site.status === "inactive"
          ? ("inactive" as const)
          : siteAccess(site.publishedAt, subscription?.state ?? null) === "live"
            ? ("active" as const)
            : ("preview" as const),
      themeName: site.themeName,
      customDomain: site.customDomain,
    },
    links: {
      subdomainUrl: siteUrl({ subdomain: site.subdomain }, app),
      customDomainUrl: site.customDomain ? siteUrl(site, app) : null,
    },
    steps: nextSteps(user, site),
    currency,
    house: {
      today,
      arrivals: house.arrivals.map(stay),
      departures: house.departures.map(stay),
      staying: house.staying.map(stay),
      ahead: house.ahead.map((move) => ({ ...move, stay: stay(move.stay) })),
    },
    months,
    revenue: earned,
    needs: {
      ...needs,
      requests: { count: needs.requests.count, firstDeadline: needs.requests.firstDeadline?.toISOString() ?? null },
      newEnquiries,
      subscription: subscription?.state ?? ("none" as const),
    },
    paymentsDue: due,
  };
}

export type OverviewData = Awaited<ReturnType<typeof loadOverview>>;
