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
      { value: "Europe/Amsterdam", label: "Amsterdam · Nederland" },
      { value: "Europe/Berlin", label: "Berlin · Duitsland" },
    ],
    regions: [{ region: "Europe", zones: [{ value: "Europe/Oslo", label: "Oslo (GMT+2)" }] }],
  },
  now: "vrijdag 5 juni om 14:05",
  hasBank: true,
  currency: { value: "EUR", locked: false },
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
    expect(html).toMatch(/<option value="Europe\/Berlin" selected="">Berlin · Duitsland<\/option>/);
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
      currency: "PLN",
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
    expect(html).toMatch(/<option value="PLN" selected="">Złoty polski \(zł\)<\/option>/);
  });

  it("offers euro or złoty until the first booking, then shows the choice disabled with the reason", () => {
    const open = page("nl", data);
    expect(open).toMatch(/<select[^>]*name="currency"(?![^>]*disabled="")[^>]*>/);
    expect(open).toMatch(
      /<option value="EUR" selected="">Euro \(€\)<\/option><option value="PLN">Poolse złoty \(zł\)<\/option>/,
    );
    const locked = page("en", { ...data, currency: { value: "PLN", locked: true } });
    expect(locked).toMatch(/<select[^>]*name="currency"[^>]*disabled=""/);
    expect(locked).toMatch(/<option value="PLN" selected="">Polish złoty \(zł\)<\/option>/);
    expect(text(locked)).toContain("Fixed since your first booking: amounts already booked stay in this currency.");
  });

  it("says a refused change of currency at the top and beside the choice", () => {
    const html = page(
      "pl",
      { ...data, currency: { value: "EUR", locked: true } },
      {
        ok: false,
        values: { ...data.values, currency: "PLN" },
        errors: { currency: { key: "currencyLocked" } },
      },
    );
    expect(html).toContain('id="booking-settings-currency-error"');
    expect(text(html)).toContain(
      "Waluty nie można już zmienić: Twoja strona ma już rezerwację. Nic nie zostało zapisane.",
    );
  });
});
