import type { PaymentTemplateKey } from "../../payment-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { enBookingWords } from "../booking/en.ts";
import { type GuestPaymentWords, guestPaymentEmails, type OwnerPaymentWords, ownerPaymentEmails } from "./layout.ts";

/** How both the guest and the owner read a payment's lines. */
const labels = {
  amount: "Amount",
  paymentFor: "Payment",
  method: "Payment method",
  paid: "Paid so far",
  paidOfTotal: "{{ paid }} of {{ total }}",
};

const guest: GuestPaymentWords = {
  labels: {
    ...labels,
    payBy: "Please pay by",
    refundedTo: "Refunded to",
    releaseOn: "Released by itself on",
    wasDue: "Was to be paid by",
    refund: "Refund",
  },
  payNow: "Pay now",
  received: {
    subject: "Payment received for your stay at {{ siteName }} ({{ reference }})",
    heading: "Thank you for your payment",
    intro: "We have received your payment for your stay at {{ siteName }}.",
    stillDue: "Still to pay",
    fullyPaid: "Your stay is now paid in full.",
  },
  failed: {
    subject: "Your payment for {{ siteName }} did not go through ({{ reference }})",
    heading: "Your payment did not go through",
    intro:
      "Unfortunately the payment below for your stay at {{ siteName }} did not go through. Nothing has been charged.",
    payAgain:
      "Please pay it on your booking page, with the payment method of your choice, so that your booking stays in place.",
  },
  due: {
    subject: "Payment due for your stay at {{ siteName }} ({{ reference }})",
    heading: "A payment is due",
    intro: "The payment below for your stay at {{ siteName }} is now due.",
    howToPay: "You can pay it on your booking page, with the payment method of your choice.",
  },
  reminder: {
    subject: "Reminder: payment due for your stay at {{ siteName }} ({{ reference }})",
    heading: "A friendly reminder",
    intro: "We have not yet received the payment below for your stay at {{ siteName }}.",
    alreadyPaid: "Already paid? Then please ignore this email.",
  },
  cancelWarning:
    "If it is not paid by then, your booking will be cancelled on {{ cancelOn }} under its cancellation policy, as the owner has chosen.",
  cancelledUnpaid: {
    subject: "Your booking at {{ siteName }} has been cancelled: balance not paid ({{ reference }})",
    heading: "Your booking has been cancelled",
    intro:
      "The balance of your booking at {{ siteName }} was not paid by its deadline, so your booking has been cancelled under its cancellation policy. The dates are no longer reserved for you.",
    refundRule:
      "The refund follows the cancellation policy of your booking, out of what you paid. What you paid online goes back by itself to the way you paid.",
    questions: "Any questions about this? You can reach the owner through the website.",
  },
  refunded: {
    subject: "Refund for your stay at {{ siteName }} ({{ reference }})",
    heading: "Your refund is on its way",
    intro: "{{ siteName }} has refunded the amount below to you.",
    arrival: "Depending on your bank, it takes a few working days before the money shows in your account.",
  },
  depositHeld: {
    subject: "Your security deposit for {{ siteName }} ({{ reference }})",
    heading: "Your security deposit is held on your card",
    intro:
      "For your stay at {{ siteName }}, the security deposit below is now reserved on your card. Nothing has been charged: the amount is only held.",
    release:
      "Unless the owner reports damage, the hold ends by itself on that day. Either way, we will let you know by email.",
  },
  depositReleased: {
    subject: "Your security deposit for {{ siteName }} has been released ({{ reference }})",
    heading: "Your security deposit has been released",
    intro: "The hold of your security deposit for your stay at {{ siteName }} has ended. Nothing has been charged.",
    arrival:
      "Depending on your bank, it can take a few days before the reserved amount is available again. Thank you for staying with us!",
  },
  depositClaimed: {
    subject: "About your security deposit for {{ siteName }} ({{ reference }})",
    heading: "About your security deposit",
    intro: "After your stay at {{ siteName }}, the owner has kept {{ kept }} of your security deposit of {{ amount }}.",
    reason: "The owner's reason:",
    rest: "The rest, {{ returned }}, comes back to you; depending on your bank, that can take a few days.",
    questions: "Any questions about this? You can reach the owner through the website.",
  },
};

const owner: OwnerPaymentWords = {
  labels: {
    ...labels,
    payBy: "To be paid by",
    wasDue: "Was to be paid by",
    refund: "Refund to the guest",
  },
  received: {
    subject: "Payment received: {{ amount }} from {{ guestName }} ({{ reference }})",
    heading: "You have received a payment",
    intro: "{{ guestName }} has paid for their stay at {{ siteName }}.",
    stillDue: "Still to pay",
    fullyPaid: "The booking is now paid in full.",
  },
  failed: {
    subject: "Payment failed: {{ guestName }} ({{ reference }})",
    heading: "A payment did not go through",
    intro: "A payment by {{ guestName }} for their stay at {{ siteName }} did not go through.",
    guestSent:
      "We have emailed the guest a link to pay on their booking page. You will hear from us as soon as it is paid.",
    noEmail: "We have no email address for this guest, so please contact them yourself.",
    cancelOn:
      "If the balance is still unpaid by then, we cancel the booking on {{ cancelOn }} under its cancellation policy, as you chose in your prices.",
  },
  cancelledUnpaid: {
    subject: "Booking cancelled, balance not paid: {{ guestName }} ({{ reference }})",
    heading: "A booking was cancelled because its balance was not paid",
    intro:
      "{{ guestName }} did not pay the balance of their stay at {{ siteName }} by its deadline, so the booking has been cancelled under its cancellation policy, as you chose in your prices. The dates are free again.",
    guestSent: "We have told the guest by email. What they paid is refunded as the policy gives.",
    noEmail: "We have no email address for this guest, so please let them know yourself.",
  },
  refunded: {
    subject: "Refund made: {{ amount }} to {{ guestName }} ({{ reference }})",
    heading: "A refund has been made",
    intro: "The amount below has been refunded to {{ guestName }} for their stay at {{ siteName }}.",
    arrival: "It reaches the guest's account within a few working days.",
  },
  guestCancelled: {
    subject: "Booking cancelled by {{ guestName }} ({{ reference }})",
    heading: "A guest has cancelled",
    intro: "{{ guestName }} has cancelled their booking at {{ siteName }} on their booking page.",
    refund: "Refund",
    policy: "Cancellation policy",
    noRefund: "Under the booking's cancellation policy nothing is refunded.",
    free: "The dates are free again in your calendar. Any refund goes back to the guest by itself; you will get an email when it has been made.",
  },
};

export const enPayment: Record<PaymentTemplateKey, TemplateSource> = {
  ...guestPaymentEmails(enBookingWords.guest, guest),
  ...ownerPaymentEmails(enBookingWords.owner, owner),
};
