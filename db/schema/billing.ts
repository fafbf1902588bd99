import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";
import { plans } from "./marketing.ts";

/**
 * The last invoice number given out in each year (ADR 0023): one gap-free sequence per
 * year for invoices and credit notes. A number is taken in the transaction that stores its
 * invoice, so a rollback gives it back and concurrent takers wait on the year's row.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    check("invoice_counters_year_check", sql`${t.year} between 2000 and 9999`),
    check("invoice_counters_last_number_check", sql`${t.lastNumber} > 0`),
  ],
);

/** The states a subscription moves through (modules/billing/subscription-state.ts). */
export const SUBSCRIPTION_STATES = ["pending", "trialing", "active", "past_due", "suspended", "cancelled"] as const;

/**
 * An owner's subscription to VayVista (ADR 0023): one open row per owner (the unique index
 * on open states makes a second checkout find the first), the plan's prices as they were
 * when it began, the period paid for, and the billing details printed on its invoices. Its
 * payments are rows of the one ledger (`payments.subscription_id`), charged by our own
 * schedule on the payment method the first payment saved.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").references(() => plans.id, { onDelete: "set null" }),
    state: text("state", { enum: SUBSCRIPTION_STATES }).notNull().default("pending"),
    provider: text("provider", { enum: ["test", "stripe", "mollie"] }).notNull(),
    currency: text("currency", { enum: ["EUR"] })
      .notNull()
      .default("EUR"),
    /** The prices as charged, excluding VAT: a later change of the plan applies to new subscriptions. */
    setupFeeCents: integer("setup_fee_cents").notNull(),
    monthlyFeeCents: integer("monthly_fee_cents").notNull(),
    /** The first month was free (the plan offered it when the owner subscribed). */
    freeFirstMonth: boolean("free_first_month").notNull().default(false),
    moneyBackDays: integer("money_back_days").notNull(),
    /** The day of the month periods start on (1–31; a shorter month ends on its last day). */
    anchorDay: smallint("anchor_day"),
    /** Paid (or free) from and until (exclusive), in Amsterdam's calendar; null until the first payment. */
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    /** Cancelling before then refunds everything paid. */
    moneyBackUntil: timestamp("money_back_until", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the renewal first failed (past due), for the reminders and the grace period. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    /** Reminders of a failed renewal sent: 1 on the day, 2 three days later, 3 seven days later. */
    remindersSent: smallint("reminders_sent").notNull().default(0),
    customerId: text("customer_id"),
    savedMethodId: text("saved_method_id"),
    savedMethodKind: text("saved_method_kind", { enum: ["card", "sepa_mandate"] }),
    /**
     * A change of the payment method under way (change-payment-method.ts): our idempotency key,
     * written before the provider is asked, and the provider's setup once it answered.
     */
    pendingSetupKey: text("pending_setup_key"),
    pendingSetupId: text("pending_setup_id"),
    /** What the owner paid with last (card, ideal, …), for the billing section. */
    method: text("method"),
    /** The billing details as typed at checkout (or corrected later). */
    billingName: text("billing_name").notNull(),
    billingCompany: text("billing_company"),
    billingStreet: text("billing_street").notNull(),
    billingPostalCode: text("billing_postal_code").notNull(),
    billingCity: text("billing_city").notNull(),
    billingCountry: text("billing_country").notNull(),
    billingVatNumber: text("billing_vat_number"),
    billingEmail: text("billing_email").notNull(),
    /** The owner's language for invoices and billing emails. */
    lang: text("lang", { enum: ["nl", "en", "pl"] }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("subscriptions_one_open_per_owner").on(t.userId).where(sql`${t.state} <> 'cancelled'`),
    index("subscriptions_renewal_idx").on(t.periodEnd).where(sql`${t.state} in ('trialing','active','past_due')`),
    check(
      "subscriptions_state_known",
      sql`${t.state} in ('pending','trialing','active','past_due','suspended','cancelled')`,
    ),
    check("subscriptions_fees_valid", sql`${t.setupFeeCents} >= 0 and ${t.monthlyFeeCents} > 0`),
    check("subscriptions_period_order", sql`${t.periodEnd} is null or ${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * Our invoices and credit notes (ADR 0023): one per ledger row that moved money (a
 * payment's invoice, a refund's credit note; the unique index makes a replay find the one
 * already issued), with everything printed on it kept in `document`. The PDF is rendered
 * from that after the commit and stored (`pdf_key`); a failed render costs no number.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** The ledger row it is for: the payment (invoice) or the refund (credit note). */
    paymentId: uuid("payment_id").notNull(),
    /** An InvoiceDocument (modules/billing/invoice-document.ts), read through modules/billing/invoices.ts. */
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    totalCents: integer("total_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Where its PDF is stored (modules/storage), once rendered. */
    pdfKey: text("pdf_key"),
    /** Whether the owner was emailed it (with the PDF attached). */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("invoices_subscription_idx").on(t.subscriptionId).where(sql`${t.subscriptionId} is not null`),
    uniqueIndex("invoices_number_key").on(t.number),
    uniqueIndex("invoices_payment_key").on(t.paymentId),
    index("invoices_user_idx").on(t.userId, t.issuedAt),
    check("invoices_kind_known", sql`${t.kind} in ('invoice','credit_note')`),
  ],
);

/**
 * The platform's billing settings (one row, id 1, or none: the defaults): who the seller
 * is on every invoice, the Dutch VAT rate, and how long a failed renewal may stay unpaid
 * before the owner's site is suspended.
 */
export const billingSettings = pgTable(
  "billing_settings",
  {
    id: smallint("id").primaryKey().default(1),
    sellerName: text("seller_name").notNull(),
    sellerStreet: text("seller_street").notNull(),
    sellerPostalCode: text("seller_postal_code").notNull(),
    sellerCity: text("seller_city").notNull(),
    sellerCountry: text("seller_country").notNull().default("NL"),
    sellerVatNumber: text("seller_vat_number"),
    sellerChamberOfCommerce: text("seller_chamber_of_commerce"),
    sellerEmail: text("seller_email").notNull(),
    sellerIban: text("seller_iban"),
    /** The provider owners pay the platform through; null: the first the platform has credentials for. */
    provider: text("provider", { enum: ["test", "stripe", "mollie"] }),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull().default(2100),
    graceDays: integer("grace_days").notNull().default(14),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    check("billing_settings_single_row", sql`${t.id} = 1`),
    check("billing_settings_vat_rate", sql`${t.vatRateBasisPoints} between 0 and 5000`),
    check("billing_settings_grace_days", sql`${t.graceDays} between 0 and 60`),
  ],
);
