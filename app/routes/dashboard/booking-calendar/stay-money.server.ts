import type { TFunction } from "i18next";
import { data } from "react-router";
import type { Database } from "../../../../db/client.ts";
import { claimDeposit } from "../../../../modules/payments/collect-due.ts";
import { stayPayments } from "../../../../modules/payments/ledger-rows.ts";
import { OWNER_PAYMENT_METHODS, type OwnerPaymentMethod } from "../../../../modules/payments/owner-payment-methods.ts";
import type { PaymentServices } from "../../../../modules/payments/payment-services.ts";
import { recordOwnerPayment } from "../../../../modules/payments/record-payment.ts";
import { releaseDepositHold } from "../../../../modules/payments/refunds.ts";
import { parseEuroAmount } from "../../../../modules/pricing/euro-amount.ts";
import { hasControlCharacter } from "../../../../modules/text/single-line.ts";
import type { StayActionResult } from "../../../components/dashboard/booking-calendar/stay-result.ts";
import { notFound } from "../../../lib/refusals.server.ts";

type MoneyIntent = "recordPayment" | "claimDeposit" | "releaseDeposit";

function refused(
  intent: MoneyIntent,
  message: string,
  status: number,
  errors: Record<string, string>,
  values: Record<string, string>,
) {
  return data<StayActionResult>({ ok: false, intent, message, errors, values }, { status });
}

/**
 * The owner's money actions on one booking of their site: a payment received outside the
 * providers, a held deposit kept in part (with the reason the guest reads) or let go now.
 * Another site's stay is answered as missing (404).
 */
export async function moneyAction(
  intent: MoneyIntent,
  form: FormData,
  at: { db: Database; payments: PaymentServices; siteId: string; stayId: string; t: TFunction },
) {
  const { db, payments, siteId, stayId, t } = at;
  const amountText = String(form.get("amount") ?? "").trim();
  const amount = parseEuroAmount(amountText);
  const k = "dashboard.bookingCalendar.money.errors";

  if (intent === "recordPayment") {
    const method = String(form.get("method") ?? "");
    const values = { amount: amountText, method };
    if (!(OWNER_PAYMENT_METHODS as readonly string[]).includes(method)) {
      return refused(intent, t(`${k}.method`), 400, { method: t(`${k}.method`) }, values);
    }
    if (amount === null || amount < 1)
      return refused(intent, t(`${k}.amount`), 400, { amount: t(`${k}.amount`) }, values);
    const result = await recordOwnerPayment(db, payments, siteId, stayId, {
      amountCents: amount,
      method: method as OwnerPaymentMethod,
    });
    if (result.ok) return data<StayActionResult>({ ok: true, intent, totalCents: result.paidCents });
    if (result.reason === "not-found") notFound();
    if (result.reason === "too-much") {
      const text = t(`${k}.tooMuch`, { max: (result.maxCents / 100).toFixed(2) });
      return refused(intent, text, 400, { amount: text }, values);
    }
    return refused(intent, t(`${k}.notPayable`), 409, {}, values);
  }

  if (intent === "claimDeposit") {
    const reason = String(form.get("reason") ?? "").trim();
    const values = { amount: amountText, reason };
    if (amount === null || amount < 1)
      return refused(intent, t(`${k}.amount`), 400, { amount: t(`${k}.amount`) }, values);
    if (!reason || reason.length > 300 || hasControlCharacter(reason)) {
      return refused(intent, t(`${k}.reason`), 400, { reason: t(`${k}.reason`) }, values);
    }
    const result = await claimDeposit(db, payments, { siteId, stayId, amountCents: amount, reason });
    if (result.ok) return data<StayActionResult>({ ok: true, intent, totalCents: amount });
    if (result.reason === "not-found") notFound();
    if (result.reason === "too-much")
      return refused(intent, t(`${k}.tooMuch`, { max: "" }), 400, { amount: t(`${k}.amount`) }, values);
    return refused(intent, t(`${k}.noHold`), 409, {}, values);
  }

  const rows = await stayPayments(db, siteId, stayId);
  const hold = rows.find((row) => row.kind === "hold" && row.state === "authorised");
  if (!hold) {
    if (rows.length === 0) notFound();
    return refused(intent, t(`${k}.noHold`), 409, {}, {});
  }
  await releaseDepositHold(db, payments, hold, new Date());
  return data<StayActionResult>({ ok: true, intent });
}
