import { and, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, siteBookingSettings, stays } from "../../db/schema.ts";
import { addDays, compareStayDates, todayIn } from "../dates/stay-date.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";
import { idempotencyKey } from "./idempotency-key.ts";
import { type LedgerRow, stayPayments, stayRow } from "./ledger-rows.ts";
import { type PaymentEmailOccasion, queuePaymentEmails } from "./payment-emails.ts";
import { type PaymentServices, paymentAccountOf } from "./payment-services.ts";
import { releaseDepositHold } from "./refunds.ts";
import { settleFromProvider } from "./settle-payment.ts";

/** How many rows one run of the payments job works on: the rest waits for the next run. */
const BATCH = 100;
/** A balance paid by link is reminded this many days after it fell due. */
const REMINDER_AFTER_DAYS = 3;

/** A row falling due today or earlier in its property's calendar, with what its work needs. */
async function dueRows(db: Database, kind: "charge" | "hold", now: Date) {
  // Every zone's "today" is at most a day from UTC's: ask for a day ahead, then check each row in its own zone.
  const horizon = addDays(todayIn("UTC", now), 1);
  const rows = await db
    .select({ row: payments, stay: stays, timeZone: siteBookingSettings.timeZone })
    .from(payments)
    .innerJoin(stays, eq(stays.id, payments.stayId))
    .leftJoin(siteBookingSettings, eq(siteBookingSettings.siteId, payments.siteId))
    .where(
      and(
        eq(payments.kind, kind),
        eq(payments.state, "requires_payment"),
        isNull(payments.providerPaymentId),
        lte(payments.dueOn, horizon),
        eq(stays.status, "confirmed"),
      ),
    )
    .limit(BATCH);
  return rows
    .filter(({ row, timeZone }) => compareStayDates(row.dueOn ?? "", todayIn(timeZone ?? "Europe/Amsterdam", now)) <= 0)
    .map(({ row, ...rest }) => ({ row: stayRow(row), ...rest }));
}

/** The card or mandate a stay's first payment left for later charges, with its customer. */
function savedMethodOf(rows: LedgerRow[], card: boolean) {
  const saved = rows.find((row) => row.savedMethodId && row.customerId && (!card || row.savedMethodKind === "card"));
  return saved?.savedMethodId && saved.customerId ? { id: saved.savedMethodId, customerId: saved.customerId } : null;
}

async function tell(
  db: Database,
  services: PaymentServices,
  row: LedgerRow,
  occasion: PaymentEmailOccasion,
  now: Date,
) {
  await db.transaction((tx) =>
    queuePaymentEmails(tx, {
      siteId: row.siteId,
      stayId: row.stayId,
      paymentId: row.id,
      occasion,
      addressing: services.addressing,
      now,
    }),
  );
}

/**
 * The balances falling due (issue 16 §2): charged without the guest on the card or SEPA
 * mandate their first payment left, with the row's own key (a retried run repeats the same
 * call); without one, the guest is sent the link to pay on their booking page, and reminded
 * a few days later. A declined charge is settled as failed, which emails the guest the link
 * and the owner. Returns how many rows it worked on.
 */
export async function collectDueBalances(
  db: Database,
  services: PaymentServices,
  now: Date = new Date(),
): Promise<number> {
  const due = await dueRows(db, "charge", now);
  for (const { row, stay } of due) {
    const rows = await stayPayments(db, row.siteId, row.stayId);
    const account = await paymentAccountOf(db, row.siteId);
    const provider = account && account.provider === row.provider ? await services.providerFor(account) : null;
    const saved = savedMethodOf(rows, false);
    if (provider && saved && row.attempts === 0) {
      await db.update(payments).set({ attempts: 1, updatedAt: now }).where(eq(payments.id, row.id));
      try {
        const charged = await provider.chargeSaved({
          amountCents: row.amountCents,
          currency: row.currency,
          description: `${stay.reference ?? ""}`,
          customerId: saved.customerId,
          savedMethodId: saved.id,
          capture: "automatic",
          webhookUrl: services.webhookUrl(provider.name),
          ledgerId: row.id,
          idempotencyKey:
            row.idempotencyKey ??
            idempotencyKey({
              kind: "charge",
              stayId: row.stayId,
              instalment: row.instalment ?? 2,
              attempt: row.attempt,
            }),
        });
        await db
          .update(payments)
          .set({ providerPaymentId: charged.providerPaymentId, customerId: saved.customerId, updatedAt: now })
          .where(eq(payments.id, row.id));
        await settleFromProvider(db, services, row.id, charged, now);
      } catch {
        // Unreachable or 5xx: the next run repeats the same call under the same key.
        await db.update(payments).set({ attempts: 0, updatedAt: now }).where(eq(payments.id, row.id));
      }
      continue;
    }
    // By link: once when due, once more as a reminder; where an unpaid balance cancels the
    // booking, the reminder comes on its grace's last day at the latest (none without a grace:
    // the first email names the day already).
    const dueFor = row.dueOn ? Math.round((Date.parse(todayIn("UTC", now)) - Date.parse(row.dueOn)) / 86_400_000) : 0;
    const plan = row.attempts === 1 ? await loadRatePlan(db, row.siteId, stay.unitId) : null;
    const remindAfter = Math.min(REMINDER_AFTER_DAYS, plan?.cancelUnpaid?.graceDays ?? REMINDER_AFTER_DAYS);
    if (row.attempts === 0 || (row.attempts === 1 && remindAfter > 0 && dueFor >= remindAfter)) {
      await db
        .update(payments)
        .set({ attempts: row.attempts + 1, updatedAt: now })
        .where(eq(payments.id, row.id));
      await tell(db, services, row, row.attempts === 0 ? "balance_due" : "balance_reminder", now);
    }
  }
  return due.length;
}

/**
 * Security deposits taken as a card hold (issue 16 §2): placed the day before arrival on the
 * card the guest paid with; a guest who paid without a card is asked for the deposit as a
 * refundable payment by link instead. Returns how many it worked on.
 */
export async function placeDueDepositHolds(
  db: Database,
  services: PaymentServices,
  now: Date = new Date(),
): Promise<number> {
  const due = await dueRows(db, "hold", now);
  for (const { row, stay } of due) {
    const rows = await stayPayments(db, row.siteId, row.stayId);
    const card = savedMethodOf(rows, true);
    const account = await paymentAccountOf(db, row.siteId);
    const provider = account && account.provider === row.provider ? await services.providerFor(account) : null;
    if (!card || !provider) {
      // No card to hold: the deposit becomes a payment the guest makes by link, returned the same way.
      await db.update(payments).set({ kind: "charge", updatedAt: now }).where(eq(payments.id, row.id));
      continue;
    }
    try {
      const held = await provider.chargeSaved({
        amountCents: row.amountCents,
        currency: row.currency,
        description: `${stay.reference ?? ""}`,
        customerId: card.customerId,
        savedMethodId: card.id,
        capture: "manual",
        webhookUrl: services.webhookUrl(provider.name),
        ledgerId: row.id,
        idempotencyKey:
          row.idempotencyKey ?? idempotencyKey({ kind: "hold", stayId: row.stayId, attempt: row.attempt }),
      });
      await db
        .update(payments)
        .set({
          providerPaymentId: held.providerPaymentId,
          customerId: card.customerId,
          attempts: row.attempts + 1,
          updatedAt: now,
        })
        .where(eq(payments.id, row.id));
      await settleFromProvider(db, services, row.id, held, now);
    } catch {
      // Tried again on the next run, under the same key.
    }
  }
  return due.length;
}

/**
 * Deposits come back by themselves (issue 16 §2): a hold is let go, and a deposit paid is
 * refunded, the unit's number of days after check-out, unless the owner kept part of it.
 * A hold about to lapse before then is renewed: a new hold under the next key, then the old
 * one let go. Returns how many it worked on.
 */
export async function returnDueDeposits(
  db: Database,
  services: PaymentServices,
  now: Date = new Date(),
): Promise<number> {
  const held = await db
    .select({ row: payments, stay: stays, timeZone: siteBookingSettings.timeZone })
    .from(payments)
    .innerJoin(stays, eq(stays.id, payments.stayId))
    .leftJoin(siteBookingSettings, eq(siteBookingSettings.siteId, payments.siteId))
    .where(and(eq(payments.purpose, "deposit"), eq(payments.kind, "hold"), eq(payments.state, "authorised")))
    .limit(BATCH);
  for (const { row: payment, stay, timeZone } of held) {
    const row = stayRow(payment);
    const plan = await loadRatePlan(db, row.siteId, stay.unitId);
    const today = todayIn(timeZone ?? "Europe/Amsterdam", now);
    const returnOn = addDays(stay.checkOut, plan.depositReturnDays);
    if (stay.status !== "confirmed" || compareStayDates(returnOn, today) <= 0) {
      await releaseDepositHold(db, services, row, now);
      continue;
    }
    const lapsesSoon = row.captureBefore && row.captureBefore.getTime() - now.getTime() < 86_400_000;
    if (lapsesSoon) await renewHold(db, services, row, stay.reference ?? "", now);
  }
  return held.length;
}

/** A new hold for the same deposit under the next key, then the old one let go (never two left in place). */
async function renewHold(db: Database, services: PaymentServices, old: LedgerRow, reference: string, now: Date) {
  const account = await paymentAccountOf(db, old.siteId);
  const provider = account ? await services.providerFor(account) : null;
  if (!provider || !old.savedMethodId || !old.customerId) return;
  const attempt = old.attempt + 1;
  const key = idempotencyKey({ kind: "hold", stayId: old.stayId, attempt });
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = old;
  const [row] = await db
    .insert(payments)
    .values({
      ...rest,
      attempt,
      attempts: 1,
      state: "requires_payment",
      idempotencyKey: key,
      providerPaymentId: null,
      settledAt: null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  const held = await provider.chargeSaved({
    amountCents: old.amountCents,
    currency: old.currency,
    description: reference,
    customerId: old.customerId,
    savedMethodId: old.savedMethodId,
    capture: "manual",
    webhookUrl: services.webhookUrl(provider.name),
    ledgerId: row.id,
    idempotencyKey: key,
  });
  await db
    .update(payments)
    .set({ providerPaymentId: held.providerPaymentId, updatedAt: now })
    .where(eq(payments.id, row.id));
  await settleFromProvider(db, services, row.id, held, now);
  await releaseDepositHold(db, services, old, now);
}

export type ClaimResult = { ok: true } | { ok: false; reason: "not-found" | "too-much" | "no-hold" };

/**
 * The owner keeps part (or all) of a deposit hold, with a reason the guest reads in their
 * email and on their page; the rest of the hold is let go. Only their own site's stay.
 */
export async function claimDeposit(
  db: Database,
  services: PaymentServices,
  input: { siteId: string; stayId: string; amountCents: number; reason: string; now?: Date },
): Promise<ClaimResult> {
  const now = input.now ?? new Date();
  const rows = await stayPayments(db, input.siteId, input.stayId);
  const hold = rows.find((row) => row.kind === "hold" && row.state === "authorised");
  if (!hold?.providerPaymentId) return { ok: false, reason: rows.length === 0 ? "not-found" : "no-hold" };
  if (input.amountCents < 1 || input.amountCents > hold.amountCents) return { ok: false, reason: "too-much" };
  const account = await paymentAccountOf(db, input.siteId);
  const provider = account ? await services.providerFor(account) : null;
  if (!provider) return { ok: false, reason: "no-hold" };
  await db
    .update(payments)
    .set({ note: input.reason.trim(), capturedCents: input.amountCents, updatedAt: now })
    .where(eq(payments.id, hold.id));
  const captured = await provider.captureHold(
    hold.providerPaymentId,
    input.amountCents,
    idempotencyKey({ kind: "capture", stayId: input.stayId, attempt: hold.attempt }),
  );
  await settleFromProvider(db, services, hold.id, captured, now);
  return { ok: true };
}
