import { describe, expect, it } from "vitest";
import { themeStrings } from "../../strings/index.ts";
import { type QuoteAnswer, quoteBreakdown } from "./quote-lines.ts";

/** Intl puts a no-break space between the euro sign and the amount; compared as a plain one. */
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, " ");

const base: QuoteAnswer = {
  nights: [
    { date: "2026-07-03", cents: 15_000, rate: "weekend" },
    { date: "2026-07-04", cents: 15_000, rate: "weekend" },
  ],
  accommodationCents: 30_000,
  extraGuestCents: 0,
  discounts: [],
  voucher: null,
  cleaningFeeCents: 0,
  touristTaxCents: 0,
  totalCents: 30_000,
  depositCents: 0,
  currency: "EUR",
};

describe("the price of a stay written out", () => {
  it("shows the nights at their rate when every night costs the same, and only the rows that apply", () => {
    const breakdown = quoteBreakdown(base, themeStrings("en").booking.quote, "en-GB");
    expect(breakdown.lines).toEqual([{ key: "nights", label: "2 nights × €150", amount: "€300", kind: "charge" }]);
    expect(breakdown.total).toEqual({ label: "Total", amount: "€300" });
    expect(breakdown.deposit).toBeNull();
    expect(breakdown.summary).toBe("2 nights, total €300.");
  });

  it("lists discounts, the voucher, fees, tax and the deposit in the page's language and money", () => {
    const quote: QuoteAnswer = {
      ...base,
      nights: [
        ...base.nights,
        { date: "2026-07-05", cents: 12_000, rate: "base" },
        { date: "2026-07-06", cents: 12_000, rate: "base" },
        { date: "2026-07-07", cents: 12_000, rate: "base" },
      ],
      accommodationCents: 66_000,
      extraGuestCents: 2_500,
      discounts: [{ kind: "lengthOfStay", percent: 12.5, cents: 8_250 }],
      voucher: { code: "WELKOM10", cents: 5_775 },
      cleaningFeeCents: 9_500,
      touristTaxCents: 1_440,
      totalCents: 65_415,
      depositCents: 20_000,
    };
    const nl = quoteBreakdown(quote, themeStrings("nl").booking.quote, "nl-NL");
    expect(nl.lines.map((line) => [plain(line.label), plain(line.amount)])).toEqual([
      ["5 nachten", "€ 660"],
      ["Extra gasten", "€ 25"],
      ["Korting lang verblijf (12,5%)", "− € 82,50"],
      ["Kortingscode WELKOM10", "− € 57,75"],
      ["Schoonmaak", "€ 95"],
      ["Toeristenbelasting", "€ 14,40"],
    ]);
    expect(plain(nl.total.amount)).toBe("€ 654,15");
    expect(plain(nl.deposit?.amount)).toBe("€ 200");
  });

  it("counts nights the way Polish does", () => {
    const words = themeStrings("pl").booking.quote;
    const nights = (n: number) =>
      quoteBreakdown(
        {
          ...base,
          nights: Array.from({ length: n }, () => ({ date: "2026-07-03", cents: 10_000, rate: "base" as const })),
        },
        words,
        "pl-PL",
      ).lines[0]?.label;
    expect(nights(1)).toMatch(/^1 noc × /);
    expect(nights(3)).toMatch(/^3 noce × /);
    expect(nights(5)).toMatch(/^5 nocy × /);
    expect(nights(22)).toMatch(/^22 noce × /);
  });

  it("writes a site's złoty in złoty, whole or with grosze", () => {
    const pln = quoteBreakdown(
      { ...base, cleaningFeeCents: 4_550, totalCents: 34_550, currency: "PLN" },
      themeStrings("pl").booking.quote,
      "pl-PL",
    );
    expect(plain(pln.lines[0]?.label)).toBe("2 noce × 150 zł");
    expect(plain(pln.total.amount)).toBe("345,50 zł");
    const en = quoteBreakdown({ ...base, currency: "PLN" }, themeStrings("en").booking.quote, "en-GB");
    expect(plain(en.total.amount)).toBe("PLN 300");
  });
});
