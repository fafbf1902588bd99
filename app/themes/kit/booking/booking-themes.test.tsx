import { describe, expect, it } from "vitest";
import { THEME_NAMES } from "../../../../modules/sites/themes.ts";
import { CONFIRMED_BOOKING, demoSite, renderSitePage, TWO_NIGHTS_QUOTE } from "./booking.testing.tsx";

function expectHas(html: string, part: string) {
  expect(html.includes(part), `missing: ${part}`).toBe(true);
}

describe.each(THEME_NAMES)("booking in the %s theme", (theme) => {
  it("puts the widget on a single unit's home page: a form to the booking page in the page's language", () => {
    const site = demoSite(theme, "coast", "en");
    const [only] = site.units;
    const html = renderSitePage(site, { page: "home" });
    expectHas(html, 'data-booking="widget"');
    expectHas(html, `data-unit="${only?.slug}"`);
    expectHas(html, 'action="/en/book" method="get"');
    expectHas(html, ">Check-in</label>");
    expectHas(html, ">Adults</label>");
    expectHas(html, "<dialog");
    // The same HTML for everyone: no prices or nights in the page, no inline script.
    expectHas(html, "Choose your check-in and check-out dates to see the price.");
    expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    // The menu leads to the booking page.
    expectHas(html, 'href="/en/book"');
  });

  it("puts the widget on every unit's page of a site with several", () => {
    const site = demoSite(theme, "forest", "de");
    for (const unit of site.units) {
      const html = renderSitePage(site, { page: "unit", slug: unit.slug });
      expectHas(html, `data-unit="${unit.slug}"`);
      expectHas(html, 'action="/de/buchen" method="get"');
    }
    expect(renderSitePage(site, { page: "home" })).not.toContain('data-booking="widget"');
  });

  it("asks a multi-unit site's guest which place to book, keeping the chosen dates", () => {
    const site = demoSite(theme, "forest", "nl");
    const html = renderSitePage(
      site,
      { page: "book" },
      { unitSlug: null, values: { checkIn: "2026-07-03", checkOut: "2026-07-05" } },
    );
    expectHas(html, "Welke accommodatie wil je boeken?");
    const [first] = site.units;
    expectHas(html, `href="/boeken?checkIn=2026-07-03&amp;checkOut=2026-07-05&amp;unit=${first?.slug}"`);
  });

  it("draws the booking page: the stay, the guest's details, the terms and the button the unit's mode asks for", () => {
    const site = demoSite(theme, "coast", "pl");
    const html = renderSitePage(
      site,
      { page: "book" },
      { mode: "instant", quote: TWO_NIGHTS_QUOTE, values: { checkIn: "2026-07-03", checkOut: "2026-07-05" } },
    );
    expectHas(html, 'data-booking="page"');
    expectHas(html, 'action="/pl/rezerwacja" method="post"');
    for (const label of [
      "Imię i nazwisko",
      "Adres e-mail",
      "Numer telefonu",
      "Kraj",
      "Przewidywana godzina przyjazdu",
    ]) {
      expectHas(html, label);
    }
    // Countries named in Polish; the marketing question unticked.
    expectHas(html, '<option value="DE">Niemcy</option>');
    const consent = /<input[^>]*id="stay-marketingConsent"[^>]*>/.exec(html)?.[0] ?? "";
    expect(consent).toContain('type="checkbox"');
    expect(consent).not.toContain("checked");
    expectHas(html, "Akceptuję warunki anulowania.");
    expectHas(html, "Potwierdź rezerwację");
    expectHas(html, "Razem");
    // The confirmation's template, which the script fills from the booking API's answer.
    expect(html).toMatch(
      /<template data-confirmation-template[^>]*>[\s\S]*data-booking-confirmation[\s\S]*<\/template>/,
    );
    const request = renderSitePage(site, { page: "book" }, { mode: "request" });
    expectHas(request, "Wyślij zapytanie");
  });

  it("shows the plain form's answer: problems beside the fields with every value kept, or the confirmation", () => {
    const site = demoSite(theme, "coast", "en");
    const refused = renderSitePage(
      site,
      { page: "book" },
      { values: { name: "Anna", email: "anna@" }, errors: { email: "Enter a valid email address." } },
    );
    expectHas(refused, 'role="alert"');
    expectHas(refused, 'value="anna@"');
    expectHas(refused, 'aria-describedby="stay-email-error"');
    const booked = renderSitePage(
      site,
      { page: "book" },
      {
        confirmation: {
          ...CONFIRMED_BOOKING,
          status: "request",
          heldUntil: "Friday 5 June 2026 at 14:00",
          payment: null,
        },
      },
    );
    expectHas(booked, "Your request has been sent");
    expectHas(booked, "VV-7K3P-9QXM");
    expectHas(booked, "We are holding these dates for you until Friday 5 June 2026 at 14:00.");
    expect(booked).toMatch(/Friday,? 3 July 2026/);
    expect(booked).not.toContain("Your booking is confirmed");
    expect(booked).not.toContain("<form");
  });
});
