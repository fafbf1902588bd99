import { describe, expect, it } from "vitest";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { renderPage } from "../../../../tests/support/render-page.tsx";
import StayPage from "./stay.tsx";

const booking = {
  id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  kind: "booking",
  status: "confirmed",
  source: "direct",
  unit: { id: "0b0f9a44-7a7e-4c8e-9a55-0d8b7a1c2e3f", name: "Het Duinhuis", maxGuests: 4 },
  checkIn: "2026-07-10",
  checkOut: "2026-07-14",
  reference: "VV-JONAS1",
  guest: {
    id: null,
    name: "Jonas Becker",
    email: "jonas@example.de",
    phone: "+49 170 1234567",
    country: "DE",
    arrivalTime: "16:00",
    message: "Wir kommen mit Hund.",
    lang: "de",
  },
  adults: 2,
  children: 1,
  quote: {
    nights: [
      { date: "2026-07-10", cents: 12_000, rate: "weekend" },
      { date: "2026-07-11", cents: 12_000, rate: "weekend" },
      { date: "2026-07-12", cents: 10_000, rate: "base" },
      { date: "2026-07-13", cents: 15_000, rate: "season", season: "Hoogseizoen" },
    ],
    accommodationCents: 49_000,
    extraGuestCents: 0,
    discounts: [{ kind: "lengthOfStay", percent: 10, cents: 4_900 }],
    voucher: { code: "ZOMER10", cents: 2_000 },
    cleaningFeeCents: 5_000,
    touristTaxCents: 1_600,
    totalCents: 48_700,
    depositCents: 20_000,
    currency: "EUR",
    violations: [],
    bookable: true,
  },
  totalCents: 48_700,
  depositCents: 20_000,
  currency: "EUR",
  voucherCode: "ZOMER10",
  holdExpiresAt: null,
  holdFor: "decision",
  decidedAt: null,
  cancelledAt: null,
  refundCents: null,
  label: null,
  notes: "Sleutel bij de buren",
  feed: null,
  conflictWith: null,
  createdAt: new Date("2026-03-01T09:00:00Z"),
  updatedAt: new Date("2026-03-01T09:00:00Z"),
};

function page(data: Record<string, unknown>, lang: Lang = "nl"): string {
  const loaderData = {
    timeZone: "Europe/Amsterdam",
    today: "2026-07-01",
    cancellation: { policy: "Gemiddeld", refundCents: 24_350, percent: 50 },
    units: [{ id: booking.unit.id, name: "Het Duinhuis" }],
    money: null,
    ...data,
  };
  // Money with a plain space, as the assertions spell it.
  return renderPage({ path: "/stay", id: "stay", Component: StayPage, lang, loaderData }).replaceAll("\u00a0", " ");
}

describe("a stay's page", () => {
  it("writes a booking of a site priced in złoty in zł, its refund field's sign too", () => {
    const html = page({ stay: { ...booking, currency: "PLN", quote: { ...booking.quote, currency: "PLN" } } }, "pl");
    expect(html).toContain("487,00 zł");
    expect(html).toContain("Kwota zwrotu (zł)");
    expect(html).not.toContain("€");
  });

  it("gives the guest, the stay and the price line by line from the stored quote", () => {
    const html = page({ stay: booking });
    expect(html).toContain("Boeking van Jonas Becker");
    expect(html).toContain("VV-JONAS1");
    expect(html).toContain("4 nachten · 2 volwassenen, 1 kind");
    expect(html).toContain('href="mailto:jonas@example.de"');
    expect(html).toContain("Duitsland");
    expect(html).toContain("Wir kommen mit Hund.");
    expect(html).toContain("<dt>2 × € 120,00 (weekend)</dt>");
    expect(html).toContain("<dt>1 × € 100,00</dt>");
    expect(html).toContain("<dt>1 × € 150,00 (Hoogseizoen)</dt>");
    expect(html).toContain("<dt>Korting voor een langer verblijf (10%)</dt>");
    expect(html).toContain("− € 49,00");
    expect(html).toContain("<dt>Kortingscode ZOMER10</dt>");
    expect(html).toMatch(/<dt>Totaal<\/dt><dd[^>]*>€ 487,00<\/dd>/);
    expect(html).toContain("Borg (krijgt de gast terug)");
    expect(html).toContain("Sleutel bij de buren");
  });

  it("shows the refund its policy gives in the cancel question, and what the guest will be told", () => {
    const html = page({ stay: booking });
    expect(html).toContain("Volgens de annuleringsvoorwaarden (Gemiddeld) krijgt de gast € 243,50 van € 487,00 terug.");
    expect(html).toContain('name="refund"');
    expect(html).toContain('value="243,50"');
    expect(html).toContain("De gast krijgt bericht van de annulering.");
  });

  it("says until when a request holds its dates, and offers to accept or decline it", () => {
    const html = page(
      {
        stay: { ...booking, status: "request", holdExpiresAt: new Date("2026-07-03T10:00:00Z") },
        cancellation: null,
      },
      "en",
    );
    expect(html).toContain("Request from Jonas Becker");
    expect(html).toContain("This request holds the dates until 3 Jul 2026, 12:00 (Central European Time).");
    expect(html).toContain("Accept request");
    expect(html).toContain("Decline");
    expect(html).not.toContain("Cancel booking");
  });

  it("offers to move or rename a block: unit, dates and label, filled in as it is", () => {
    const block = {
      ...booking,
      kind: "block",
      source: "manual",
      reference: null,
      guest: {
        id: null,
        name: null,
        email: null,
        phone: null,
        country: null,
        arrivalTime: null,
        message: null,
        lang: null,
      },
      adults: 0,
      children: 0,
      quote: null,
      totalCents: 0,
      depositCents: 0,
      voucherCode: null,
      label: "Schilderen",
    };
    const boshuis = { id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a", name: "Het Boshuis" };
    const html = page({
      stay: block,
      cancellation: null,
      units: [{ id: block.unit.id, name: "Het Duinhuis" }, boshuis],
    });
    expect(html).toContain("Blokkade wijzigen");
    expect(html).toContain('name="intent" value="changeBlock"');
    expect(html).toMatch(/<select[^>]*name="unitId"/);
    expect(html).toContain(`<option value="${boshuis.id}">Het Boshuis</option>`);
    expect(html).toMatch(/name="checkIn"[^>]*value="2026-07-10"/);
    expect(html).toMatch(/name="checkOut"[^>]*value="2026-07-14"/);
    expect(html).toMatch(/name="label"[^>]*value="Schilderen"/);
    expect(html).toContain("Blokkade opheffen");
    // Not the booking's change: no guests, price or note to a guest.
    expect(html).not.toContain('name="adults"');
    expect(html).not.toContain('name="total"');
    // A block that is over is not moved any more.
    expect(
      page({ stay: { ...block, checkOut: "2026-06-30", checkIn: "2026-06-28" }, cancellation: null }),
    ).not.toContain("Blokkade wijzigen");
  });

  it("explains a conflict in red and links to the booking it clashes with", () => {
    const html = page(
      {
        stay: {
          ...booking,
          kind: "import",
          status: "conflict",
          source: "airbnb",
          quote: null,
          feed: { id: "f", name: "Airbnb Duinhuis", channel: "airbnb" },
          conflictWith: { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", reference: "VV-ANNA", guestName: "Anna" },
        },
        cancellation: null,
      },
      "pl",
    );
    expect(html).toContain("Zajęte przez Airbnb");
    expect(html).toContain('data-testid="conflict-notice"');
    expect(html).toContain('href="/dashboard/booking-calendar/stays/7c9e6679-7425-40de-944b-e07fc1f90ae7"');
    expect(html).not.toContain("Anuluj rezerwację");
  });
});
