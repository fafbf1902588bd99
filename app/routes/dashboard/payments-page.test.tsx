import { describe, expect, it } from "vitest";
import type { MoneyDue } from "../../../modules/payments/money-due.ts";
import { pageText, renderPage } from "../../../tests/support/render-page.tsx";
import Overview from "./overview.tsx";
import Payments from "./payments.tsx";

const SPAN = { from: "2026-07-01", to: "2026-07-31" };
const FIGURE = { span: SPAN, bookedCents: 0, bookings: 0, receivedCents: 0 };
const OVERVIEW = {
  name: "Sanne de Wit",
  email: "sanne@example.nl",
  welcome: false,
  site: { siteName: "Duinhuis", status: "active", themeName: "fresh-coastal", customDomain: null },
  links: { subdomainUrl: "https://duinhuis.vayvista.test", customDomainUrl: null },
  steps: [],
  currency: "EUR",
  house: { today: "2026-07-01", arrivals: [], departures: [], staying: [], ahead: [] },
  months: [],
  revenue: { month: { now: FIGURE, yearBefore: FIGURE }, year: { now: FIGURE, yearBefore: FIGURE } },
  needs: {
    requests: { count: 0, firstDeadline: null },
    newEnquiries: 0,
    conflicts: 0,
    unhealthyFeeds: 0,
    failedPayments: { count: 0, stayIds: [] },
    failedEmails: 0,
    subscription: "active",
  },
};

const DUE: MoneyDue = {
  today: "2026-07-01",
  horizonDays: 14,
  currency: "EUR",
  overdue: { count: 1, cents: 45_000 },
  dueSoon: { count: 2, cents: 50_050 },
  nearest: [
    {
      paymentId: "p1",
      stayId: "5d3c1a2b-0000-4000-8000-000000000001",
      reference: "VV-JAN001",
      guestName: "Jan Smit",
      what: "balance",
      amountCents: 45_000,
      dueOn: "2026-06-29",
      overdue: true,
    },
    {
      paymentId: "p2",
      stayId: "5d3c1a2b-0000-4000-8000-000000000002",
      reference: "VV-LOT002",
      guestName: "",
      what: "deposit",
      amountCents: 20_050,
      dueOn: "2026-07-04",
      overdue: false,
    },
  ],
};

const overview = (lang: "nl" | "en" | "pl", paymentsDue: MoneyDue | null) =>
  renderPage({
    path: "/dashboard",
    id: "overview",
    Component: Overview,
    lang,
    loaderData: { ...OVERVIEW, paymentsDue },
  });

describe("the overview's payments card", () => {
  it("is not there for a site that deals in no payments", () => {
    expect(overview("nl", null)).not.toContain("payments-card");
  });

  it("says what is overdue and due soon, how much, and leads to each booking and to the export", () => {
    const html = overview("nl", DUE);
    const text = pageText(html);
    expect(text).toContain("Betalingen");
    expect(text).toContain("1 betaling te laat: € 450,00");
    expect(text).toContain("2 betalingen in de komende 14 dagen: € 500,50");
    expect(html).toContain('href="/dashboard/booking-calendar/stays/5d3c1a2b-0000-4000-8000-000000000001"');
    expect(text).toContain("Jan Smit VV-JAN001 · Restbedrag € 450,00 te laat sinds 29 jun 2026");
    // A booking without a guest's name is named by its reference.
    expect(text).toContain("VV-LOT002 VV-LOT002 · Borg € 200,50 uiterlijk 4 jul 2026");
    expect(html).toContain('href="/dashboard/payments"');
  });

  it("says so when nothing is late or coming, in the owner's language", () => {
    const quiet = { ...DUE, overdue: { count: 0, cents: 0 }, dueSoon: { count: 0, cents: 0 }, nearest: [] };
    const text = pageText(overview("pl", { ...quiet, currency: "PLN" }));
    expect(text).toContain("Nic po terminie");
    expect(text).toContain("W ciągu najbliższych 14 dni nic nie jest do zapłaty");
    expect(text).toContain("Eksportuj płatności (CSV)");
    expect(pageText(overview("en", DUE))).toContain("1 payment overdue: €450.00");
  });
});

describe("the payments page", () => {
  const render = (lang: "nl" | "en" | "pl", data: unknown, url = "/dashboard/payments") =>
    renderPage({ path: "/dashboard/payments", id: "payments", Component: Payments, lang, loaderData: data, url });

  it("shows the period's totals, its payments and the download of exactly that period", () => {
    const html = render("en", {
      ok: true,
      timeZone: "Europe/Amsterdam",
      values: { from: "2026-06-01", to: "2026-06-30" },
      period: { from: "2026-06-01", to: "2026-06-30" },
      currency: "EUR",
      totals: { count: 2, receivedCents: 70_000, refundedCents: 5_000, netCents: 65_000 },
      payments: [
        {
          id: "r1",
          on: "2026-06-25",
          stayId: "s1",
          reference: "VV-ANNA01",
          guestName: "Anna de Vries",
          kind: "refund",
          method: null,
          amountCents: -5_000,
          refundedCents: 0,
          currency: "EUR",
          provider: "stripe",
          providerId: "re_1",
        },
        {
          id: "p1",
          on: "2026-06-20",
          stayId: "s1",
          reference: "VV-ANNA01",
          guestName: "Anna de Vries",
          kind: "payment",
          method: "Card",
          amountCents: 70_000,
          refundedCents: 5_000,
          currency: "EUR",
          provider: "stripe",
          providerId: "pi_1",
        },
      ],
    });
    const text = pageText(html);
    expect(html).toContain('value="2026-06-01"');
    expect(html).toContain('value="2026-06-30"');
    expect(text).toContain("Dates by your property's clock (Europe/Amsterdam).");
    expect(text).toContain("2 payments and refunds");
    expect(text).toMatch(/Received €700.00 Refunded -€50.00 Net €650.00/);
    expect(text).toContain("25 Jun 2026 · Refund -€50.00");
    expect(text).toContain("20 Jun 2026 · Payment · Card €700.00");
    expect(html).toContain('href="/dashboard/booking-calendar/stays/s1"');
    expect(html).toContain('href="/dashboard/payments/export.csv?from=2026-06-01&amp;to=2026-06-30" download=""');
  });

  it("shows a refused period at its field, as typed, with no download", () => {
    const html = render("nl", {
      ok: false,
      timeZone: "Europe/Amsterdam",
      values: { from: "2026-06-30", to: "2026-06-01" },
      error: { field: "to", message: "De einddatum ligt vóór de begindatum." },
    });
    expect(html).toMatch(/<input[^>]*id="period-to"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="2026-06-01"');
    expect(pageText(html)).toContain("Deze periode kan niet De einddatum ligt vóór de begindatum.");
    expect(html).toContain('href="#period-to"');
    expect(html).not.toContain("export.csv");
  });

  it("says when the period had no payments", () => {
    const text = pageText(
      render("pl", {
        ok: true,
        timeZone: "Europe/Warsaw",
        values: { from: "2026-06-01", to: "2026-06-30" },
        period: { from: "2026-06-01", to: "2026-06-30" },
        currency: "PLN",
        totals: { count: 0, receivedCents: 0, refundedCents: 0, netCents: 0 },
        payments: [],
      }),
    );
    expect(text).toContain("Brak płatności i zwrotów w tym okresie.");
    expect(text).toContain("Netto 0,00 zł");
    expect(text).toContain("Zwrócono 0,00 zł");
    expect(text).not.toContain("-0,00");
  });
});
