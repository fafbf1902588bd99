import { GUEST_PAGE, type GuestPage } from "./booking-template-keys.ts";

/**
 * The emails of a booking's money (modules/payments/payment-emails.ts), registered in
 * template-keys.ts beside the others: to the guest, on the site's behalf and in the language
 * they booked in (German too); to the owner, in their account's language.
 */
export const PAYMENT_GUEST_TEMPLATE_KEYS = [
  "payment-received",
  "payment-failed",
  "payment-balance-due",
  "payment-balance-reminder",
  "payment-refunded",
  "payment-deposit-held",
  "payment-deposit-released",
  "payment-deposit-claimed",
  "payment-cancelled-unpaid",
] as const;
export type PaymentGuestTemplateKey = (typeof PAYMENT_GUEST_TEMPLATE_KEYS)[number];

export const PAYMENT_OWNER_TEMPLATE_KEYS = [
  "payment-owner-received",
  "payment-owner-failed",
  "payment-owner-refunded",
  "payment-owner-guest-cancelled",
  "payment-owner-cancelled-unpaid",
] as const;
export type PaymentOwnerTemplateKey = (typeof PAYMENT_OWNER_TEMPLATE_KEYS)[number];

export type PaymentTemplateKey = PaymentGuestTemplateKey | PaymentOwnerTemplateKey;

export function isPaymentGuestTemplate(key: string): key is PaymentGuestTemplateKey {
  return (PAYMENT_GUEST_TEMPLATE_KEYS as readonly string[]).includes(key);
}

/**
 * One payment as an email lists it, in the reader's language: `amount` as money in the
 * site's currency, what it is `paymentFor` (the first payment, the balance, the security
 * deposit…) and the `method` it was (or is to be) paid with.
 */
type Payment = { amount: string; paymentFor: string; method: string };

/**
 * Where the booking's money stands: `paid` of the booking's `total` so far (money), and
 * `stillDue`, a line per amount still to pay and its day (empty when nothing is).
 */
type Standing = { paid: string; total: string; stillDue: string };

/**
 * A payment the guest is asked to make on their booking page, by `deadline`, and what they
 * paid so far; `cancelOn`, where the owner chose it, is the day an unpaid balance cancels the
 * booking (empty otherwise).
 */
type PaymentDue = GuestPage & {
  amount: string;
  paymentFor: string;
  deadline: string;
  paid: string;
  total: string;
  cancelOn: string;
};

/** A booking cancelled because its balance (`amount`, due on `deadline`) was not paid; `refund` is what goes back of what was paid. */
type CancelledUnpaid = { amount: string; deadline: string; refund: string };

/** What the owner's payment emails show, in the owner's language; `url` opens the stay in their booking calendar. */
type OwnerPayment = Payment & OwnerStay;

/** The stay an owner's email is about. */
type OwnerStay = {
  name: string;
  siteName: string;
  reference: string;
  guestName: string;
  /** Empty when the guest gave none (a phone booking): then nobody was emailed. */
  guestEmail: string;
  unit: string;
  checkIn: string;
  checkOut: string;
  url: string;
};

export type PaymentTemplateData = {
  /**
   * To the guest: their payment arrived. `collection` says how what is still due will be
   * collected (from the same card, by direct debit, or by a link), empty when nothing is.
   */
  "payment-received": GuestPage & Payment & Standing & { collection: string };
  /**
   * To the guest: a payment did not go through (a balance charged without them, a card
   * declined). They pay on their booking page before `deadline` (the end of the hold on
   * their dates, or the day it is due; empty when there is none).
   */
  "payment-failed": GuestPage & Payment & { deadline: string; cancelOn: string };
  /** To the guest: a payment is due (`deadline` as above), to pay on their booking page. */
  "payment-balance-due": PaymentDue;
  /** To the guest: the same, when it is still not paid close to its deadline. */
  "payment-balance-reminder": PaymentDue;
  /** To the guest: money was refunded (`amount`, of what `paymentFor` names), back to `method`. */
  "payment-refunded": GuestPage & Payment;
  /** To the guest: the security deposit is held on their card; the hold ends by itself on `releaseOn` unless the owner claims. */
  "payment-deposit-held": GuestPage & { amount: string; releaseOn: string };
  /** To the guest: the hold of their security deposit ended, nothing was charged. */
  "payment-deposit-released": GuestPage & { amount: string };
  /**
   * To the guest: the owner kept `kept` of the security deposit of `amount`, for `reason`
   * (the owner's words); `returned` is the rest that comes back, empty when none does.
   */
  "payment-deposit-claimed": GuestPage & { amount: string; kept: string; returned: string; reason: string };
  /** To the guest: their booking was cancelled by its policy because the balance was not paid in time (the owner chose so). */
  "payment-cancelled-unpaid": GuestPage & CancelledUnpaid;
  /** To the owner: a guest paid online. */
  "payment-owner-received": OwnerPayment & Standing;
  /** To the owner: a payment failed; the guest (when they have an address) was sent a link to pay before `deadline`. */
  "payment-owner-failed": OwnerPayment & { deadline: string; cancelOn: string };
  /** To the owner: a refund to the guest was made. */
  "payment-owner-refunded": OwnerPayment;
  /**
   * To the owner: the guest cancelled on their booking page; `refund` is what the policy
   * (`policy`, its name) gives back of what was paid, as money, empty when nothing is.
   */
  "payment-owner-guest-cancelled": OwnerStay & { refund: string; policy: string };
  /** To the owner: the same cancellation, and whether the guest was told (`guestEmail` empty: not). */
  "payment-owner-cancelled-unpaid": Omit<OwnerPayment, "method"> & CancelledUnpaid;
};

const PAYMENT = ["amount", "paymentFor", "method"] as const;
const OWNER_STAY = [
  "name",
  "siteName",
  "reference",
  "guestName",
  "guestEmail",
  "unit",
  "checkIn",
  "checkOut",
  "url",
] as const;
const OWNER_PAYMENT = [...OWNER_STAY, ...PAYMENT] as const;

export const PAYMENT_PLACEHOLDERS: {
  [K in PaymentTemplateKey]: readonly (keyof PaymentTemplateData[K] & string)[];
} = {
  "payment-received": [...GUEST_PAGE, ...PAYMENT, "paid", "total", "stillDue", "collection"],
  "payment-failed": [...GUEST_PAGE, ...PAYMENT, "deadline", "cancelOn"],
  "payment-balance-due": [...GUEST_PAGE, "amount", "paymentFor", "deadline", "paid", "total", "cancelOn"],
  "payment-balance-reminder": [...GUEST_PAGE, "amount", "paymentFor", "deadline", "paid", "total", "cancelOn"],
  "payment-refunded": [...GUEST_PAGE, ...PAYMENT],
  "payment-deposit-held": [...GUEST_PAGE, "amount", "releaseOn"],
  "payment-deposit-released": [...GUEST_PAGE, "amount"],
  "payment-deposit-claimed": [...GUEST_PAGE, "amount", "kept", "returned", "reason"],
  "payment-cancelled-unpaid": [...GUEST_PAGE, "amount", "deadline", "refund"],
  "payment-owner-received": [...OWNER_PAYMENT, "paid", "total", "stillDue"],
  "payment-owner-failed": [...OWNER_PAYMENT, "deadline", "cancelOn"],
  "payment-owner-refunded": OWNER_PAYMENT,
  "payment-owner-guest-cancelled": [...OWNER_STAY, "refund", "policy"],
  // No method: an unpaid balance has none.
  "payment-owner-cancelled-unpaid": [
    ...(["name", "siteName", "reference", "guestName", "guestEmail", "unit", "checkIn", "checkOut"] as const),
    "amount",
    "paymentFor",
    "url",
    "deadline",
    "refund",
  ],
};
