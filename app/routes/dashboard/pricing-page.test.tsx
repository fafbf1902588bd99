import { describe, expect, it } from "vitest";
import type { Lang } from "../../../modules/i18n/languages.ts";
import type { SiteCurrency } from "../../../modules/pricing/currencies.ts";
import { planWith, season } from "../../../modules/pricing/pricing.testing.ts";
import { CANCELLATION_POLICIES } from "../../../modules/pricing/rate-plan-choices.ts";
import { renderPage, pageText as text } from "../../../tests/support/render-page.tsx";
import { pricingValuesOf } from "../../components/dashboard/pricing/pricing-form.ts";
import type { PricingAnswer, PricingPageData } from "../../components/dashboard/pricing/pricing-views.ts";
import { policyName, policyText } from "../../components/dashboard/pricing/stay-rule-text.ts";
import { translator } from "../../i18n/i18n.tsx";
import Pricing from "./pricing.tsx";

const HOUSE = "0b0f9a44-7a7e-4c8e-9a55-0d8b7a1c2e3f";
const STUDIO = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";

const plan = planWith({
  baseNightlyCents: 10_000,
  weekendNightlyCents: 12_000,
  cleaningFeeCents: 5_000,
  depositCents: 20_000,
  seasons: [season("2026-07-01", "2026-08-31", 15_000, { id: "zomer", name: "Zomer", minNights: 7 })],
});

function data(lang: Lang, units = 2, currency: SiteCurrency = "EUR"): PricingPageData {
  return {
    unitId: HOUSE,
    unitName: "Duinhuis",
    units: [
      { id: HOUSE, name: "Duinhuis" },
      { id: STUDIO, name: "Studio Helmgras" },
    ].slice(0, units),
    values: pricingValuesOf(plan, lang === "en" ? "." : ","),
    plan,
    maxGuests: 4,
    // Monday 1 June 2026: the example starts on Saturday 6 June.
    today: "2026-06-01",
    decimalSign: lang === "en" ? "." : ",",
    currency,
    platformHoldHours: 48,
    policies: CANCELLATION_POLICIES.map((p) => ({
      value: p,
      name: policyName(p, translator(lang)),
      text: policyText(p, translator(lang)),
    })),
  };
}

/** The page as the server renders it for an owner in `lang`. */
function page(lang: Lang, loaderData: PricingPageData, actionData?: PricingAnswer): string {
  return renderPage({ path: "/dashboard/pricing", id: "pricing", Component: Pricing, lang, loaderData, actionData });
}

describe("the dashboard's pricing page", () => {
  it("shows every rule of the unit, its seasons and an example week priced by the quote", () => {
    const html = page("nl", data("nl"));
    expect(html).toContain('name="baseNightly"');
    expect(html).toMatch(/name="baseNightly"[^>]*value="100"|value="100"[^>]*name="baseNightly"/);
    expect(html).toContain('name="seasonName"');
    expect(html).toContain('value="Zomer"');
    expect(html).toContain(`name="unitId" value="${HOUSE}"`);
    const words = text(html);
    expect(words).toContain("Prijzen en regels");
    expect(words).toContain("7 nachten vanaf zaterdag 6 juni, 2 volwassenen");
    // Saturday and Friday at the weekend rate, Sunday to Thursday at the base rate, plus cleaning.
    expect(words).toContain("2 × € 120,00 (weekend)");
    expect(words).toContain("5 × € 100,00");
    expect(words).toMatch(/Totaal\s+€\s790,00/);
    expect(words).toMatch(/Borg \(komt terug\)\s+€\s200,00/);
    expect(words).toContain("Annuleer je uiterlijk 14 dagen voor aankomst");
    // Several places: a picker and the copy action.
    expect(words).toContain("Studio Helmgras");
    expect(words).toContain("Prijzen overnemen");
  });

  it("writes a złoty site's amounts and its fields' sign in złoty", () => {
    const html = page("pl", data("pl", 1, "PLN"));
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>zł<\/span>/);
    expect(html).not.toContain(">€<");
    const words = text(html);
    expect(words).toContain("5 × 100,00 zł");
    expect(words).toMatch(/790,00\s+zł/);
    expect(words).not.toContain("€");
    // An English owner reads the sign before the amount.
    expect(page("en", data("en", 1, "PLN"))).toMatch(/>zł<\/span><input[^>]*name="baseNightly"/);
  });

  it("shows the payment terms and the deposit's collection, and the example's schedule", () => {
    const split = planWith({
      ...plan,
      paymentTerms: { kind: "split", firstPercent: 25, balanceDaysBefore: 3 },
      depositCollection: "hold",
    });
    const html = page("nl", { ...data("nl"), plan: split, values: pricingValuesOf(split, ",") });
    expect(html).toMatch(/value="split"[^>]*checked|checked[^>]*value="split"/);
    expect(html).toMatch(/value="hold"[^>]*checked|checked[^>]*value="hold"/);
    expect(html).toMatch(/name="firstPercent"[^>]*value="25"|value="25"[^>]*name="firstPercent"/);
    const words = text(html);
    expect(words).toContain("Een aanbetaling bij het boeken, de rest vóór aankomst");
    expect(words).toContain("De dag vóór aankomst geblokkeerd en 7 dagen na vertrek vanzelf vrijgegeven");
    // A week from Saturday 6 June (€ 790), booked on Monday 1 June: a quarter now, the rest on 3 June.
    expect(words).toMatch(/Te betalen bij het boeken\s+€\s197,50/);
    expect(words).toMatch(/Restbedrag op wo 3 jun\s+€\s592,50/);
    expect(words).toContain("Geblokkeerd op de kaart vanaf vr 5 jun, vrijgegeven op za 20 jun.");

    // The usual split of 30 days, which the week is too close for: everything at booking, and why.
    const words30 = text(page("en", data("en")));
    expect(words30).toMatch(/Due at booking\s+€790\.00/);
    expect(words30).toContain("Arrival within 30 days: everything is due at booking.");
    expect(words30).toContain("You collect the deposit yourself.");
  });

  it("shows neither picker nor copy action for a single place", () => {
    const words = text(page("en", data("en", 1)));
    expect(words).toContain("Prices and rules");
    expect(words).not.toContain("Copy prices");
    expect(words).toMatch(/Total\s+€790\.00/);
  });

  it("gives back what was typed with each problem beside its field, in the owner's language", () => {
    const loaded = data("pl");
    const typed = {
      ...loaded.values,
      fields: { ...loaded.values.fields, baseNightly: "dużo", cleaningFee: "12,345,6" },
      seasons: [
        ...loaded.values.seasons,
        { key: "n2", name: "Majówka", from: "2026-05-01", until: "", nightly: "90", minNights: "", priority: "" },
      ],
    };
    const html = page("pl", loaded, {
      ok: false,
      intent: "save",
      attempt: "a1",
      values: typed,
      problems: {
        fields: {
          baseNightly: [{ key: "dashboard.pricing.errors.price" }],
          cleaningFee: [{ key: "dashboard.pricing.errors.amount" }],
          "season-n2-until": [{ key: "dashboard.pricing.errors.date" }],
        },
      },
    });
    expect(html).toContain('value="dużo"');
    expect(html).toContain('value="12,345,6"');
    expect(html).toContain('value="Majówka"');
    const words = text(html);
    expect(words).toContain("Wpisz cenę za noc, na przykład 125 lub 89,50.");
    expect(words).toContain("Wpisz kwotę, na przykład 125 lub 89,50.");
    expect(words).toContain("Sezon 2, Ostatnia noc: Wybierz datę.");
    // The example keeps the stored rule where the typed one has a problem, and says so.
    expect(words).toContain("Najpierw popraw pola zaznaczone na czerwono");
  });
});
