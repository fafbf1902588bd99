import { describe, expect, it } from "vitest";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { renderPage } from "../../../tests/support/render-page.tsx";
import type { VoucherActionResult, VoucherView } from "../../components/dashboard/vouchers/voucher-result.ts";
import Vouchers from "./vouchers.tsx";

const units = [
  { id: "0b0f9a44-7a7e-4c8e-9a55-0d8b7a1c2e3f", name: "Het Duinhuis", archived: false },
  { id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", name: "De Boshut", archived: false },
];
const base: VoucherView = {
  id: "3b241101-e2bb-4255-8caf-4136c566a962",
  code: "ZOMER10",
  kind: "percent",
  amount: 10,
  bookFrom: null,
  bookUntil: null,
  stayFrom: "2026-07-01",
  stayUntil: "2026-08-31",
  minNights: 3,
  unitIds: [units[1]?.id ?? ""],
  maxUses: 5,
  maxUsesPerEmail: 1,
  uses: 2,
  active: true,
};

/** The page as the server renders it for an owner in `lang`, with the loader's data and an action's answer. */
function page(
  vouchers: VoucherView[],
  lang: Lang = "nl",
  actionData?: VoucherActionResult,
  currency: "EUR" | "PLN" = "EUR",
): string {
  const loaderData = { vouchers, units, today: "2026-03-10", currency };
  return renderPage({ path: "/dashboard/vouchers", id: "vouchers", Component: Vouchers, lang, loaderData, actionData });
}

describe("the dashboard's vouchers page", () => {
  it("writes a fixed discount in the site's currency", () => {
    const fixed = { ...base, id: "a1", code: "WITAMY", kind: "fixed" as const, amount: 5000 };
    expect(page([fixed], "pl", undefined, "PLN").replaceAll("\u00a0", " ")).toContain("50,00 zł");
    expect(page([fixed], "nl").replaceAll("\u00a0", " ")).toContain("€ 50,00");
  });

  it("shows each code with its discount, state, uses and conditions", () => {
    const html = page([
      base,
      {
        ...base,
        id: "a1",
        code: "WELKOM",
        kind: "fixed",
        amount: 2550,
        stayFrom: null,
        stayUntil: null,
        minNights: 1,
        unitIds: null,
        maxUses: null,
        maxUsesPerEmail: null,
        uses: 0,
        active: false,
      },
      { ...base, id: "a2", code: "OP", maxUses: 2 },
      { ...base, id: "a3", code: "OUD", bookUntil: "2026-01-31", maxUses: null },
    ]);
    expect(html).toMatch(/ZOMER10<\/h3><p[^>]*>10% korting<\/p>.*Actief/s);
    expect(html).toContain("2 van 5 keer gebruikt");
    expect(html).toContain("verblijf 1 jul 2026 t/m 31 aug 2026");
    expect(html).toContain("vanaf 3 nachten");
    expect(html).toContain("alleen De Boshut");
    expect(html).toContain("hoogstens 1 keer per gast");
    expect(html).toMatch(/WELKOM<\/h3><p[^>]*>€\s25,50 korting<\/p>.*Uitgezet/s);
    expect(html).toContain("Weer aanzetten");
    expect(html).toMatch(/OP<\/h3>.*Opgebruikt/s);
    expect(html).toMatch(/OUD<\/h3>.*Verlopen/s);
  });

  it("says what to fix in the owner's language and keeps what they typed", () => {
    const html = page([], "pl", {
      ok: false,
      intent: "create",
      errors: {
        code: { key: "codeTaken" },
        amount: { key: "money", params: { max: 100000 } },
        stayUntil: { key: "dateOrder" },
      },
      values: {
        code: "lato",
        kind: "fixed",
        amount: "0",
        stayFrom: "2026-08-01",
        stayUntil: "2026-07-01",
        minNights: "2",
      },
      unitIds: [units[0]?.id ?? ""],
    });
    expect(html).toContain("Sprawdź zaznaczone pola");
    expect(html).toContain("Masz już taki kod. Wybierz inny.");
    expect(html).toContain("Podaj kwotę większą od 0 i najwyżej 100000.");
    expect(html).toContain("Ta data jest wcześniejsza niż data początkowa.");
    expect(html).toMatch(/id="voucher-new-code"[^>]*value="lato"|value="lato"[^>]*id="voucher-new-code"/);
    expect(html).toMatch(/<option value="fixed" selected="">Stała kwota<\/option>/);
    expect(html).toMatch(
      /id="voucher-new-stayUntil"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="voucher-new-stayUntil"/,
    );
    expect(html).toContain('value="2026-07-01"');
    // The ticked unit stays ticked, the other not.
    expect(html).toMatch(new RegExp(`checked="" value="${units[0]?.id}"`));
    expect(html).toMatch(new RegExp(`name="unitIds" value="${units[1]?.id}"`));
    expect(html).toContain("Nie masz jeszcze kodów rabatowych.");
  });

  it("speaks English to an English owner", () => {
    const html = page([base], "en");
    expect(html).toContain("10% off");
    expect(html).toContain("used 2 of 5 times");
    expect(html).toContain("Create voucher");
  });
});
