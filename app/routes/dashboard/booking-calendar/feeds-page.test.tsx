import { describe, expect, it } from "vitest";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { renderPage } from "../../../../tests/support/render-page.tsx";
import type { FeedActionResult, UnitFeeds } from "../../../components/dashboard/calendar-feeds/feed-result.ts";
import CalendarFeeds from "./feeds.tsx";

const UNIT = "0b0f9a44-7a7e-4c8e-9a55-0d8b7a1c2e3f";
const link = (channel: "airbnb" | "booking" | "vrbo" | null) => ({
  channel,
  url: `https://vayvista.test/calendar/u.ics?unit=${UNIT}&token=t${channel ? `&for=${channel}` : ""}`,
});
const units: UnitFeeds[] = [
  {
    id: UNIT,
    name: "Het Duinhuis",
    archived: false,
    links: [link("airbnb"), link("booking"), link("vrbo"), link(null)],
    feeds: [
      {
        id: "3b241101-e2bb-4255-8caf-4136c566a962",
        channel: "airbnb",
        name: "Airbnb Duinhuis",
        host: "www.airbnb.com",
        health: "unhealthy",
        lastSuccess: "10 jan 2027, 10:00",
        pending: false,
        problem: "Er stonden ineens veel minder boekingen in de agenda dan de vorige keer.",
        problemDetail: "8 → 2 events",
        canAccept: true,
        eventCount: 8,
      },
      {
        id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
        channel: "booking",
        name: "Booking.com",
        host: "admin.booking.com",
        health: "new",
        lastSuccess: null,
        pending: true,
        problem: null,
        problemDetail: null,
        canAccept: false,
        eventCount: 0,
      },
    ],
  },
];

function page(lang: Lang = "nl", actionData?: FeedActionResult): string {
  return renderPage({
    path: "/dashboard/booking-calendar/feeds",
    id: "feeds",
    Component: CalendarFeeds,
    lang,
    loaderData: { units, siteLink: null, maxFeedsPerUnit: 10, intervalMinutes: 15 },
    actionData,
  });
}

describe("the calendar connections page", () => {
  it("shows the export links per channel, and each feed's health, last sync, count and problem", () => {
    const html = page();
    expect(html).toContain("Link voor Airbnb");
    expect(html).toContain("Link voor Booking.com");
    expect(html).toContain(`unit=${UNIT}&amp;token=t&amp;for=airbnb`);
    expect(html).toContain("Probleem");
    expect(html).toContain("Laatst bijgewerkt: 10 jan 2027, 10:00");
    expect(html).toContain("8 boekingen en blokkades");
    expect(html).toContain("Technisch: 8 → 2 events");
    expect(html).toContain("Ja, de agenda klopt");
    expect(html).toContain("Wordt zo bijgewerkt…");
    expect(html).toContain("2 van maximaal 10 agenda&#x27;s voor deze accommodatie.");
  });

  it("keeps a refused link beside its problem, in the owner's language", () => {
    const html = page("pl", {
      ok: false,
      intent: "add",
      errors: { url: "url_own" },
      values: { unitId: UNIT, channel: "booking", name: "Mój", url: "https://vayvista.test/calendar/u.ics" },
    });
    expect(html).toContain("To Twój własny kalendarz VayVista.");
    expect(html).toContain('value="https://vayvista.test/calendar/u.ics"');
    expect(html).toContain("Połącz kalendarze");
  });
});
