import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { subscriptions } from "./billing.ts";
import { stays } from "./booking.ts";
import { timestamps } from "./columns.ts";
import { userSites } from "./sites.ts";

/**
 * The provider an owner's site takes payments through (one per site). Stripe: the
 * connected account (acct_…), never a secret key; Mollie: the OAuth tokens, encrypted with
 * SECRETS_KEY; the test provider: nothing. Disconnecting keeps the row (and every payment):
 * past payments can still be read and refunded.
 */
export const paymentAccounts = pgTable(
  "payment_accounts",
  {
    siteId: uuid("site_id")
      .primaryKey()
      .references(() => userSites.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["test", "stripe", "mollie"] }).notNull(),
    /** Stripe acct_…; Mollie the organisation; null for the test provider. */
    externalAccountId: text("external_account_id"),
    /** Mollie: the profile payments are made on. */
    profileId: text("profile_id"),
    accessTokenSealed: text("access_token_sealed"),
    refreshTokenSealed: text("refresh_token_sealed"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    /** What the provider said last: can the account take charges, and with which methods. */
    chargesEnabled: boolean("charges_enabled").notNull().default(false),
    methods: text("methods").array().notNull().default(sql`'{}'::text[]`),
    /** Guests may also pay by bank transfer, which the owner marks received. */
    bankTransfer: boolean("bank_transfer").notNull().default(true),
    connectedAt: timestamp("connected_at", { withTimezone: true }),
    disconnectedAt: timestamp("disconnected_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check("payment_accounts_provider_known", sql`${t.provider} in ('test','stripe','mollie')`)],
);

/**
 * The ledger: every charge, card hold, refund and bank transfer of a stay, in integer cents
 * of the site's currency. A row is written (with our idempotency key) before the provider
 * is called, and its state only moves forward (modules/payments/payment-state.ts).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The stay's site; null for a row of an owner's subscription to VayVista. */
    siteId: uuid("site_id").references(() => userSites.id, { onDelete: "cascade" }),
    /** A stay of the payment's own site (payments_stay_site_fk); null for a subscription's row. */
    stayId: uuid("stay_id"),
    /** An owner's subscription (ADR 0023): the platform's own charges and refunds, in the same ledger. */
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "cascade" }),
    /** charge: money in; hold: a card authorised for a deposit; refund: money back; transfer/manual: recorded by the owner. */
    kind: text("kind", { enum: ["charge", "hold", "refund", "transfer", "manual"] }).notNull(),
    /** What the money is for: an instalment of the price, the security deposit, a subscription's period, or a refund of a row (`refundOf`). */
    purpose: text("purpose", { enum: ["instalment", "deposit", "subscription", "refund"] }).notNull(),
    /** 1: the first payment (or all); 2: the balance. */
    instalment: smallint("instalment"),
    /** A new attempt at the same amount (after a decline, an expiry) is a new row with a new key. */
    attempt: smallint("attempt").notNull().default(1),
    state: text("state", {
      enum: ["requires_payment", "authorised", "paid", "failed", "expired", "cancelled", "partly_refunded", "refunded"],
    }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** For a deposit hold: what the owner kept of it (captured). */
    capturedCents: integer("captured_cents"),
    currency: text("currency", { enum: ["EUR", "PLN"] }).notNull(),
    provider: text("provider", { enum: ["test", "stripe", "mollie", "owner"] }).notNull(),
    providerPaymentId: text("provider_payment_id"),
    providerRefundId: text("provider_refund_id"),
    idempotencyKey: text("idempotency_key"),
    method: text("method"),
    savedMethodId: text("saved_method_id"),
    savedMethodKind: text("saved_method_kind", { enum: ["card", "sepa_mandate"] }),
    customerId: text("customer_id"),
    checkoutUrl: text("checkout_url"),
    /** When a row that is not made at booking falls due (the balance, a deposit's hold or return), in the property's calendar. */
    dueOn: date("due_on", { mode: "string" }),
    /** Until when a card hold can be captured: renewed before. */
    captureBefore: timestamp("capture_before", { withTimezone: true }),
    /** For a refund: the row it returns money of. */
    refundOf: uuid("refund_of"),
    failureCode: text("failure_code"),
    /** The owner's words: a deposit claim's reason (the guest sees it), a transfer's note. */
    note: text("note"),
    /** Calls made for this row (a retried refund, a re-sent link). */
    attempts: smallint("attempts").notNull().default(0),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // A payment's refunds (the overview's revenue) by index.
    index("payments_refund_of_idx").on(t.refundOf).where(sql`${t.refundOf} is not null`),
    foreignKey({
      name: "payments_stay_site_fk",
      columns: [t.stayId, t.siteId],
      foreignColumns: [stays.id, stays.siteId],
    }).onDelete("cascade"),
    foreignKey({ name: "payments_refund_of_fk", columns: [t.refundOf], foreignColumns: [t.id] }).onDelete("cascade"),
    index("payments_stay_idx").on(t.stayId),
    index("payments_site_created_idx").on(t.siteId, t.createdAt),
    uniqueIndex("payments_provider_payment_key").on(t.provider, t.providerPaymentId),
    uniqueIndex("payments_idempotency_key").on(t.idempotencyKey),
    index("payments_due_idx").on(t.dueOn).where(sql`${t.state} = 'requires_payment'`),
    check("payments_amount_positive", sql`${t.amountCents} > 0`),
    check(
      "payments_refunded_within",
      sql`${t.refundedCents} between 0 and ${t.amountCents} and (${t.capturedCents} is null or ${t.capturedCents} between 0 and ${t.amountCents})`,
    ),
    check("payments_kind_known", sql`${t.kind} in ('charge','hold','refund','transfer','manual')`),
    check("payments_purpose_known", sql`${t.purpose} in ('instalment','deposit','subscription','refund')`),
    // A row is a stay's (with its site) or a subscription's, never both, never neither.
    check(
      "payments_belongs_to_one",
      sql`(${t.stayId} is not null and ${t.siteId} is not null and ${t.subscriptionId} is null) or (${t.stayId} is null and ${t.siteId} is null and ${t.subscriptionId} is not null)`,
    ),
    // The operator's figures (/metrics): the last days' payments by state.
    index("payments_created_state_idx").on(t.createdAt, t.state),
    index("payments_subscription_idx").on(t.subscriptionId).where(sql`${t.subscriptionId} is not null`),
    check(
      "payments_state_known",
      sql`${t.state} in ('requires_payment','authorised','paid','failed','expired','cancelled','partly_refunded','refunded')`,
    ),
    check("payments_currency_known", sql`${t.currency} in ('EUR','PLN')`),
    check("payments_refund_has_origin", sql`(${t.kind} = 'refund') = (${t.refundOf} is not null)`),
  ],
);

/**
 * The inbox: every provider notice lands here before anything else is done with it, then a
 * job reads the payment again from the provider and settles it. A copy of a notice already
 * here arms it again (a Mollie notice is only the payment's id, the same every time).
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: ["test", "stripe", "mollie"] }).notNull(),
    eventId: text("event_id").notNull(),
    /** What the notice is about: a payment (read again and settled) or a connected account (read again, its standing kept). */
    subject: text("subject", { enum: ["payment", "account"] })
      .notNull()
      .default("payment"),
    /** The payment's id at the provider, or for an account notice the account's (acct_…). */
    providerPaymentId: text("provider_payment_id").notNull(),
    state: text("state", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    copies: integer("copies").notNull().default(1),
    lastError: text("last_error"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    unique("payment_events_provider_event_key").on(t.provider, t.eventId),
    index("payment_events_pending_idx").on(t.receivedAt).where(sql`${t.state} = 'pending'`),
    index("payment_events_failed_idx").on(t.receivedAt).where(sql`${t.state} = 'failed'`),
    check("payment_events_state_known", sql`${t.state} in ('pending','done','failed')`),
    check("payment_events_subject_known", sql`${t.subject} in ('payment','account')`),
  ],
);

/**
 * One run of the nightly reconciliation (modules/payments/reconcile-payments.ts): when, how
 * many connected accounts it compared with the ledger, how many rows it settled on the way,
 * and every difference it found (an account it could not read is one), for the admin's page.
 */
export const paymentReconciliations = pgTable(
  "payment_reconciliations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    /** The start of the window compared (30 days before the run). */
    since: timestamp("since", { withTimezone: true }).notNull(),
    accountsChecked: integer("accounts_checked").notNull(),
    accountsFailed: integer("accounts_failed").notNull(),
    /** Ledger rows brought up to the provider's state through settleFromProvider. */
    settledCount: integer("settled_count").notNull(),
    /** Every difference found; `differences` keeps the first of them (a run's record stays small). */
    differenceCount: integer("difference_count").notNull(),
    differences: jsonb("differences").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** The run stopped at its cap of accounts: the next one starts after this site. */
    resumeAfterSiteId: uuid("resume_after_site_id"),
  },
  (t) => [index("payment_reconciliations_started_idx").on(t.startedAt)],
);

/**
 * The embedded test provider's own books (its "remote side"): what a real provider would
 * keep. Only the test provider reads and writes it; the ledger never trusts it directly.
 */
export const testProviderPayments = pgTable(
  "test_provider_payments",
  {
    id: text("id").primaryKey(),
    /** The owner's site whose account it is; null for the platform's own account (subscriptions). */
    siteId: uuid("site_id").references(() => userSites.id, { onDelete: "cascade" }),
    ledgerId: uuid("ledger_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    methods: text("methods").array().notNull(),
    state: text("state").notNull(),
    capture: text("capture", { enum: ["automatic", "manual"] }).notNull(),
    method: text("method"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    capturedCents: integer("captured_cents"),
    saveForLater: boolean("save_for_later").notNull().default(false),
    savedMethodId: text("saved_method_id"),
    customerId: text("customer_id"),
    returnUrl: text("return_url"),
    webhookUrl: text("webhook_url").notNull(),
    captureBefore: timestamp("capture_before", { withTimezone: true }),
    failureCode: text("failure_code"),
    /** The idempotency keys of the refunds made of it: a repeated refund call refunds nothing more. */
    refundKeys: text("refund_keys").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [unique("test_provider_payments_key").on(t.siteId, t.idempotencyKey).nullsNotDistinct()],
);

/**
 * The platform's own credentials at the providers, as the admin saved them (one row, id 1,
 * or none): Stripe's platform secret key and Connect webhook secret, Mollie Connect's app id
 * and secret, each sealed with SECRETS_KEY and never shown again. A variable set in the
 * environment wins over its column here (server/config.ts).
 */
export const paymentPlatformSettings = pgTable(
  "payment_platform_settings",
  {
    id: smallint("id").primaryKey().default(1),
    stripeSecretKeySealed: text("stripe_secret_key_sealed"),
    stripeWebhookSecretSealed: text("stripe_webhook_secret_sealed"),
    mollieClientIdSealed: text("mollie_client_id_sealed"),
    mollieClientSecretSealed: text("mollie_client_secret_sealed"),
    /** The signing secret of the Stripe endpoint for the platform account's own events (owners' subscriptions). */
    stripePlatformWebhookSecretSealed: text("stripe_platform_webhook_secret_sealed"),
    /** The platform's own Mollie API key (live_… / test_…): the owners' subscriptions are charged with it. */
    mollieApiKeySealed: text("mollie_api_key_sealed"),
    /** Mollie's test mode for every owner: their test payments, with the same tokens. */
    mollieTestmode: boolean("mollie_testmode").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [check("payment_platform_settings_single_row", sql`${t.id} = 1`)],
);
