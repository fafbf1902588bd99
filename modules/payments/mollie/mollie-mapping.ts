import { Locale, MandateMethod, PaymentMethod as MolliePaymentMethod, PaymentStatus } from "@mollie/api-client";
import type { SiteCurrency } from "../../pricing/currencies.ts";
import { SITE_CURRENCIES } from "../../pricing/currencies.ts";
import type { PaymentMethod } from "../payment-methods.ts";
import type { PaymentState } from "../payment-state.ts";
import type { Payer, ProviderPayment } from "../provider-port.ts";

/** An amount as Mollie writes it: `{ currency: "EUR", value: "12.30" }`. */
export type MollieAmount = { currency: string; value: string };

/** Our methods by Mollie's names: a card is `creditcard`, SEPA Direct Debit `directdebit`. */
const MOLLIE_METHODS: Record<PaymentMethod, MolliePaymentMethod> = {
  card: MolliePaymentMethod.creditcard,
  ideal: MolliePaymentMethod.ideal,
  bancontact: MolliePaymentMethod.bancontact,
  przelewy24: MolliePaymentMethod.przelewy24,
  blik: MolliePaymentMethod.blik,
  sepa_debit: MolliePaymentMethod.directdebit,
};

export function mollieMethod(method: PaymentMethod): MolliePaymentMethod {
  return MOLLIE_METHODS[method];
}

/** Our name for a method Mollie reports; null for one we never offer (a wallet, a voucher). */
export function ourMethod(method: string | null | undefined): PaymentMethod | null {
  const entry = Object.entries(MOLLIE_METHODS).find(([, mollie]) => mollie === method);
  return entry ? (entry[0] as PaymentMethod) : null;
}

/**
 * The methods whose first payment (`sequenceType: "first"`) leaves a mandate later payments
 * can use: a card leaves a card mandate, iDEAL and Bancontact a SEPA Direct Debit one.
 */
export const MANDATE_LEAVING_METHODS: readonly PaymentMethod[] = ["card", "ideal", "bancontact"];

/** What a Mollie mandate lets us do later; null for one we do not use (PayPal). */
export function savedMethodKind(method: string): "card" | "sepa_mandate" | null {
  if (method === MandateMethod.creditcard) return "card";
  if (method === MandateMethod.directdebit) return "sepa_mandate";
  return null;
}

const LOCALES: Record<Payer["locale"], Locale> = {
  nl: Locale.nl_NL,
  en: Locale.en_US,
  de: Locale.de_DE,
  pl: Locale.pl_PL,
};

export function mollieLocale(locale: Payer["locale"]): Locale {
  return LOCALES[locale];
}

/** Cents (grosze) as Mollie's amount: a string with exactly two decimals. */
export function mollieAmount(cents: number, currency: SiteCurrency): MollieAmount {
  if (!Number.isSafeInteger(cents) || cents < 1) throw new RangeError(`not an amount in cents: ${cents}`);
  return { currency, value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}` };
}

/** Mollie's amount in cents, read exactly (no floating point). */
export function centsOf(amount: MollieAmount | undefined): number {
  if (!amount) return 0;
  const match = /^(\d{1,12})\.(\d{2})$/.exec(amount.value);
  if (!match) throw new Error(`unexpected Mollie amount: ${JSON.stringify(amount.value)}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** The currency of a Mollie amount, one our sites price in. */
export function siteCurrency(currency: string): SiteCurrency {
  const known = SITE_CURRENCIES.find((c) => c === currency);
  if (!known) throw new Error(`unexpected Mollie currency: ${JSON.stringify(currency)}`);
  return known;
}

/** The fields of a Mollie payment this adapter reads (the client's `Payment` has them all). */
export type MolliePaymentView = {
  id: string;
  status: PaymentStatus;
  amount: MollieAmount;
  amountRefunded?: MollieAmount;
  amountCaptured?: MollieAmount;
  captureBefore?: string;
  method?: string | null;
  customerId?: string;
  statusReason?: { code: string };
  details?: object;
  _links: { checkout?: { href: string } };
};

const STATES: Record<PaymentStatus, PaymentState> = {
  [PaymentStatus.open]: "requires_payment",
  // The payer started, or a direct debit is on its way to the bank: not at an end yet.
  [PaymentStatus.pending]: "requires_payment",
  [PaymentStatus.authorized]: "authorised",
  [PaymentStatus.paid]: "paid",
  [PaymentStatus.failed]: "failed",
  [PaymentStatus.expired]: "expired",
  [PaymentStatus.canceled]: "cancelled",
};

/**
 * A Mollie payment as our `ProviderPayment`. A refunded payment stays `paid` at Mollie with an
 * `amountRefunded`; a hold that was captured counts what was captured, not what was held.
 * `savedMethod` is the mandate the payment left (read by the caller from the mandate itself).
 */
export function toProviderPayment(
  payment: MolliePaymentView,
  savedMethod: ProviderPayment["savedMethod"],
): ProviderPayment {
  const base = STATES[payment.status];
  if (!base) throw new Error(`unexpected Mollie payment status: ${JSON.stringify(payment.status)}`);
  const captured = centsOf(payment.amountCaptured);
  const amountCents = captured > 0 && base !== "authorised" ? captured : centsOf(payment.amount);
  const refundedCents = centsOf(payment.amountRefunded);
  const state =
    base === "paid" && refundedCents > 0 ? (refundedCents >= amountCents ? "refunded" : "partly_refunded") : base;
  return {
    providerPaymentId: payment.id,
    state,
    amountCents,
    refundedCents,
    currency: siteCurrency(payment.amount.currency),
    method: ourMethod(payment.method),
    checkoutUrl: state === "requires_payment" ? (payment._links.checkout?.href ?? null) : null,
    savedMethod,
    customerId: payment.customerId ?? null,
    captureBefore: state === "authorised" && payment.captureBefore ? new Date(payment.captureBefore) : null,
    failureCode: state === "failed" ? failureCode(payment) : null,
  };
}

/** Why it failed, for the owner's timeline: Mollie's status reason, else the card's or the bank's reason. */
function failureCode(payment: MolliePaymentView): string | null {
  const details: Record<string, unknown> = { ...payment.details };
  const code = payment.statusReason?.code ?? details.failureReason ?? details.bankReasonCode;
  return typeof code === "string" && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : null;
}
