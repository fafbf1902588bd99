import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { storedQuote } from "../booking/booking-terms.ts";
import { policyRefund } from "../booking/cancellation-refund.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import type { Quote } from "../pricing/quote-stay.ts";
import type { CancellationPolicy } from "../pricing/rate-plan-choices.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { type LedgerRow, paidCents, stayPayments, unmetInstalments } from "./ledger-rows.ts";
import { type PaymentServices, paymentAccountOf } from "./payment-services.ts";
import { isOpen, type PaymentState } from "./payment-state.ts";
import { settleFromProvider } from "./settle-payment.ts";

/** One line of a booking's money timeline, as the guest and the owner read it. */
export type MoneyLine = {
  id: string;
  /** paid, due (and when), held or released (a deposit), kept (a deposit claim), refunded, failed, cancelled. */
  kind: "paid" | "due" | "held" | "released" | "kept" | "refunded" | "failed" | "cancelled";
  what: "first" | "balance" | "full" | "deposit" | "refund";
  amountCents: number;
  /** When it happened, or (due) when it falls due in the property's calendar. */
  at: string | null;
  method: string | null;
  /** The owner's reason for keeping part of a deposit. */
  note: string | null;
  /** Refunds not made yet: to be tried again. */
  failureCode: string | null;
};

/** Everything a guest's own booking page shows (app/themes/kit/pages/my-booking-page.tsx). */
export type GuestBookingView = {
  stayId: string;
  token: string;
  reference: string;
  /** awaiting_payment: held until `holdExpiresAt` for the first payment; request: waiting for the owner. */
  state: "awaiting_payment" | "request" | "confirmed" | "cancelled" | "declined" | "expired";
  unitId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  guestName: string;
  quote: Quote | null;
  totalCents: number;
  depositCents: number;
  currency: SiteCurrency;
  holdExpiresAt: string | null;
  /** Held for its payment after the owner accepted the request (a deadline days away, not an instant booking's minutes). */
  acceptedRequest: boolean;
  timeZone: string;
  timeline: MoneyLine[];
  paidCents: number;
  /** The next amount to pay, and by when (null: nothing online is due). */
  nextDue: { amountCents: number; dueOn: string | null } | null;
  canPay: boolean;
  /** What cancelling now would give back (of what was paid), under the policy the booking was made on; null: not cancellable here. */
  cancellation: { policy: CancellationPolicy; percent: number; refundCents: number } | null;
  /** Everything due is paid: the arrival details may be shown. */
  settled: boolean;
  /** Paid through the test provider: no real money moved, and the page says so. */
  testPayments: boolean;
};

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/** The booking a token opens on the site, or null (a wrong token, another site's booking, a block). */
async function stayByToken(db: Database, siteId: string, token: string) {
  if (!TOKEN.test(token)) return null;
  const [stay] = await db
    .select()
    .from(stays)
    .where(and(eq(stays.siteId, siteId), eq(stays.guestToken, token), eq(stays.kind, "booking")));
  return stay ?? null;
}

/**
 * The guest's booking page: the booking its token opens on this site (else null: 404),
 * with its money timeline. Coming back from a payment page, the guest's browser settles
 * what the provider says of any payment still open (the same settleFromProvider as the
 * webhook), so the page shows the payment at once, whichever arrives first.
 */
export async function guestBookingView(
  db: Database,
  services: PaymentServices,
  input: { siteId: string; token: string; timeZone: string; now?: Date },
): Promise<GuestBookingView | null> {
  const now = input.now ?? new Date();
  let stay = await stayByToken(db, input.siteId, input.token);
  if (!stay) return null;
  let rows = await stayPayments(db, input.siteId, stay.id);
  const open = rows.filter(
    (row) => row.providerPaymentId && isOpen(row.state as PaymentState) && row.kind === "charge",
  );
  if (open.length > 0) {
    const account = await paymentAccountOf(db, input.siteId);
    const provider = account ? await services.providerFor(account) : null;
    for (const row of provider ? open : []) {
      if (!provider || !row.providerPaymentId || row.provider !== account?.provider) continue;
      try {
        await settleFromProvider(db, services, row.id, await provider.readPayment(row.providerPaymentId), now);
      } catch {
        // The provider cannot be reached now: its webhook settles the payment later.
      }
    }
    stay = (await stayByToken(db, input.siteId, input.token)) ?? stay;
    rows = await stayPayments(db, input.siteId, stay.id);
  }
  const unmet = unmetInstalments(rows);
  const held = stay.status === "request" && stay.holdFor === "payment";
  const state: GuestBookingView["state"] =
    held && stay.holdExpiresAt && stay.holdExpiresAt > now
      ? "awaiting_payment"
      : held
        ? "expired"
        : (stay.status as GuestBookingView["state"]);
  const confirmed = state === "confirmed";
  let cancellation: GuestBookingView["cancellation"] = null;
  if (confirmed) {
    const byPolicy = await policyRefund(db, stay, now);
    const paid = paidCents(rows);
    cancellation = {
      policy: byPolicy.policy,
      percent: byPolicy.percent,
      refundCents: Math.min(byPolicy.refundCents, paid),
    };
  }
  const first = unmet[0];
  return {
    stayId: stay.id,
    token: input.token,
    reference: stay.reference ?? "",
    state,
    unitId: stay.unitId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
    guestName: stay.guestName ?? "",
    quote: storedQuote(stay.quote),
    totalCents: stay.totalCents,
    depositCents: stay.depositCents,
    currency: await siteCurrency(db, input.siteId),
    holdExpiresAt: state === "awaiting_payment" ? (stay.holdExpiresAt?.toISOString() ?? null) : null,
    acceptedRequest: state === "awaiting_payment" && stay.decidedAt !== null,
    timeZone: input.timeZone,
    timeline: moneyTimeline(rows),
    paidCents: paidCents(rows),
    nextDue: first ? { amountCents: first.amountCents, dueOn: first.dueOn } : null,
    canPay: !!first && (state === "awaiting_payment" || confirmed),
    cancellation,
    settled: confirmed && unmet.length === 0,
    testPayments: rows.some((row) => row.provider === "test"),
  };
}

/** A stay's ledger as the lines its timeline shows: what happened, and what is still to come. */
export function moneyTimeline(rows: LedgerRow[]): MoneyLine[] {
  const instalments = new Set(rows.filter((row) => row.purpose === "instalment").map((row) => row.instalment));
  const whatOf = (row: LedgerRow): MoneyLine["what"] =>
    row.kind === "refund"
      ? "refund"
      : row.purpose === "deposit"
        ? "deposit"
        : instalments.size === 1
          ? "full"
          : row.instalment === 1
            ? "first"
            : "balance";
  const lines: MoneyLine[] = [];
  for (const row of rows) {
    const state = row.state as PaymentState;
    const line = (kind: MoneyLine["kind"], amountCents = row.amountCents, at = row.settledAt?.toISOString() ?? null) =>
      lines.push({
        id: row.id,
        kind,
        what: whatOf(row),
        amountCents,
        at,
        method: row.method,
        note: row.note,
        failureCode: row.failureCode,
      });
    if (row.kind === "refund") {
      if (state === "refunded") line("refunded");
      else if (state === "failed") line("failed");
      else if (state === "requires_payment") line("due", row.amountCents, null);
      continue;
    }
    if (row.kind === "hold") {
      if (state === "authorised") line("held");
      else if (state === "cancelled" && row.providerPaymentId) line("released");
      else if (state === "paid") line("kept", row.capturedCents ?? row.amountCents);
      else if (state === "requires_payment") line("due", row.amountCents, row.dueOn);
      continue;
    }
    if (state === "paid" || state === "partly_refunded" || state === "refunded") line("paid");
    else if (state === "failed" && !rows.some((o) => sameObligation(o, row) && o.attempt > row.attempt)) line("failed");
    else if (state === "requires_payment") line("due", row.amountCents, row.dueOn);
    // A planned payment no longer asked (the booking cancelled, or paid otherwise); an abandoned attempt says nothing.
    else if (state === "cancelled" && !row.providerPaymentId) line("cancelled", row.amountCents, null);
  }
  return lines;
}

function sameObligation(a: LedgerRow, b: LedgerRow): boolean {
  return a.purpose === b.purpose && a.instalment === b.instalment && a.kind === b.kind;
}
