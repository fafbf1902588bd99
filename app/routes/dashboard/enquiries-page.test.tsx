import { describe, expect, it } from "vitest";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { renderPage } from "../../../tests/support/render-page.tsx";
import Enquiries from "./enquiries.tsx";

const jonas = {
  id: "0b0f9a44-7a7e-4c8e-9a55-0d8b7a1c2e3f",
  name: "Jonas Becker",
  email: "jonas@example.de",
  phone: "+49 (170) 123-4567",
  checkIn: "2026-07-10",
  checkOut: "2026-07-17",
  guests: 4,
  message: "Ist das Haus noch frei?\nWir kommen mit Hund.",
  lang: "de",
  status: "new",
  handledAt: null,
  createdAt: new Date("2026-03-10T10:00:00Z"),
  unit: "Het Duinhuis",
  replyUrl: "mailto:jonas@example.de?subject=Re%3A%20Ihre%20Nachricht%20an%20Villa%20Zon",
};
const anna = {
  ...jonas,
  id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  name: "Anna",
  email: "anna@example.nl",
  phone: null,
  checkIn: null,
  checkOut: null,
  guests: null,
  unit: null,
  lang: "nl",
  status: "handled",
  handledAt: new Date("2026-03-11T09:00:00Z"),
};

/** The page as the server renders it for an owner in `lang`, with the loader's data. */
function page(data: { filter: string; enquiries: unknown[]; newCount?: number }, lang: Lang = "nl"): string {
  const loaderData = { firstPage: true, nextBefore: null, total: data.enquiries.length, newCount: 0, ...data };
  return renderPage({ path: "/dashboard/enquiries", id: "enquiries", Component: Enquiries, lang, loaderData });
}

describe("the dashboard's enquiries page", () => {
  it("marks new enquiries and gives everything to answer one", () => {
    const html = page({ filter: "all", enquiries: [jonas, anna], newCount: 1 });
    expect(html).toContain('data-status="new"');
    expect(html).toMatch(/Nieuw<\/span><span[^>]*>10 mrt 2026, 11:00/);
    expect(html).toContain("10 jul 2026 – 17 jul 2026 (7 nachten) · 4 gasten · Het Duinhuis");
    expect(html).toContain('href="mailto:jonas@example.de"');
    expect(html).toContain('href="tel:+491701234567"');
    expect(html).toContain(`href="${jonas.replyUrl}"`);
    expect(html).toContain("vrijdag 10 juli 2026");
    expect(html).toContain(">Duits<");
    // Each enquiry offers the other status.
    expect(html).toMatch(/name="status" value="handled"\/>.*Markeer als afgehandeld/s);
    expect(html).toMatch(/name="status" value="new"\/>.*Markeer als nieuw/s);
    expect(html).toContain("Niet opgegeven");
    expect(html).toContain('aria-current="page"');
  });

  it("says so when a list is empty, in the owner's language", () => {
    expect(page({ filter: "new", enquiries: [] })).toContain("Geen nieuwe aanvragen");
    expect(page({ filter: "all", enquiries: [] }, "en")).toContain("No enquiries yet");
    expect(page({ filter: "handled", enquiries: [] }, "pl")).toContain("Nic jeszcze nie załatwiono");
  });
});
