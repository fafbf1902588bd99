import { describe, expect, it } from "vitest";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { renderPage } from "../../../tests/support/render-page.tsx";
import { resources } from "../../i18n/ui/resources.ts";
import BookingCalendar from "./booking-calendar.tsx";

const place = {
  siteId: "5b1e9d0c-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
  siteName: "Domki Trzy Smreki",
  subdomain: "trzy-smreki",
  ownerId: "0b0f9a44-7a7e-4c8e-9a55-0d8b7a1c2e3f",
  ownerName: "Piotr Nowak",
  ownerEmail: "piotr@vayvista.test",
  unitId: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  unitName: { pl: "Domek Smrek", en: "Smrek Cabin", nl: "Huisje Smrek" },
  ownerHref: "/admin/owners?before=1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
};
const feed = {
  ...place,
  feedId: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
  channel: "booking",
  name: "Booking.com Smrek",
  lastSuccessAt: new Date("2026-11-18T09:30:00Z"),
  lastAttemptAt: new Date("2026-11-20T09:30:00Z"),
  lastError: "HTTP 500 from https://admin.booking.com/…",
  eventCount: 4,
};
const conflict = {
  ...place,
  stayId: "8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e",
  checkIn: "2027-01-05",
  checkOut: "2027-01-12",
  channel: "airbnb",
  feedName: "Airbnb",
  label: "Reserved",
  booking: {
    id: "9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
    kind: "booking",
    label: null,
    reference: "VV-7K3P9Q",
    checkIn: "2027-01-02",
    checkOut: "2027-01-09",
    status: "confirmed",
  },
  detectedAt: new Date("2026-11-20T10:00:00Z"),
};
/** The channel sold nights the owner had blocked. */
const withBlock = {
  ...conflict,
  stayId: "0d1e2f3a-4b5c-4d6e-9f70-8b9c0d1e2f3a",
  booking: { ...conflict.booking, kind: "block", reference: null, label: "Przegląd kominka" },
};
const values = { importIntervalMinutes: "15", requestHoldHours: "48", maxFeedsPerUnit: "10" };

function render(
  data: { feeds?: unknown[]; conflicts?: unknown[]; moreFeeds?: boolean },
  lang: Lang,
  actionData?: unknown,
): string {
  const loaderData = {
    title: "",
    values,
    updatedAt: null,
    limit: 50,
    moreFeeds: false,
    moreConflicts: false,
    feeds: [],
    conflicts: [],
    ...data,
  };
  return renderPage({
    surface: "admin",
    path: "/admin/settings/booking-calendar",
    id: "page",
    Component: BookingCalendar,
    lang,
    loaderData,
    actionData,
  });
}

describe("the admin's booking calendar page", () => {
  it("lists the unhealthy feed and the conflict, each leading to the owner", () => {
    const html = render({ feeds: [feed], conflicts: [conflict, withBlock], moreFeeds: true }, "en");
    expect(html).toContain("Calendars with problems");
    expect(html).toContain("Booking.com Smrek");
    expect(html).toContain("HTTP 500 from https://admin.booking.com/…");
    expect(html).toContain("Smrek Cabin");
    expect(html).toContain(`href="${place.ownerHref}"`);
    expect(html).toContain('aria-label="Piotr Nowak, in the list of owners"');
    expect(html).toContain("5 Jan 2027 – 12 Jan 2027");
    expect(html).toContain("Booking VV-7K3P9Q");
    expect(html).toContain("2 Jan 2027 – 9 Jan 2027");
    expect(html).toContain("The owner&#x27;s block: Przegląd kominka");
    expect(html).toContain("Only the newest 50 are shown here.");
  });

  it("says when all is well, in Polish", () => {
    const html = render({}, "pl");
    expect(html).toContain(resources.pl.admin.bookingCalendar.feedsEmpty);
    expect(html).toContain(resources.pl.admin.bookingCalendar.conflictsEmpty);
    expect(html).toContain(resources.pl.admin.bookingCalendar.neverSaved);
  });

  it("keeps typed values and shows each error beside its field", () => {
    const html = render({}, "nl", {
      ok: false,
      message: resources.nl.admin.common.checkFields,
      errors: { importIntervalMinutes: "Vul een getal in van 5 tot en met 1440." },
      values: { ...values, importIntervalMinutes: "2" },
    });
    expect(html).toMatch(/name="importIntervalMinutes"[^>]*value="2"|value="2"[^>]*name="importIntervalMinutes"/);
    expect(html).toContain("Vul een getal in van 5 tot en met 1440.");
    expect(html).toMatch(/aria-invalid="true"/);
  });
});
