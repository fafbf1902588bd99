import type { InvoiceLine, VatTreatment } from "./invoice-document.ts";
import { isEuCountry, normaliseVatNumber } from "./vat-number.ts";

export type VatBuyer = {
  /** The seller's country (ISO 3166-1 alpha-2): an EU member state, the Netherlands for VayVista. */
  sellerCountry: string;
  /** The buyer's billing country (ISO 3166-1 alpha-2). */
  buyerCountry: string;
  /** As the buyer gave it, or null: a business's VAT number. */
  buyerVatNumber: string | null;
  /** The seller's own VAT rate (2100 = 21 %, an admin setting). */
  rateBasisPoints: number;
};

export type VatDecision = { treatment: VatTreatment; rateBasisPoints: number };

/** Codes that Intl.DisplayNames names but that are no country a buyer lives in. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "ZZ"]);
const REGIONS = new Intl.DisplayNames("en", { type: "region", fallback: "none" });

function isKnownCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && REGIONS.of(code) !== undefined;
}

function checkRate(rateBasisPoints: number): void {
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError(`a VAT rate is 0–10000 basis points, not ${rateBasisPoints}`);
  }
}

/**
 * How VAT applies to one buyer of an EU seller (ADR 0023):
 * - a buyer in the seller's country: the seller's rate, a business with a VAT number too;
 * - a business in another EU country whose VAT number fits that country's format: 0 %, the
 *   VAT reverse-charged to the buyer;
 * - a consumer elsewhere in the EU (no number, or one that does not fit): the seller's rate.
 *   That is right while the seller's cross-border sales to consumers stay under the EU's
 *   one-stop-shop threshold of €10,000 a year; above it the buyer's country's rate applies
 *   (registered through OSS), and this rule must learn the rates of the other member states;
 * - a buyer outside the EU: outside the scope of the seller's VAT, 0 %.
 * A country code that names no country is read as the seller's own: charging VAT is the safe
 * side of a mistake, not charging it the costly one.
 */
export function vatFor({ sellerCountry, buyerCountry, buyerVatNumber, rateBasisPoints }: VatBuyer): VatDecision {
  checkRate(rateBasisPoints);
  if (!isEuCountry(sellerCountry)) throw new RangeError(`the seller's country ${sellerCountry} is not in the EU`);
  const domestic: VatDecision = { treatment: "domestic", rateBasisPoints };
  const country = buyerCountry.trim().toUpperCase();
  if (country === sellerCountry) return domestic;
  if (isEuCountry(country)) {
    const business = buyerVatNumber !== null && normaliseVatNumber(country, buyerVatNumber) !== null;
    return business ? { treatment: "reverse_charge", rateBasisPoints: 0 } : domestic;
  }
  return isKnownCountry(country) ? { treatment: "outside_scope", rateBasisPoints: 0 } : domestic;
}

/**
 * The VAT on a net amount in cents, rounded half away from zero to a whole cent, so that a
 * credit note's VAT is exactly the negative of its invoice's: 1050 at 21 % → 221 (220.5),
 * −1050 → −221.
 */
export function vatCentsOf(netCents: number, rateBasisPoints: number): number {
  checkRate(rateBasisPoints);
  const product = netCents * rateBasisPoints;
  if (!Number.isSafeInteger(netCents) || !Number.isSafeInteger(product)) {
    throw new RangeError(`an amount in cents must be a whole number within range, not ${netCents}`);
  }
  const size = Math.abs(product);
  const rounded = Math.floor(size / 10_000) + (size % 10_000 >= 5_000 ? 1 : 0);
  return product < 0 ? 0 - rounded : rounded; // never -0
}

export type InvoiceTotals = { subtotalCents: number; vatCents: number; totalCents: number };

/**
 * An invoice's subtotal (its lines added up, excluding VAT), the VAT on that subtotal (once
 * for the invoice, not per line, so rounding never adds up to a cent more) and its total.
 * Each line's total must be its quantity times its unit price.
 */
export function invoiceTotals(lines: readonly InvoiceLine[], rateBasisPoints: number): InvoiceTotals {
  let subtotalCents = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.totalCents) || line.quantity * line.unitCents !== line.totalCents) {
      throw new RangeError(`the line "${line.description}" does not add up: ${line.quantity} × ${line.unitCents}`);
    }
    subtotalCents += line.totalCents;
  }
  const vatCents = vatCentsOf(subtotalCents, rateBasisPoints);
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}
