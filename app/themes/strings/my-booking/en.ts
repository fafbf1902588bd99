import type { MyBookingStrings } from "./types.ts";

/** A guest's own booking page in English. */
export const enMyBooking: MyBookingStrings = {
  meta: {
    title: "Your booking",
    description: "Your booking: the dates, the price, your payments, cancelling and the arrival details.",
  },
  states: {
    awaiting_payment: {
      title: "Waiting for your payment",
      body: "We are holding these dates for you until {until}. Your booking is confirmed as soon as your payment is in; if it has not arrived by then, the dates become free again.",
    },
    request: {
      title: "Waiting for the host",
      body: "The host is looking at your request and will let you know by email. You pay nothing until it is accepted.",
    },
    confirmed: {
      title: "Confirmed",
      body: "Your stay is booked. We look forward to welcoming you!",
    },
    cancelled: {
      title: "Cancelled",
      body: "This booking has been cancelled. Any refund is listed under Payments.",
    },
    declined: {
      title: "Not accepted",
      body: "Unfortunately the host could not accept this request. Nothing has been charged.",
    },
    expired: {
      title: "Expired",
      body: "The payment did not arrive in time, so the dates have been released. Nothing has been charged.",
    },
  },
  paidInFull: "Everything due has been paid; you will find your arrival details below.",
  bookAgain: "Book again",
  pay: {
    button: "Pay {amount} now",
    due: "{amount} is due on {date}.",
    dueNow: "{amount} is due now.",
    nextFirst:
      "You pay on the secure page of our payment provider and then come back here. Once the payment is in, your booking is confirmed and you receive an email.",
    nextLater:
      "You pay on the secure page of our payment provider and then come back here. You receive an email once the payment is in.",
  },
  testPayments: "Test mode: payments for this booking go through a test provider. No real money is moved.",
  stay: {
    heading: "Your stay",
    nights: { one: "{n} night", other: "{n} nights" },
    calendar: "Add to my calendar",
  },
  price: {
    heading: "Price",
    agreed: "Agreed price",
  },
  timeline: {
    heading: "Payments",
    empty: "No payments yet.",
    what: {
      first: "First payment",
      balance: "Balance",
      full: "Payment in full",
      deposit: "Security deposit",
      refund: "Refund",
    },
    paid: "Paid on {date}",
    paidBy: "Paid on {date} by {method}",
    due: "Due on {date}",
    dueNow: "Due now",
    held: "Held on your card since {date}",
    released: "Released on {date}",
    kept: "Kept by the host on {date}",
    reason: "Reason: {reason}",
    refunded: "Refunded on {date}",
    refundPending: "On its way back to you",
    refundFailed: "Not refunded yet: it is being tried again",
    failed: "Payment failed on {date}",
    payHere: "Pay it here",
    cancelled: "No longer due",
    paidSoFar: "Paid so far",
    methods: {
      card: "card",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "SEPA Direct Debit",
      transfer: "bank transfer",
      cash: "cash",
      card_terminal: "card in person",
    },
  },
  cancel: {
    heading: "Cancelling",
    policy: "Cancellation policy: {name}",
    refund: "If you cancel now, you get {amount} back.",
    noRefund: "If you cancel now, nothing is refunded.",
    nothingPaid: "You have not paid anything yet, so there is nothing to refund.",
    refundWay: "A refund goes back to the way you paid; your bank may take a few days to show it.",
    open: "Cancel this booking",
    warning: "Cancelling cannot be undone: the dates become free for other guests.",
    confirm: "Yes, cancel my booking",
  },
  notices: {
    refund_changed: "The refund has changed since you opened this page.",
    confirmAgain: "If you still want to cancel, please confirm again below.",
    not_cancellable: "This booking can no longer be cancelled here. Please contact the host.",
    payment_unavailable: "Paying online is not possible at the moment. Please try again later or contact the host.",
  },
  arrival: {
    heading: "Arrival",
    later: "The address and the arrival details appear here once everything due is paid.",
    address: "Address",
    instructions: "Check-in instructions",
  },
  transfer: {
    heading: "Or pay by bank transfer",
    intro: "You can also transfer the amount to the host's bank account:",
    holder: "Account holder",
    iban: "IBAN",
    bic: "BIC",
    amount: "Amount",
    reference: "Reference",
    byDay: "Please make sure it arrives by {date}.",
    byMoment: "Please make sure it arrives before {until}; otherwise the dates become free again.",
    after:
      "Put the reference on the transfer, so the host can match your payment. Once the host has received it, it shows under Payments.",
  },
  host: {
    heading: "Questions?",
    body: "Get in touch with your host and mention your booking reference {reference}.",
  },
};
