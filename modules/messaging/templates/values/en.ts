import type { ValueWords } from "./types.ts";

export const enValues: ValueWords = {
  signIn: {
    device: "{browser} on {system}",
    someBrowser: "A browser",
    unknownDevice: "Unknown device",
    unknownAddress: "unknown",
  },
  booking: {
    party: { adults: { one: "{n} adult", other: "{n} adults" }, children: { one: "{n} child", other: "{n} children" } },
    price: {
      nights: { one: "{n} night", other: "{n} nights" },
      discounts: {
        lengthOfStay: "Length-of-stay discount",
        lastMinute: "Last-minute discount",
        earlyBooking: "Early-booking discount",
      },
      discount: "{name} ({percent}%)",
      extraGuests: "Extra guests",
      voucher: "Voucher {code}",
      cleaningFee: "Cleaning fee",
      touristTax: "Tourist tax",
      total: "Total",
      agreedTotal: "Total (agreed with the owner)",
      deposit: "Refundable deposit, not in the total",
    },
    policy: {
      fullRefund: {
        one: "Cancel at least {n} day before arrival for a full refund.",
        other: "Cancel at least {n} days before arrival for a full refund.",
      },
      partRefund: {
        one: "Cancel at least {n} day before arrival for a {percent}% refund.",
        other: "Cancel at least {n} days before arrival for a {percent}% refund.",
      },
      later: "If you cancel later, nothing is refunded.",
    },
    payWays: {
      toOwner: "You can pay on arrival or by bank transfer.",
      online:
        "You pay online. Your booking page shows what you have paid, what is still due and by when, and you can pay there too.",
    },
  },
  payment: {
    for: {
      full: "Full amount",
      first: "First payment",
      balance: "Balance",
      deposit: "Security deposit",
      other: "Payment",
    },
    methods: {
      card: "Card",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "SEPA Direct Debit",
      transfer: "Bank transfer",
      cash: "Cash",
      card_terminal: "Card terminal",
      owner: "Paid to the owner",
      online: "Online payment",
    },
    dueLine: "{what}: {amount}, due {date}",
    holdLine: "{what}: {amount}, held on the card on {date}",
    collection: {
      card: "We will charge the rest to the same card on its due date, so there is nothing you need to do.",
      sepa_mandate:
        "The rest is collected from your bank account by SEPA Direct Debit on its due date, so there is nothing you need to do.",
      link: "Before it is due we will email you a link to pay; you can also pay any time on your booking page.",
    },
  },
  enquiry: {
    replySubject: "Your message to {site}",
  },
  reconciliation: {
    kinds: {
      only_at_provider: "at the provider, not in our ledger",
      only_in_ledger: "in our ledger, not at the provider",
      amount: "the amounts differ",
      currency: "the currencies differ",
      state: "the states differ",
      account_failed: "the account could not be read",
    },
    states: {
      requires_payment: "awaiting payment",
      authorised: "held",
      paid: "paid",
      failed: "failed",
      expired: "expired",
      cancelled: "cancelled",
      partly_refunded: "partly refunded",
      refunded: "refunded",
    },
    ledgerSide: "ledger: {state}, {amount}",
    providerSide: "provider: {state}, {amount}",
    error: "answer: {error}",
  },
  calendar: {
    channels: {
      airbnb: "Airbnb",
      booking: "Booking.com",
      vrbo: "Vrbo",
      google: "Google Calendar",
      other: "Other calendar",
    },
    problems: {
      blocked_address: "The link points to an address we do not fetch (not a public internet address).",
      timeout: "The calendar did not answer within 10 seconds.",
      too_large: "The calendar is larger than 5 MB.",
      unreachable: "The calendar could not be reached.",
      http_status: "The channel's server answered with an error instead of the calendar.",
      error_body: "The channel sent an error message instead of the calendar.",
      not_calendar: "This link does not lead to a calendar (a sign-in page, for example).",
      truncated: "Only part of the calendar arrived.",
      empty: "The calendar arrived empty, although it held bookings before.",
      drop: "The calendar suddenly held far fewer bookings than last time.",
      too_many_events:
        "The calendar holds far more bookings and blocks than your place to stay has nights ahead (events that repeat endlessly, for example). We do not read in such a calendar.",
      too_slow: "Reading the calendar took too long, so we stopped.",
    },
    never: "never",
    conflictWith: { booking: "booking", request: "booking request", block: "block", stay: "taken" },
  },
};
