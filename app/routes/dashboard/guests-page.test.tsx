import { describe, expect, it } from "vitest";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { renderPage } from "../../../tests/support/render-page.tsx";
import type { GuestActionResult } from "../../components/dashboard/guests/guest-result.ts";
import GuestPage from "./guest.tsx";
import Guests from "./guests.tsx";

const jonas = {
  id: "0b0f9a44-7a7e-4c8e-9a55-0d8b7a1c2e3f",
  name: "Jonas Becker",
  email: "jonas@example.de",
  phone: "+49 170 1234567",
  country: "DE",
  lang: "de",
  marketingConsent: true,
  erasedAt: null,
  createdAt: new Date("2026-03-10T10:00:00Z"),
  stays: 2,
  nights: 10,
  spentCents: 150_050,
  lastStay: "2026-08-10",
  enquiries: 1,
};
const erased = {
  ...jonas,
  id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  name: "Gewiste gast",
  email: null,
  phone: null,
  country: null,
  marketingConsent: false,
  erasedAt: new Date("2026-03-11T09:00:00Z"),
  stays: 1,
  nights: 3,
  spentCents: 30_000,
  lastStay: "2026-05-01",
  enquiries: 0,
};

function render(
  lang: Lang,
  route: { path: string; id: string; Component: unknown },
  data: unknown,
  actionData?: unknown,
) {
  return renderPage({ ...route, lang, loaderData: data, actionData, url: route.path.replace(":guestId", jonas.id) });
}

describe("the dashboard's guest book", () => {
  it("lists guests with their stays, spending, language and consent, and offers the CSV", () => {
    const html = render(
      "nl",
      { path: "/dashboard/guests", id: "guests", Component: Guests },
      {
        search: "",
        firstPage: true,
        nextBefore: null,
        total: 2,
        currency: "EUR",
        guests: [
          { ...jonas, money: null },
          { ...erased, money: null },
        ],
      },
    );
    expect(html).toContain("2 gasten");
    // A site that deals in no payments says nothing of them.
    expect(html).not.toContain("Betaald");
    expect(html).not.toContain("Openstaand");
    expect(html).toContain(`href="/dashboard/guests/${jonas.id}"`);
    expect(html).toContain(
      "2 verblijven · 10 nachten · Besteed €\u00a01.500,50 · Laatste verblijf 10 aug 2026 · 1 bericht",
    );
    expect(html).toContain(">Duits<");
    expect(html).toContain("Mag mailing ontvangen");
    expect(html).toContain(">Gewiste gast</a>");
    expect(html).toMatch(/href="\/dashboard\/guests\/export.csv" download=""/);
  });

  it("shows what each guest paid and still owes on a site that takes payments, in its currency", () => {
    const html = render(
      "pl",
      { path: "/dashboard/guests", id: "guests", Component: Guests },
      {
        search: "",
        firstPage: true,
        nextBefore: null,
        total: 2,
        currency: "PLN",
        guests: [
          { ...jonas, money: { paidCents: 45_000, outstandingCents: 105_050 } },
          { ...erased, money: { paidCents: 30_000, outstandingCents: 0 } },
        ],
      },
    );
    expect(html).toContain("Wydano 1500,50\u00a0zł");
    expect(html).toMatch(/Zapłacono <span[^>]*>450,00\u00a0zł<\/span>/);
    expect(html).toMatch(/text-coral-700">Do zapłaty <span[^>]*>1050,50\u00a0zł<\/span>/);
    expect(html).toMatch(/text-slate-700">Do zapłaty <span[^>]*>0,00\u00a0zł<\/span>/);
  });

  it("says when a search finds nobody, in the owner's language", () => {
    const html = render(
      "pl",
      { path: "/dashboard/guests", id: "guests", Component: Guests },
      { search: "kowalski", firstPage: true, nextBefore: null, total: 0, currency: "EUR", guests: [] },
    );
    expect(html).toContain("Nikogo nie znaleziono");
    expect(html).toContain('value="kowalski"');
  });

  it("shows a guest's notes refused in the owner's language with what they typed, and asks before erasing", () => {
    const long = `Mag de hond mee ${"x".repeat(20)}`;
    const refused: GuestActionResult = {
      ok: false,
      intent: "notes",
      errors: { notes: { key: "tooLong", params: { max: 4000 } } },
      values: { notes: long },
    };
    const html = render(
      "en",
      { path: "/dashboard/guests/:guestId", id: "guest", Component: GuestPage },
      {
        currency: "EUR",
        money: { paidCents: 45_000, outstandingCents: 60_050 },
        guest: { ...jonas, notes: "Old notes" },
        stays: [
          {
            id: "s1",
            reference: "VV-7K3P9Q",
            status: "confirmed",
            source: "direct",
            checkIn: "2026-08-10",
            checkOut: "2026-08-17",
            adults: 2,
            children: 0,
            totalCents: 105_050,
            voucherCode: "ZOMER10",
            unit: "The Dune House",
            createdAt: new Date("2026-03-10T10:00:00Z"),
          },
        ],
        enquiries: [],
      },
      refused,
    );
    expect(html).toContain("Use at most 4000 characters.");
    expect(html).toMatch(/Paid<\/dt><dd[^>]*>€450.00<span[^>]*> · Outstanding €600.50<\/span>/);
    expect(html).toContain(`>${long}</textarea>`);
    expect(html).toContain("The Dune House · Booking VV-7K3P9Q · Voucher ZOMER10");
    expect(html).toContain("Germany");
    expect(html).toContain('href="tel:+491701234567"');
    expect(html).toContain("Erase guest");
    // The question is on the page, closed until the owner asks to erase.
    expect(html).toMatch(/<dialog role="alertdialog"[^>]*>.*Erase this guest\?/s);
  });

  it("shows an erased guest without forms", () => {
    const html = render(
      "nl",
      { path: "/dashboard/guests/:guestId", id: "guest", Component: GuestPage },
      { currency: "EUR", money: null, guest: { ...erased, notes: "" }, stays: [], enquiries: [] },
    );
    expect(html).toContain("Deze gast is gewist op");
    expect(html).not.toContain("Notities opslaan");
    expect(html).not.toContain("Gast wissen");
  });
});
