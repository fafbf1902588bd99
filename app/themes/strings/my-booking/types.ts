import type { GuestBookingView, MoneyLine } from "../../../../modules/payments/guest-booking.ts";
import type { OwnerPaymentMethod } from "../../../../modules/payments/owner-payment-methods.ts";
import type { PaymentMethod } from "../../../../modules/payments/payment-methods.ts";
import type { PluralForms } from "../booking/types.ts";

/**
 * The words of a guest's own booking page (app/themes/kit/pages/my-booking-page.tsx): its
 * state, the stay, the money, cancelling and the arrival. `{amount}` is money in the site's
 * currency, `{date}` a day in the property's calendar, `{until}` a moment on its clock with
 * the zone named, `{reference}` the booking's reference.
 */
export type MyBookingStrings = {
  /** The browser's title (and the line above the reference, the page's h1) and the description (never indexed). */
  meta: { title: string; description: string };
  /** Each state: its name and what it means for the guest now. */
  states: Record<GuestBookingView["state"], { title: string; body: string }>;
  /** A confirmed booking with everything due paid. */
  paidInFull: string;
  /** After an expired or declined booking: the way to book again. */
  bookAgain: string;
  pay: {
    /** The link to the provider's payment page. */
    button: string;
    /** What a confirmed booking still has to pay, and by when. */
    due: string;
    dueNow: string;
    /** What happens after the link: for a booking held for its first payment, and for a later one. */
    nextFirst: string;
    nextLater: string;
  };
  /** Paid with the test provider. */
  testPayments: string;
  stay: {
    heading: string;
    nights: PluralForms;
    calendar: string;
  };
  price: {
    heading: string;
    /** A total the host agreed with the guest (a phone booking, a changed booking): no breakdown. */
    agreed: string;
  };
  timeline: {
    heading: string;
    empty: string;
    /** What a line is for. */
    what: Record<MoneyLine["what"], string>;
    paid: string;
    /** `{method}`: one of `methods`. */
    paidBy: string;
    due: string;
    dueNow: string;
    held: string;
    released: string;
    kept: string;
    /** The owner's reason for keeping part of the deposit. */
    reason: string;
    refunded: string;
    refundPending: string;
    refundFailed: string;
    failed: string;
    /** After a failed payment that can be paid again now. */
    payHere: string;
    cancelled: string;
    paidSoFar: string;
    /** How it was paid, online or as the host recorded it ("other" is not named). */
    methods: Record<PaymentMethod | Exclude<OwnerPaymentMethod, "other">, string>;
  };
  cancel: {
    heading: string;
    /** `{name}`: the policy's name. */
    policy: string;
    refund: string;
    noRefund: string;
    nothingPaid: string;
    refundWay: string;
    /** The disclosure that opens the form. */
    open: string;
    warning: string;
    confirm: string;
  };
  /** Why the last action was refused. */
  notices: {
    /** Followed by the new refund (`cancel.refund` or `cancel.noRefund`) and `confirmAgain`. */
    refund_changed: string;
    confirmAgain: string;
    not_cancellable: string;
    payment_unavailable: string;
  };
  arrival: {
    heading: string;
    /** Before everything due is paid. */
    later: string;
    address: string;
    /** The owner's check-in instructions (the key, a code, parking, the wifi). */
    instructions: string;
  };
  /** Paying what is due later by bank transfer instead of online; `{date}` a day, `{until}` a moment. */
  transfer: {
    heading: string;
    intro: string;
    holder: string;
    iban: string;
    bic: string;
    amount: string;
    reference: string;
    /** The deadline: a day, or (an accepted request) the end of the hold. */
    byDay: string;
    byMoment: string;
    /** Put the reference on it; the host marks it received. */
    after: string;
  };
  host: {
    heading: string;
    body: string;
  };
};
