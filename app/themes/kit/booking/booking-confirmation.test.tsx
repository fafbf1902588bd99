import { describe, expect, it } from "vitest";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { THEME_NAMES, type ThemeName } from "../../../../modules/sites/themes.ts";
import { CONFIRMED_BOOKING, demoSite, renderSitePage } from "./booking.testing.tsx";
import type { BookingConfirmationView } from "./booking-state.ts";

/** The booking page of a theme's demo in `lang`, as the plain form's answer draws it, or with its template. */
function bookingPage(lang: SiteLang, confirmation: BookingConfirmationView | null, theme: ThemeName = "warm-cozy") {
  return renderSitePage(demoSite(theme, "coast", lang), { page: "book" }, { mode: "instant", confirmation });
}

/** The page's text as a guest reads it, without the markup. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/&#x27;/g, "'");

describe("the confirmation's payment", () => {
  it.each(THEME_NAMES)("shows a confirmed booking the owner's bank details and the reference (%s)", (theme) => {
    const html = bookingPage("en", CONFIRMED_BOOKING, theme);
    const text = textOf(html);
    // The reference stands alone once (its row); the transfer's line says it within a sentence.
    expect(html.match(/>VV-7K3P-9QXM</g)).toHaveLength(1);
    expect(text).toContain("You pay on arrival or by bank transfer. For a transfer, use these details:");
    expect(text).toContain("Account holder S. de Vries");
    // The IBAN grouped in fours, as people read and type it.
    expect(text).toContain("IBAN NL91 ABNA 0417 1643 00");
    expect(text).toContain("BIC ABNANL2A");
    expect(text).toContain(
      "Put your booking reference VV-7K3P-9QXM on the transfer, so the owner can match your payment.",
    );
    expect(text).not.toContain("the owner will tell you how");
  });

  it("writes them in the guest's language", () => {
    expect(textOf(bookingPage("de", CONFIRMED_BOOKING))).toContain("Kontoinhaber S. de Vries");
    expect(textOf(bookingPage("de", CONFIRMED_BOOKING))).toContain("Buchungsnummer VV-7K3P-9QXM als Verwendungszweck");
    const polish = textOf(bookingPage("pl", CONFIRMED_BOOKING));
    expect(polish).toContain("Płacisz przy przyjeździe lub przelewem. Do przelewu użyj tych danych:");
    expect(polish).toContain("W tytule przelewu wpisz numer rezerwacji VV-7K3P-9QXM");
    expect(textOf(bookingPage("nl", CONFIRMED_BOOKING))).toContain(
      "Zet je boekingsnummer VV-7K3P-9QXM in de omschrijving",
    );
  });

  it("leaves out a BIC or holder the owner did not give", () => {
    const text = textOf(
      bookingPage("en", {
        ...CONFIRMED_BOOKING,
        payment: { accountHolder: null, iban: "BE68539007547034", bic: null, reference: "VV-7K3P-9QXM" },
      }),
    );
    expect(text).toContain("IBAN BE68 5390 0754 7034");
    expect(text).not.toContain("Account holder");
    expect(text).not.toContain("BIC");
  });

  it("says to pay on arrival, as the owner says, without an IBAN; a request hears the details come with the acceptance", () => {
    const none = textOf(bookingPage("en", { ...CONFIRMED_BOOKING, payment: null }));
    expect(none).toContain("You pay on arrival or by bank transfer; the owner will tell you how.");
    expect(none).not.toContain("IBAN");
    const request = textOf(
      bookingPage("nl", {
        ...CONFIRMED_BOOKING,
        status: "request",
        heldUntil: "vrijdag 5 juni 2026 om 14:00",
        payment: null,
      }),
    );
    expect(request).toContain("Je betaalt bij aankomst of per bankoverschrijving; de eigenaar laat je weten hoe.");
    expect(request).toContain("Zodra de eigenaar je aanvraag accepteert, staat in de bevestigingsmail hoe je betaalt.");
    expect(request).not.toContain("Ten name van");
  });

  it("gives the widget's script both ways to pay in the confirmation's template, each row with its slot", () => {
    const html = bookingPage("en", null);
    const template = /<template data-confirmation-template[^>]*>([\s\S]*)<\/template>/.exec(html)?.[1] ?? "";
    expect(template).toContain('data-payment="none"');
    expect(template).toContain('data-payment="bank"');
    for (const slot of ["bankHolder", "bankIban", "bankBic", "bankReference"]) {
      expect(template).toContain(`data-slot="${slot}"`);
    }
    expect(template).toMatch(
      /data-when="request"[^>]*><p>You pay on arrival[^<]*<\/p><p>Once the owner accepts your request, the email that confirms it says how to pay/,
    );
  });
});
