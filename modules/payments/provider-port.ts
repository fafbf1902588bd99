import type { SiteCurrency } from "../pricing/currencies.ts";
import type { PaymentMethod } from "./payment-methods.ts";
import type { PaymentState } from "./payment-state.ts";

/**
 * The one port every payment provider is reached through (Stripe Connect, Mollie Connect,
 * the embedded test provider). An adapter is made for one owner's connected account, maps
 * its provider's objects onto a `ProviderPayment`, and passes the idempotency key it is
 * given on every call that moves money (modules/payments/idempotency-key.ts). The rules
 * (what is due, what a state means, settling exactly once) live outside the adapters.
 */
export const PROVIDER_NAMES = ["test", "stripe", "mollie"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** A payment as the provider knows it now: always read afresh, never taken from an event. */
export type ProviderPayment = {
  /** Stripe: the PaymentIntent (pi_…); Mollie: the payment (tr_…); test: tp_…. */
  providerPaymentId: string;
  state: PaymentState;
  amountCents: number;
  /** What has been refunded of it so far. */
  refundedCents: number;
  currency: SiteCurrency;
  /** The method the payer used, once known. */
  method: PaymentMethod | null;
  /** Where the payer completes it (a hosted page), while it waits for them. */
  checkoutUrl: string | null;
  /**
   * What later charges without the payer can use, once the payment left one: Stripe a saved
   * PaymentMethod (pm_…), Mollie a mandate (mdt_…, a card or SEPA Direct Debit), test tm_….
   */
  savedMethod: { id: string; kind: "card" | "sepa_mandate" } | null;
  /** The provider's customer the saved method belongs to (cus_… / cst_…). */
  customerId: string | null;
  /** For a card hold: until when it can still be captured. */
  captureBefore: Date | null;
  /** The provider's code for a decline or failure, for the owner's timeline. */
  failureCode: string | null;
};

/** Who pays, for the provider's customer record and receipts. */
export type Payer = { email: string; name: string; locale: "nl" | "en" | "de" | "pl" };

export type CreatePaymentInput = {
  amountCents: number;
  currency: SiteCurrency;
  /** Shown on the hosted page and the payer's statement, e.g. "VV-7K3P9Q · Duinhuis". */
  description: string;
  /** The methods offered, in order; the provider shows those the account can take. */
  methods: PaymentMethod[];
  payer: Payer;
  /** Reuse this provider customer (a later payment of the same stay). */
  customerId?: string | null;
  /** Leave a card or mandate behind for a balance or a deposit hold without the payer. */
  saveForLater: boolean;
  /** Where the payer's browser comes back to (the guest's booking page). */
  returnUrl: string;
  /** Where the provider posts its events (ignored by Stripe, whose endpoint is set on the platform). */
  webhookUrl: string;
  /** Our ledger row's id, kept on the provider's object (metadata) so an event finds its row. */
  ledgerId: string;
  idempotencyKey: string;
};

/** A charge of a saved method without the payer: a balance, or a card hold for a deposit. */
export type ChargeSavedInput = {
  amountCents: number;
  currency: SiteCurrency;
  description: string;
  customerId: string;
  savedMethodId: string;
  /** manual: a card hold (authorised, captured or released later); automatic: a charge. */
  capture: "automatic" | "manual";
  webhookUrl: string;
  ledgerId: string;
  idempotencyKey: string;
};

/**
 * A hosted page where the payer leaves a card (or mandate) for later charges without paying
 * anything now: an owner changing the method their subscription renews on.
 */
export type CreateSetupInput = {
  /** Shown on the hosted page, e.g. "VayVista". */
  description: string;
  payer: Payer;
  /** The provider customer the current method belongs to, so the new one joins it; null makes one. */
  customerId: string | null;
  /** Where the payer's browser comes back to, whatever they chose. */
  returnUrl: string;
  /** Where the provider posts its events (ignored by Stripe, whose endpoint is set on the platform). */
  webhookUrl: string;
  /** Our reference (the subscription's id), kept on the provider's object (metadata). */
  reference: string;
  idempotencyKey: string;
};

/** A setup as the provider knows it now: always read afresh. */
export type ProviderSetup = {
  /** Stripe: the Checkout Session in setup mode (cs_…); Mollie: the €0 first payment (tr_…); test: tp_…. */
  providerSetupId: string;
  /** open: waiting for the payer; saved: `savedMethod` can be charged; failed: declined, cancelled or expired. */
  state: "open" | "saved" | "failed";
  /** Where the payer completes it, while it is open. */
  checkoutUrl: string | null;
  savedMethod: { id: string; kind: "card" | "sepa_mandate" } | null;
  customerId: string | null;
};

export type ProviderRefund = {
  providerRefundId: string;
  state: "pending" | "refunded" | "failed";
  amountCents: number;
};

/** What a verified webhook says happened: only which object to read again. */
export type WebhookNotice = {
  /** Unique per provider: the inbox refuses a second copy. */
  eventId: string;
  providerPaymentId: string;
  /** A notice about a connected account (Stripe's `account.updated`): `providerPaymentId` is then the account's id. */
  subject?: "payment" | "account";
};

/** A payment as the provider lists it: what `ProviderPayment` says, when it was made, and our ledger row's id where we wrote it. */
export type ListedPayment = ProviderPayment & {
  createdAt: Date;
  /** Our ledger row's id from the provider's metadata (a payment made elsewhere has none). */
  ledgerId: string | null;
};

/** The account's payments made since a moment, newest first; `truncated` when there were more than asked for. */
export type PaymentListing = { payments: ListedPayment[]; truncated: boolean };

export type WebhookReading =
  | { ok: true; notice: WebhookNotice }
  /** A signature that does not verify, is too old, or a body that is not the provider's: 400, nothing changes. */
  | { ok: false; reason: "bad_signature" | "stale" | "malformed" }
  /** A verified event about something that is not a payment we track (an account update): 200, ignored. */
  | { ok: true; notice: null };

/** A webhook request as it arrived: the raw body, byte for byte, for the signature. */
export type WebhookRequest = { rawBody: string; header: (name: string) => string | null; receivedAt: Date };

/**
 * One owner's connected account at one provider. Every call that moves money takes our
 * idempotency key; a call that fails in transit may be repeated with the same key.
 * Errors: a decline or "requires action" is a `ProviderPayment` in state failed or
 * requires_payment, never a throw; a throw means the provider could not be reached or
 * answered 5xx, and the caller retries later with the same key.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** A payment on the provider's hosted page (`checkoutUrl`), optionally saving the method. */
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** A balance charged, or a deposit held, on a saved card or mandate, without the payer. */
  chargeSaved(input: ChargeSavedInput): Promise<ProviderPayment>;
  /** A hosted page that saves a card for later charges and charges nothing (changing the payment method). */
  createSetup(input: CreateSetupInput): Promise<ProviderSetup>;
  readSetup(providerSetupId: string): Promise<ProviderSetup>;
  /** Take `amountCents` (at most what is held) of a card hold; the rest is released. */
  captureHold(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderPayment>;
  /** Let a card hold go without taking anything. */
  releaseHold(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  refund(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund>;
  readPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * The account's payments created at or after `since`, newest first, at most `limit` of
   * them (pages read one after another, never more than that): the nightly reconciliation's
   * view of the account. A listed payment carries no saved method (a read says that).
   */
  listPayments(since: Date, limit: number): Promise<PaymentListing>;
}

/** Turns a webhook of this provider into a notice (platform level: before any owner is known). */
export interface WebhookReader {
  readonly name: ProviderName;
  read(request: WebhookRequest): WebhookReading;
}
