import { describe, expect, it } from "vitest";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { renderPage } from "../../../tests/support/render-page.tsx";
import BookingCalendar from "./booking-calendar.tsx";

const DUINHUIS = "0b0f9a44-7a7e-4c8e-9a55-0d8b7a1c2e3f";
const BOSHUT = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";

const stay = {
  kind: "booking",
  status: "confirmed",
  source: "direct",
  reference: null,
  guestName: null,
  label: null,
  adults: 2,
  children: 0,
  holdExpiresAt: null,
};
const stays = [
  { ...stay, id: "s-jonas", unitId: DUINHUIS, checkIn: "2026-07-03", checkOut: "2026-07-06", guestName: "Jonas" },
  {
    ...stay,
    id: "s-ola",
    unitId: DUINHUIS,
    checkIn: "2026-07-06",
    checkOut: "2026-07-09",
    guestName: "Ola",
    status: "request",
    holdExpiresAt: new Date("2026-07-02T10:00:00Z"),
  },
  {
    ...stay,
    id: "s-airbnb",
    unitId: DUINHUIS,
    kind: "import",
    source: "airbnb",
    status: "conflict",
    checkIn: "2026-07-05",
    checkOut: "2026-07-07",
    adults: 0,
  },
  {
    ...stay,
    id: "s-block",
    unitId: BOSHUT,
    kind: "block",
    source: "manual",
    label: "Schilderen",
    checkIn: "2026-06-28",
    checkOut: "2026-07-02",
    adults: 0,
  },
];

/** The page as the server renders it for an owner in `lang`, with the loader's data. */
function page(loaderData: unknown, lang: Lang = "nl"): string {
  return renderPage({
    path: "/dashboard/booking-calendar",
    id: "calendar",
    Component: BookingCalendar,
    lang,
    loaderData,
  });
}

/** The opening tag of the bar (or list item link) of a stay. */
function bar(html: string, stayId: string): string {
  const tag = html.match(new RegExp(`<a [^>]*data-stay="${stayId}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no bar for ${stayId}`);
  return tag;
}

const month = {
  view: "month",
  month: "2026-07",
  today: "2026-07-01",
  timeZone: "Europe/Amsterdam",
  units: [
    { id: DUINHUIS, name: "Het Duinhuis", archived: false },
    { id: BOSHUT, name: "De Boshut", archived: true },
  ],
  stays,
};

describe("the booking calendar's month", () => {
  it("draws a row per unit and a bar per stay, each named in words: who, when, what, until when a request waits", () => {
    const html = page(month);
    expect(html).toContain('aria-label="Kalender van juli 2026"');
    expect(html).toContain("Het Duinhuis");
    expect(html).toContain("(gearchiveerd)");
    expect(html).toContain('aria-label="Jonas, 3 jul – 6 jul, Boeking via je website"');
    expect(html).toContain(
      'aria-label="Ola, 6 jul – 9 jul, Aanvraag: de data worden vastgehouden tot je beslist, wacht op je antwoord tot 2 jul 2026, 12:00 (Midden-Europese tijd)"',
    );
    expect(html).toContain('aria-label="Bezet via Airbnb, 5 jul – 7 jul, Conflict: overlapt een boeking"');
    expect(html).toContain('aria-label="Schilderen, 28 jun – 2 jul, Door jou geblokkeerd"');
    // Bars link to their stay and carry their look; the conflict is drawn in red.
    const conflict = bar(html, "s-airbnb");
    expect(conflict).toContain('href="/dashboard/booking-calendar/stays/s-airbnb"');
    expect(conflict).toContain('data-look="conflict"');
    expect(conflict).toContain("bg-red-700");
    // A stay from June is cut at the month's start: from the first half column.
    expect(bar(html, "s-block")).toContain("rounded-l-none");
    expect(bar(html, "s-block")).toContain("grid-column:2 / 5;grid-row:4");
    // Back-to-back stays share the 6th; the conflicting import gets a lane of its own.
    expect(bar(html, "s-jonas")).toContain("grid-column:7 / 13;grid-row:2");
    expect(bar(html, "s-ola")).toContain("grid-column:13 / 19;grid-row:2");
    expect(conflict).toContain("grid-column:11 / 15;grid-row:3");
    expect(html).toContain('data-today="true"');
  });

  it("explains every colour in words and lists the month per unit for phones", () => {
    const html = page(month);
    for (const words of [
      "Boeking via je website",
      "Zelf ingevoerde boeking",
      "Door jou geblokkeerd",
      "Airbnb",
      "Booking.com",
    ]) {
      expect(html).toContain(`${words}</li>`);
    }
    expect(html).toContain("Deze maand per accommodatie");
    expect(html).toContain("3 nachten · 2 volwassenen");
  });

  it("links to the months around it, the list, the feeds and the forms, in the owner's language", () => {
    const html = page(month, "en");
    expect(html).toContain('href="/dashboard/booking-calendar?month=2026-06"');
    expect(html).toContain('href="/dashboard/booking-calendar?month=2026-08"');
    expect(html).toContain('href="/dashboard/booking-calendar?view=list"');
    expect(html).toContain('href="/dashboard/booking-calendar/feeds"');
    expect(html).toContain('href="/dashboard/booking-calendar/new?kind=booking"');
    expect(html).toContain("July 2026");
    expect(html).toContain('data-state="connecting"');
    expect(page({ ...month, units: [] }, "pl")).toContain("Nie masz jeszcze obiektów");
  });
});

describe("the booking calendar's list", () => {
  const list = {
    view: "list",
    today: "2026-07-01",
    timeZone: "Europe/Amsterdam",
    currency: "EUR",
    filter: { when: "past", status: "request", page: 1 },
    units: month.units,
    list: {
      total: 2,
      page: 1,
      pages: 2,
      stays: stays
        .slice(0, 2)
        .map((s) => ({ ...s, unitName: "Het Duinhuis", totalCents: 45_000, createdAt: new Date() })),
    },
  };

  it("shows each stay with its dates, guests, unit, status and total, and keeps the filters", () => {
    const html = page(list);
    expect(html).toContain("2 verblijven");
    expect(html).toContain("3 jul 2026 – 6 jul 2026 · 3 nachten · 2 volwassenen");
    expect(html).toMatch(/€\s450,00/);
    expect(html).toContain(">Aanvraag</span>");
    expect(html).toMatch(/<option value="past" selected="">/);
    expect(html).toMatch(/<option value="request" selected="">/);
    expect(html).toContain('href="/dashboard/booking-calendar?view=list&amp;when=past&amp;status=request&amp;page=2"');
  });
});
