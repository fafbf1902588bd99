import { LOCALES } from "../i18n/languages.ts";
import type { InvoiceDocument, InvoiceLanguage } from "./invoice-document.ts";

/**
 * The home of every word printed on our invoices and credit notes (ADR 0018: the PDF is a
 * surface of its own), in Dutch (the reference), English and Polish, and the writers that
 * print a document's values in its language: amounts, days, countries, the VAT rate.
 */
export type InvoiceWords = {
  title: Record<InvoiceDocument["kind"], string>;
  /** The label of the document's number. */
  number: Record<InvoiceDocument["kind"], string>;
  issuedOn: string;
  period: string;
  /** The subscription's period: `{from}` its first day, `{until}` its last, written out. */
  periodRange: string;
  /** A credit note: `{number}` the invoice it corrects. */
  corrects: string;
  seller: string;
  buyer: string;
  /** The contact person of a company: `{name}`. */
  attention: string;
  vatNumber: string;
  chamberOfCommerce: string;
  iban: string;
  email: string;
  columns: { description: string; quantity: string; unitPrice: string; amount: string };
  subtotal: string;
  /** `{rate}` the rate as a number ("21"). */
  vat: string;
  total: string;
  /** Printed instead of the VAT line where no Dutch VAT is charged (vat-rule.ts). */
  statements: { reverse_charge: string; outside_scope: string };
  /** How it was settled: `{date}` the day, `{method}` one of `methods` (or the provider's name for it). */
  settled: {
    invoice: string;
    invoiceBy: string;
    credit_note: string;
    credit_noteBy: string;
    /** Not (yet) paid or refunded. */
    open: string;
  };
  /** Payment methods by their code (modules/payments PAYMENT_METHODS), as written inside a sentence. */
  methods: { card: string; ideal: string; bancontact: string; przelewy24: string; blik: string; sepa_debit: string };
  /** The footer of a page: `{page}` its number, `{pages}` how many there are. */
  page: string;
};

const nl: InvoiceWords = {
  title: { invoice: "Factuur", credit_note: "Creditnota" },
  number: { invoice: "Factuurnummer", credit_note: "Creditnotanummer" },
  issuedOn: "Datum",
  period: "Periode",
  periodRange: "{from} t/m {until}",
  corrects: "Corrigeert factuur {number}",
  seller: "Van",
  buyer: "Aan",
  attention: "t.a.v. {name}",
  vatNumber: "Btw-nummer",
  chamberOfCommerce: "KvK-nummer",
  iban: "IBAN",
  email: "E-mail",
  columns: { description: "Omschrijving", quantity: "Aantal", unitPrice: "Prijs", amount: "Bedrag" },
  subtotal: "Subtotaal",
  vat: "Btw {rate}\u00a0%",
  total: "Totaal",
  statements: {
    reverse_charge: "Btw verlegd",
    outside_scope: "Buiten de reikwijdte van de Nederlandse btw: de afnemer is gevestigd buiten de EU",
  },
  settled: {
    invoice: "Betaald op {date}",
    invoiceBy: "Betaald op {date} via {method}",
    credit_note: "Terugbetaald op {date}",
    credit_noteBy: "Terugbetaald op {date} via {method}",
    open: "Nog niet betaald",
  },
  methods: {
    card: "creditcard",
    ideal: "iDEAL",
    bancontact: "Bancontact",
    przelewy24: "Przelewy24",
    blik: "BLIK",
    sepa_debit: "SEPA-incasso",
  },
  page: "Pagina {page} van {pages}",
};

const en: InvoiceWords = {
  title: { invoice: "Invoice", credit_note: "Credit note" },
  number: { invoice: "Invoice number", credit_note: "Credit note number" },
  issuedOn: "Date",
  period: "Period",
  periodRange: "{from} to {until}",
  corrects: "Corrects invoice {number}",
  seller: "From",
  buyer: "To",
  attention: "Attn. {name}",
  vatNumber: "VAT number",
  chamberOfCommerce: "Chamber of Commerce (KvK)",
  iban: "IBAN",
  email: "Email",
  columns: { description: "Description", quantity: "Qty", unitPrice: "Unit price", amount: "Amount" },
  subtotal: "Subtotal",
  vat: "VAT {rate}%",
  total: "Total",
  statements: {
    reverse_charge: "VAT reverse-charged (Article 196 of Directive 2006/112/EC)",
    outside_scope: "Outside the scope of Dutch VAT: the customer is established outside the EU",
  },
  settled: {
    invoice: "Paid on {date}",
    invoiceBy: "Paid on {date} by {method}",
    credit_note: "Refunded on {date}",
    credit_noteBy: "Refunded on {date} by {method}",
    open: "Not paid yet",
  },
  methods: {
    card: "card",
    ideal: "iDEAL",
    bancontact: "Bancontact",
    przelewy24: "Przelewy24",
    blik: "BLIK",
    sepa_debit: "SEPA Direct Debit",
  },
  page: "Page {page} of {pages}",
};

const pl: InvoiceWords = {
  title: { invoice: "Faktura", credit_note: "Faktura korygująca" },
  number: { invoice: "Numer faktury", credit_note: "Nr faktury korygującej" },
  issuedOn: "Data wystawienia",
  period: "Okres",
  periodRange: "{from} – {until}",
  corrects: "Koryguje fakturę {number}",
  seller: "Sprzedawca",
  buyer: "Nabywca",
  attention: "Osoba kontaktowa: {name}",
  vatNumber: "Numer VAT UE",
  chamberOfCommerce: "Nr KvK (rejestr handlowy NL)",
  iban: "IBAN",
  email: "E-mail",
  columns: { description: "Opis", quantity: "Ilość", unitPrice: "Cena netto", amount: "Wartość netto" },
  subtotal: "Razem netto",
  vat: "VAT {rate}\u00a0%",
  total: "Razem",
  statements: {
    reverse_charge: "Odwrotne obciążenie",
    outside_scope: "Nie podlega holenderskiemu VAT: nabywca ma siedzibę poza UE",
  },
  settled: {
    invoice: "Zapłacono {date}",
    invoiceBy: "Zapłacono {date}, forma płatności: {method}",
    credit_note: "Zwrócono {date}",
    credit_noteBy: "Zwrócono {date}, forma zwrotu: {method}",
    open: "Jeszcze nie zapłacono",
  },
  methods: {
    card: "karta płatnicza",
    ideal: "iDEAL",
    bancontact: "Bancontact",
    przelewy24: "Przelewy24",
    blik: "BLIK",
    sepa_debit: "polecenie zapłaty SEPA",
  },
  page: "Strona {page} z {pages}",
};

export const INVOICE_WORDS: Readonly<Record<InvoiceLanguage, InvoiceWords>> = { nl, en, pl };

/** "€ 1.234,56", "€1,234.56", "1234,56 €": an amount in cents as the invoice's language writes euros. */
export function invoiceMoney(cents: number, lang: InvoiceLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** "21", "9", "5,5": a rate in basis points as a number of percent, without the sign. */
export function invoiceRate(rateBasisPoints: number, lang: InvoiceLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(rateBasisPoints / 100);
}

/** "5 januari 2027", "5 January 2027", "5 stycznia 2027": a YYYY-MM-DD day written out. */
export function invoiceDay(isoDay: string, lang: InvoiceLanguage): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  // Date reads 2027-02-30 as 2 March: a day is one only if it reads back the same.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== isoDay)
    throw new RangeError(`no day: ${isoDay}`);
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(day);
}

/** The day before a YYYY-MM-DD day: the last day of a period whose end is exclusive. */
export function dayBefore(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** "Polen", "Poland", "Polska": a country (ISO 3166-1 alpha-2) by its name in the language; an unknown code as it is. */
export function invoiceCountry(code: string, lang: InvoiceLanguage): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames(LOCALES[lang], { type: "region", fallback: "code" }).of(code.toUpperCase()) ?? code;
}

/** A payment method by its code in the language; a method the words do not know (a provider's own name) as it is. */
export function invoiceMethod(method: string, lang: InvoiceLanguage): string {
  const methods = INVOICE_WORDS[lang].methods;
  return Object.hasOwn(methods, method) ? methods[method as keyof typeof methods] : method;
}
