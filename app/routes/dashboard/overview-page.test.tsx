import { describe, expect, it } from "vitest";
import { pageText, renderPage } from "../../../tests/support/render-page.tsx";
import Overview from "./overview.tsx";

const STAY = {
  stayId: "5d3c1a2b-0000-4000-8000-000000000001",
  unitName: "Domek Smrek",
  kind: "booking" as const,
  source: "direct",
  guestName: "Anna Nowak",
  label: null,
  reference: "VV-ANNA01",
  adults: 2,
  children: 1,
  checkIn: "2026-07-15",
  checkOut: "2026-07-18",
  arrivalTime: "16:00",
  money: { dueCents: 70_000, overdue: true },
};
const AIRBNB = {
  ...STAY,
  stayId: "5d3c1a2b-0000-4000-8000-000000000002",
  kind: "import" as const,
  source: "airbnb",
  guestName: null,
  label: "Reserved",
  money: null,
};
const figure = (from: string, to: string, bookedCents: number, receivedCents: number) => ({
  span: { from, to },
  bookedCents,
  bookings: 2,
  receivedCents,
});

const cockpit = (lang: "nl" | "en" | "pl") =>
  renderPage({
    path: "/dashboard",
    id: "overview",
    Component: Overview,
    lang,
    loaderData: {
      name: "Piotr Nowak",
      email: "piotr@example.pl",
      welcome: false,
      site: { siteName: "Trzy Smreki", status: "active", themeName: "nature-rustic", customDomain: null },
      links: { subdomainUrl: "https://trzy-smreki.vayvista.test", customDomainUrl: null },
      steps: [],
      currency: "PLN",
      house: {
        today: "2026-07-15",
        arrivals: [STAY],
        departures: [AIRBNB],
        staying: [],
        ahead: [{ on: "2026-07-18", move: "departure", stay: STAY }],
      },
      months: [
        {
          month: "2026-07",
          from: "2026-07-01",
          units: [
            { unitId: "u1", name: "Domek Smrek", booked: 20, available: 31, rateCents: 900_000, rateNights: 20 },
            { unitId: "u2", name: "Domek Limba", booked: 6, available: 28, rateCents: 0, rateNights: 0 },
          ],
          total: { booked: 26, available: 59, rateCents: 900_000, rateNights: 20 },
        },
      ],
      revenue: {
        month: {
          now: figure("2026-07-01", "2026-07-31", 1_200_000, 500_000),
          yearBefore: figure("2025-07-01", "2025-07-31", 800_000, 300_000),
        },
        year: {
          now: figure("2026-01-01", "2026-12-31", 5_000_000, 2_000_000),
          yearBefore: figure("2025-01-01", "2025-12-31", 4_000_000, 1_500_000),
        },
      },
      needs: {
        requests: { count: 2, firstDeadline: "2026-07-16T10:00:00.000Z" },
        newEnquiries: 0,
        conflicts: 1,
        unhealthyFeeds: 0,
        failedPayments: { count: 1, stayIds: [STAY.stayId] },
        failedEmails: 0,
        subscription: "past_due",
      },
      paymentsDue: null,
    },
  });

describe("the owner's cockpit", () => {
  it("names today's guests with their unit, guests, arrival time and what is late, each linked to its stay", () => {
    const html = cockpit("pl");
    const text = pageText(html);
    expect(text).toContain("Anna Nowak");
    expect(text).toContain("Domek Smrek · 3 gości · przyjazd 16:00");
    expect(text).toMatch(/700,00\s*zł po terminie/);
    expect(text).toContain("Reserved (Airbnb)");
    expect(html).toContain(`href="/dashboard/booking-calendar/stays/${STAY.stayId}"`);
  });

  it("shows occupancy per unit and in total with the nightly rate, and revenue beside last year's", () => {
    const text = pageText(cockpit("nl"));
    expect(text).toContain("44 %");
    expect(text).toContain("26 van 59 nachten");
    expect(text).toMatch(/Gemiddeld zł\s*450,00 per nacht/);
    expect(text).toContain("Domek Limba");
    expect(text).toMatch(/Vorig jaar: zł\s*8\.000,00/);
  });

  it("lists what needs the owner, each with the way to it", () => {
    const html = cockpit("en");
    const text = pageText(html);
    expect(text).toContain("2 booking requests are waiting for your answer.");
    expect(text).toContain("1 overlap with a booking from a channel");
    expect(text).toContain("1 guest payment failed");
    expect(text).toContain("Your subscription's payment failed.");
    expect(html).toContain('href="/dashboard/booking-calendar?view=list&amp;status=request"');
    expect(html).toContain('href="/dashboard/booking-calendar?view=list&amp;status=conflict"');
    expect(html).toContain('href="/dashboard/account#billing"');
  });
});
