import type { Database } from "../../db/client.ts";
import { bookingPolicy } from "../booking/booking-terms.ts";
import { loadStayEmailFacts, stayEmailContext } from "../booking/stay-email-facts.ts";
import { addDays, compareStayDates, todayIn } from "../dates/stay-date.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { cancellationPolicyText, dayText, formatMoney, momentText } from "../messaging/booking-values.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { collectionText, paymentForText, paymentMethodText, stillDueText } from "../messaging/payment-values.ts";
import { ownerWants } from "../notifications/owner-notifications.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { paidCents, stayPayments } from "./ledger-rows.ts";
import {
  collectionOf,
  depositClaimOf,
  dueDayOf,
  isHoldRenewal,
  methodOf,
  paymentForOf,
  stillDueOf,
} from "./payment-email-figures.ts";
import { cancelDayOf } from "./unpaid-balance.ts";

/**
 * Why a payment's emails go out (the row named is the one the occasion is about):
 * - received: a charge or transfer was paid (guest; owner unless they recorded it themselves);
 * - failed: a payment did not go through, the guest pays on their page (guest and owner);
 * - request_accepted, balance_due, balance_reminder: a payment is due, to pay by link (guest):
 *   an accepted request's first payment, a balance with nothing saved to charge, a reminder;
 * - refunded: a refund row went through (guest and owner);
 * - cancelled_unpaid: the booking was cancelled by its policy because this balance was not
 *   paid by the owner's deadline (guest and owner; the row is the balance's latest attempt);
 * - deposit_held, deposit_released, deposit_claimed: a deposit hold placed, let go, or
 *   (partly) kept with the owner's reason in the row's note (guest); a hold renewed before
 *   it lapses (a new one placed, the old one let go) is no news, and sends nothing.
 *
 * The owner hears of money in and money that did not come or went back; what runs by itself
 * on the schedule they chose (a balance asked for, a reminder, a deposit held and released)
 * and what they did themselves (a deposit claimed) shows on the stay's money timeline
 * without an email.
 */
export type PaymentEmailOccasion =
  | "request_accepted"
  | "received"
  | "failed"
  | "balance_due"
  | "balance_reminder"
  | "refunded"
  | "deposit_held"
  | "deposit_released"
  | "deposit_claimed"
  | "cancelled_unpaid";

export type PaymentEmails = {
  siteId: string;
  stayId: string;
  /** The ledger row the occasion is about: a row of this stay of this site, else nothing is queued and it throws. */
  paymentId: string;
  occasion: PaymentEmailOccasion;
  /** Where the links lead: the guest's booking page on the site, the stay in the owner's dashboard. */
  addressing: SiteAddressing;
  /** The moment of the step (the settling's clock): a day to pay by that has come is no deadline any more. */
  now?: Date;
};

/**
 * Queues the emails a payment's step causes, in the transaction that settles it (pass it as
 * `tx`), so they go out exactly when it is committed. Reads the stay, the row and the stay's
 * other rows as they now are, so call it after the step is written. The guest's are in the
 * language they booked in, with their booking page's link, and only when the stay has an
 * address; the owner's in their account's language, with the stay in their booking
 * calendar. Amounts are in the site's currency, days on the property's calendar.
 */
export async function queuePaymentEmails(tx: Database, input: PaymentEmails): Promise<void> {
  const facts = await loadStayEmailFacts(tx, input.siteId, input.stayId);
  const rows = facts ? await stayPayments(tx, input.siteId, input.stayId) : [];
  const row = rows.find((candidate) => candidate.id === input.paymentId);
  if (!facts || !row) throw new Error(`no payment ${input.paymentId} of stay ${input.stayId} on site ${input.siteId}`);
  const { occasion } = input;
  if (occasion === "deposit_held" && isHoldRenewal(row, rows, "held")) return;
  if (occasion === "deposit_released" && isHoldRenewal(row, rows, "released")) return;
  const { stay, owner } = facts;
  const context = stayEmailContext(facts, input.addressing);
  const currency = context.currency;
  const money = (cents: number, lang: SiteLang) => formatMoney(cents, lang, row.currency);
  // A refund is its own row; a row told "refunded" of itself gives back what it records as refunded.
  const amountCents = occasion === "refunded" && row.kind !== "refund" ? row.refundedCents : row.amountCents;
  const due = stillDueOf(rows, stay.totalCents);
  const collection = collectionOf(rows, due);
  const today = todayIn(context.timeZone, input.now ?? new Date());
  const deadline = (lang: SiteLang): string => {
    // A stay held for its payment keeps its dates until the hold runs out; else the day it is due.
    if (stay.status === "request" && stay.holdFor === "payment" && stay.holdExpiresAt) {
      return momentText(stay.holdExpiresAt, context.timeZone, lang);
    }
    // A day that has come (a balance declined on its day) is no deadline to ask for: none is named.
    const day = dueDayOf(row, rows);
    return day && compareStayDates(day, today) > 0 ? dayText(day, lang) : "";
  };
  // Where the owner chose it, a balance asked for says the day an unpaid one cancels the booking.
  const balance = row.purpose === "instalment" && (row.instalment ?? 1) > 1 ? dueDayOf(row, rows) : null;
  const plan = balance ? await loadRatePlan(tx, input.siteId, stay.unitId) : null;
  const cancelDay = balance && plan && stay.status === "confirmed" ? cancelDayOf(balance, plan) : null;
  const cancelOn = (lang: SiteLang) =>
    cancelDay && compareStayDates(cancelDay, today) > 0 && compareStayDates(cancelDay, stay.checkIn) < 0
      ? dayText(cancelDay, lang)
      : "";
  // What goes back of an unpaid balance's cancellation: the policy's refund, out of what was paid.
  const refundIn = (lang: SiteLang) => money(Math.min(stay.refundCents ?? 0, Math.max(0, paidCents(rows))), lang);
  const paymentIn = (lang: SiteLang) => ({
    amount: money(amountCents, lang),
    paymentFor: paymentForText(paymentForOf(row, rows), lang),
    method: paymentMethodText(methodOf(row, rows), lang),
  });
  const standingIn = (lang: SiteLang) => ({
    paid: formatMoney(paidCents(rows), lang, currency),
    total: formatMoney(stay.totalCents, lang, currency),
  });

  if (stay.guestEmail) {
    const lang = context.guestLang;
    const page = {
      name: stay.guestName ?? "",
      siteName: context.siteName,
      ...context.stayIn(lang),
      url: context.homeUrl,
      bookingUrl: context.bookingUrl,
    };
    const mail = {
      to: { address: stay.guestEmail, name: stay.guestName },
      lang,
      siteId: input.siteId,
      stayId: stay.id,
    };
    const { paymentFor, ...payment } = paymentIn(lang);
    switch (occasion) {
      case "received":
        await enqueueEmail(tx, {
          ...mail,
          template: "payment-received",
          data: {
            ...page,
            ...payment,
            paymentFor,
            ...standingIn(lang),
            stillDue: stillDueText(due, currency, lang),
            collection: collection ? collectionText(collection, lang) : "",
          },
        });
        break;
      case "failed":
        await enqueueEmail(tx, {
          ...mail,
          template: "payment-failed",
          data: { ...page, ...payment, paymentFor, deadline: deadline(lang), cancelOn: cancelOn(lang) },
        });
        break;
      // An accepted request asks for its first payment by the hold's end, as a balance asks for itself.
      case "request_accepted":
      case "balance_due":
      case "balance_reminder":
        await enqueueEmail(tx, {
          ...mail,
          template: occasion === "balance_reminder" ? "payment-balance-reminder" : "payment-balance-due",
          data: {
            ...page,
            amount: payment.amount,
            paymentFor,
            deadline: deadline(lang),
            ...standingIn(lang),
            cancelOn: cancelOn(lang),
          },
        });
        break;
      case "refunded":
        await enqueueEmail(tx, { ...mail, template: "payment-refunded", data: { ...page, ...payment, paymentFor } });
        break;
      case "deposit_held": {
        // The hold ends by itself the owner's number of days after check-out (the unit's plan).
        const plan = await loadRatePlan(tx, input.siteId, stay.unitId);
        const releaseOn = dayText(addDays(stay.checkOut, plan.depositReturnDays), lang);
        await enqueueEmail(tx, {
          ...mail,
          template: "payment-deposit-held",
          data: { ...page, amount: payment.amount, releaseOn },
        });
        break;
      }
      case "deposit_released":
        await enqueueEmail(tx, {
          ...mail,
          template: "payment-deposit-released",
          data: { ...page, amount: payment.amount },
        });
        break;
      case "cancelled_unpaid":
        await enqueueEmail(tx, {
          ...mail,
          template: "payment-cancelled-unpaid",
          data: {
            ...page,
            amount: payment.amount,
            deadline: balance ? dayText(balance, lang) : "",
            refund: refundIn(lang),
          },
        });
        break;
      case "deposit_claimed": {
        const claim = depositClaimOf(row, rows);
        await enqueueEmail(tx, {
          ...mail,
          template: "payment-deposit-claimed",
          data: {
            ...page,
            amount: money(claim.amountCents, lang),
            kept: money(claim.keptCents, lang),
            returned: claim.returnedCents > 0 ? money(claim.returnedCents, lang) : "",
            reason: claim.reason,
          },
        });
        break;
      }
    }
  }

  const recordedByOwner = row.kind === "transfer" || row.kind === "manual";
  const toOwner =
    (occasion === "received" && !recordedByOwner) ||
    occasion === "failed" ||
    occasion === "refunded" ||
    occasion === "cancelled_unpaid";
  if (!toOwner) return;
  const kind =
    occasion === "received" ? "payment_received" : occasion === "failed" ? "payment_failed" : "cancellation_refund";
  if (!(await ownerWants(tx, input.siteId, kind))) return;
  const lang = owner.lang;
  const data = {
    name: owner.name,
    siteName: context.siteName,
    ...context.stayIn(lang),
    guestName: stay.guestName ?? "",
    guestEmail: stay.guestEmail ?? "",
    ...paymentIn(lang),
    url: context.ownerUrl,
  };
  const mail = { to: { address: owner.email, name: owner.name }, lang, userId: owner.id, siteId: input.siteId };
  if (occasion === "received") {
    await enqueueEmail(tx, {
      ...mail,
      template: "payment-owner-received",
      data: { ...data, ...standingIn(lang), stillDue: stillDueText(due, currency, lang) },
    });
  } else if (occasion === "failed") {
    await enqueueEmail(tx, {
      ...mail,
      template: "payment-owner-failed",
      data: { ...data, deadline: deadline(lang), cancelOn: cancelOn(lang) },
    });
  } else if (occasion === "cancelled_unpaid") {
    await enqueueEmail(tx, {
      ...mail,
      template: "payment-owner-cancelled-unpaid",
      data: { ...data, deadline: balance ? dayText(balance, lang) : "", refund: refundIn(lang) },
    });
  } else {
    await enqueueEmail(tx, { ...mail, template: "payment-owner-refunded", data });
  }
}

/**
 * Tells the owner, in their account's language, that the guest cancelled on their booking
 * page: who, the unit and dates, the refund the booking's policy gives of what was paid (or
 * none), and the stay in their booking calendar. Queued in the cancelling transaction (pass
 * it as `tx`): a second cancel finds the booking cancelled and queues nothing.
 */
export async function queueGuestCancelledEmail(
  tx: Database,
  input: {
    siteId: string;
    stayId: string;
    refundCents: number;
    addressing: SiteAddressing;
  },
): Promise<void> {
  const facts = await loadStayEmailFacts(tx, input.siteId, input.stayId);
  if (!facts) throw new Error(`no stay ${input.stayId} on site ${input.siteId}`);
  const { stay, owner } = facts;
  const context = stayEmailContext(facts, input.addressing);
  if (!(await ownerWants(tx, input.siteId, "cancellation_refund"))) return;
  const refundCents = Math.min(input.refundCents, paidCents(await stayPayments(tx, input.siteId, input.stayId)));
  const lang = owner.lang;
  await enqueueEmail(tx, {
    to: { address: owner.email, name: owner.name },
    lang,
    userId: owner.id,
    siteId: input.siteId,
    template: "payment-owner-guest-cancelled",
    data: {
      name: owner.name,
      siteName: context.siteName,
      ...context.stayIn(lang),
      guestName: stay.guestName ?? "",
      guestEmail: stay.guestEmail ?? "",
      url: context.ownerUrl,
      refund: refundCents > 0 ? formatMoney(refundCents, lang, context.currency) : "",
      policy: cancellationPolicyText(await bookingPolicy(tx, stay), lang),
    },
  });
}
