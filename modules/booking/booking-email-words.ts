import { formatZonedMoment } from "../dates/zoned-moment.ts";
import { SITE_LOCALES, type SiteLang } from "../i18n/site-languages.ts";
import { counted } from "../pricing/count-words.ts";
import type { Quote, QuoteDiscount } from "../pricing/quote-stay.ts";

/**
 * The values of a booking's emails written out in the reader's language: money, the party,
 * the end of a hold and the price breakdown. Plain text (the templates escape it), one line
 * per item where there are several.
 */

const money = new Map<SiteLang, Intl.NumberFormat>();

/** "€ 864,60", "€864.60", "864,60 €". */
export function formatMoney(cents: number, lang: SiteLang): string {
  let format = money.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(SITE_LOCALES[lang], { style: "currency", currency: "EUR" });
    money.set(lang, format);
  }
  return format.format(cents / 100);
}

/** An amount taken off: a real minus sign before the amount as the language writes it. */
function minus(cents: number, lang: SiteLang): string {
  return `−${formatMoney(Math.abs(cents), lang)}`;
}

const PARTY = {
  nl: { adults: { one: "volwassene", other: "volwassenen" }, children: { one: "kind", other: "kinderen" } },
  en: { adults: { one: "adult", other: "adults" }, children: { one: "child", other: "children" } },
  de: { adults: { one: "Erwachsener", other: "Erwachsene" }, children: { one: "Kind", other: "Kinder" } },
  pl: {
    adults: { one: "osoba dorosła", few: "osoby dorosłe", many: "osób dorosłych", other: "osoby dorosłej" },
    children: { one: "dziecko", few: "dzieci", many: "dzieci", other: "dzieci" },
  },
} as const;

/** "2 volwassenen, 1 kind"; children only when there are any. */
export function partyText(adults: number, children: number, lang: SiteLang): string {
  const words = PARTY[lang];
  const parts = [counted(lang, adults, words.adults)];
  if (children > 0) parts.push(counted(lang, children, words.children));
  return parts.join(", ");
}

/** "zondag 12 juli 2026 om 14:05 (Midden-Europese tijd)": when a hold ends, on the property's clock. */
export function momentText(moment: Date, timeZone: string, lang: SiteLang): string {
  return formatZonedMoment(moment, SITE_LOCALES[lang], timeZone);
}

type PriceWords = {
  nights: { one: string; few?: string; many?: string; other: string };
  discounts: Record<QuoteDiscount["kind"], string>;
  extraGuests: string;
  voucher: (code: string) => string;
  cleaningFee: string;
  touristTax: string;
  total: string;
  agreedTotal: string;
  deposit: string;
};

const PRICE_WORDS: Record<SiteLang, PriceWords> = {
  nl: {
    nights: { one: "nacht", other: "nachten" },
    discounts: {
      lengthOfStay: "Korting voor een langer verblijf",
      lastMinute: "Lastminutekorting",
      earlyBooking: "Vroegboekkorting",
    },
    extraGuests: "Extra gasten",
    voucher: (code) => `Kortingscode ${code}`,
    cleaningFee: "Schoonmaakkosten",
    touristTax: "Toeristenbelasting",
    total: "Totaal",
    agreedTotal: "Totaal (afgesproken met de eigenaar)",
    deposit: "Borg (je krijgt hem terug, niet in het totaal)",
  },
  en: {
    nights: { one: "night", other: "nights" },
    discounts: {
      lengthOfStay: "Length-of-stay discount",
      lastMinute: "Last-minute discount",
      earlyBooking: "Early-booking discount",
    },
    extraGuests: "Extra guests",
    voucher: (code) => `Voucher ${code}`,
    cleaningFee: "Cleaning fee",
    touristTax: "Tourist tax",
    total: "Total",
    agreedTotal: "Total (agreed with the owner)",
    deposit: "Refundable deposit, not in the total",
  },
  de: {
    nights: { one: "Nacht", other: "Nächte" },
    discounts: {
      lengthOfStay: "Rabatt für längeren Aufenthalt",
      lastMinute: "Last-Minute-Rabatt",
      earlyBooking: "Frühbucherrabatt",
    },
    extraGuests: "Zusätzliche Gäste",
    voucher: (code) => `Gutschein ${code}`,
    cleaningFee: "Endreinigung",
    touristTax: "Kurtaxe",
    total: "Gesamt",
    agreedTotal: "Gesamt (mit dem Gastgeber vereinbart)",
    deposit: "Kaution (wird erstattet, nicht im Gesamtbetrag)",
  },
  pl: {
    nights: { one: "noc", few: "noce", many: "nocy", other: "nocy" },
    discounts: {
      lengthOfStay: "Rabat za dłuższy pobyt",
      lastMinute: "Rabat last minute",
      earlyBooking: "Rabat za wczesną rezerwację",
    },
    extraGuests: "Dodatkowi goście",
    voucher: (code) => `Kod rabatowy ${code}`,
    cleaningFee: "Sprzątanie końcowe",
    touristTax: "Opłata miejscowa",
    total: "Razem",
    agreedTotal: "Razem (uzgodnione z gospodarzem)",
    deposit: "Kaucja zwrotna, poza kwotą łączną",
  },
};

const percent = (value: number, lang: SiteLang) => (lang === "en" ? `${value}%` : `${value}\u00a0%`);

/**
 * The price of a booking, a line per item: the nights, each discount, extra guests, the
 * voucher, cleaning fee, tourist tax, the total and the refundable deposit. When the owner
 * set a total of their own (a phone booking, a change at an agreed price) the quote's items
 * no longer add up to it, so only the agreed total and the deposit are shown.
 */
export function bookingPriceText(
  booking: { quote: Quote | null; totalCents: number; depositCents: number },
  lang: SiteLang,
): string {
  const words = PRICE_WORDS[lang];
  const { quote, totalCents, depositCents } = booking;
  const lines: string[] = [];
  const add = (label: string, amount: string) => lines.push(`${label}: ${amount}`);
  if (quote && quote.totalCents === totalCents && quote.nights.length > 0) {
    add(counted(lang, quote.nights.length, words.nights), formatMoney(quote.accommodationCents, lang));
    for (const discount of quote.discounts) {
      if (discount.cents > 0) {
        add(`${words.discounts[discount.kind]} (${percent(discount.percent, lang)})`, minus(discount.cents, lang));
      }
    }
    if (quote.extraGuestCents > 0) add(words.extraGuests, formatMoney(quote.extraGuestCents, lang));
    if (quote.voucher && quote.voucher.cents > 0)
      add(words.voucher(quote.voucher.code), minus(quote.voucher.cents, lang));
    if (quote.cleaningFeeCents > 0) add(words.cleaningFee, formatMoney(quote.cleaningFeeCents, lang));
    if (quote.touristTaxCents > 0) add(words.touristTax, formatMoney(quote.touristTaxCents, lang));
    add(words.total, formatMoney(totalCents, lang));
  } else {
    add(words.agreedTotal, formatMoney(totalCents, lang));
  }
  if (depositCents > 0) add(words.deposit, formatMoney(depositCents, lang));
  return lines.join("\n");
}
