import { describe, expect, it } from "vitest";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { renderPage, pageText as text } from "../../../tests/support/render-page.tsx";
import type {
  BookingSettingsAnswer,
  BookingSettingsPageData,
} from "../../components/dashboard/booking-settings/booking-settings-view.ts";
import BookingSettings from "./booking-settings.tsx";

const data: BookingSettingsPageData = {
  values: { timeZone: "Europe/Berlin", accountHolder: "S. de Vries", iban: "NL91 ABNA 0417 1643 00", bic: "" },
  zones: {
    current: null,
    common: [
      { value: "Europe/Amsterdam", label: "Amsterdam (GMT+2) · Nederland" },
      { value: "Europe/Berlin", label: "Berlin (GMT+2) · Duitsland" },
    ],
    regions: [{ region: "Europe", zones: [{ value: "Europe/Oslo", label: "Oslo (GMT+2)" }] }],
  },
  now: "vrijdag 5 juni om 14:05",
  hasBank: true,
};

/** The page as the server renders it for an owner in `lang`. */
function page(lang: Lang, loaderData: BookingSettingsPageData, actionData?: BookingSettingsAnswer): string {
  return renderPage({
    path: "/dashboard/booking-settings",
    id: "bookingSettings",
    Component: BookingSettings,
    lang,
    loaderData,
    actionData,
  });
}

describe("the dashboard's booking settings page", () => {
  it("shows the property's zone among the common ones first, and the bank details with the IBAN in fours", () => {
    const html = page("nl", data);
    expect(html).toMatch(/<optgroup label="Veel gekozen">.*Amsterdam.*<\/optgroup><optgroup label="Europa">.*Oslo/);
    expect(html).toMatch(/<option value="Europe\/Berlin" selected="">Berlin \(GMT\+2\) · Duitsland<\/option>/);
    expect(html).toMatch(/name="iban"[^>]*value="NL91 ABNA 0417 1643 00"/);
    const words = text(html);
    expect(words).toContain("Tijdzone van je accommodatie");
    expect(words).toContain("Daar is het nu vrijdag 5 juni om 14:05.");
    expect(words).toContain("Betalen per bankoverschrijving");
    expect(words).not.toContain("Je hebt geen bankgegevens ingevuld");
  });

  it("says guests pay on arrival while no IBAN is filled in", () => {
    const words = text(page("en", { ...data, values: { ...data.values, iban: "" }, hasBank: false }));
    expect(words).toContain("You have not filled in bank details: guests pay on arrival, or as you tell them.");
  });

  it("gives back what was typed with each problem beside its field, in the owner's language", () => {
    const typed = {
      timeZone: "Europe/Berlin",
      accountHolder: "Piotr Nowak",
      iban: "pl61 1090 1014 0000 0712 1981 287",
      bic: "WBK",
    };
    const html = page("pl", data, {
      ok: false,
      values: typed,
      errors: { iban: { key: "ibanLength", params: { expected: 28, actual: 27 } }, bic: { key: "bicFormat" } },
    });
    expect(html).toMatch(/name="iban"[^>]*value="pl61 1090 1014 0000 0712 1981 287"/);
    expect(html).toMatch(/name="accountHolder"[^>]*value="Piotr Nowak"/);
    expect(html).toMatch(/id="booking-settings-iban"[^>]*aria-invalid="true"/);
    expect(html).toContain('id="booking-settings-iban-error"');
    const words = text(html);
    expect(words).toContain("Sprawdź zaznaczone pola");
    expect(words).toContain("IBAN dla kraju Polska ma długość 28, a ten ma długość 27.");
    expect(words).toContain("BIC ma 8 lub 11 liter i cyfr, na przykład WBKPPLPP.");
  });
});
