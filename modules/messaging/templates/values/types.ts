import type { CountForms } from "../../../i18n/fill-in.ts";

/**
 * The words an email's values are written in (what fills its placeholders, such as a
 * sign-in's device), in one language: modules hand the messaging module codes and numbers,
 * and these words make them text.
 */
export type ValueWords = {
  signIn: {
    /** A browser on a system: `{browser}` and `{system}` are their names ("Firefox", "Android"). */
    device: string;
    /** The browser, when only the system is known. */
    someBrowser: string;
    unknownDevice: string;
    /** An address that is no IP address. */
    unknownAddress: string;
  };
  /** The values of a booking's emails. */
  booking: {
    /** Who is coming: "2 volwassenen, 1 kind" (children only when there are any). */
    party: { adults: CountForms; children: CountForms };
    /** The price breakdown, a line per item ("Schoonmaakkosten: € 75,00"). */
    price: {
      nights: CountForms;
      discounts: { lengthOfStay: string; lastMinute: string; earlyBooking: string };
      /** A discount's line: `{name}` one of `discounts`, `{percent}` its percentage. */
      discount: string;
      extraGuests: string;
      /** `{code}` the voucher's code. */
      voucher: string;
      cleaningFee: string;
      touristTax: string;
      total: string;
      /** The total the owner set themselves (the quote's items no longer add up to it). */
      agreedTotal: string;
      deposit: string;
    };
    /** The cancellation policy written out (modules/pricing): `{n}` days before arrival, `{percent}` what comes back. */
    policy: { fullRefund: CountForms; partRefund: CountForms; later: string };
    /** How a confirmed booking is paid: to the owner (on arrival, by transfer), or online through the booking page. */
    payWays: { toOwner: string; online: string };
  };
  /** The values of a booking's payment emails (modules/payments). */
  payment: {
    /** What a payment is for, as its line in a list names it. */
    for: { full: string; first: string; balance: string; deposit: string; other: string };
    /**
     * How it is paid: each method by its code (modules/payments PAYMENT_METHODS), what the
     * owner recorded (OWNER_PAYMENT_METHODS: a bank transfer, cash, their card terminal, or
     * otherwise paid to them), and a payment online whose method the provider did not name.
     */
    methods: {
      card: string;
      ideal: string;
      bancontact: string;
      przelewy24: string;
      blik: string;
      sepa_debit: string;
      transfer: string;
      cash: string;
      card_terminal: string;
      owner: string;
      online: string;
    };
    /** A line of what is still due: `{what}` one of `for`, `{amount}` the money, `{date}` the day it is due. */
    dueLine: string;
    /** A security deposit still to be held on the guest's card: `{what}`, `{amount}`, `{date}` the day it is held. */
    holdLine: string;
    /** How what is still due will be collected: from the saved card, by SEPA Direct Debit, or by a link sent before it is due. */
    collection: { card: string; sepa_mandate: string; link: string };
  };
  /** The admin's email about the nightly comparison of the providers' payments with the ledger. */
  reconciliation: {
    /** What differs (modules/payments DIFFERENCE_KINDS). */
    kinds: {
      only_at_provider: string;
      only_in_ledger: string;
      amount: string;
      currency: string;
      state: string;
      account_failed: string;
    };
    /** A ledger row's state (modules/payments PAYMENT_STATES). */
    states: {
      requires_payment: string;
      authorised: string;
      paid: string;
      failed: string;
      expired: string;
      cancelled: string;
      partly_refunded: string;
      refunded: string;
    };
    /** How one side knows the payment: `{state}` one of `states`, `{amount}` the money. */
    ledgerSide: string;
    providerSide: string;
    /** A site's account that could not be read: `{error}` what the provider answered. */
    error: string;
  };
  /** A connected calendar's emails to the owner. */
  calendar: {
    /** The channels an owner connects, as the emails name them (modules/calendar-sync CHANNELS). */
    channels: { airbnb: string; booking: string; vrbo: string; google: string; other: string };
    /** What went wrong with a connected calendar (modules/calendar-sync FEED_PROBLEMS). */
    problems: {
      blocked_address: string;
      timeout: string;
      too_large: string;
      unreachable: string;
      http_status: string;
      error_body: string;
      not_calendar: string;
      truncated: string;
      empty: string;
      drop: string;
      too_many_events: string;
      too_slow: string;
    };
    /** The last good sync of a calendar that never had one. */
    never: string;
    /** What of ours holds a channel's nights: a booking (its reference follows), a request, a block, or a stay no longer found. */
    conflictWith: { booking: string; request: string; block: string; stay: string };
  };
  /** A guest's message through an owner's site. */
  enquiry: {
    /** The subject of the owner's answer, in the guest's language (after "Re: "): `{site}` the site's name. */
    replySubject: string;
  };
};

/** The values of what guests of owners' sites receive, in a language only they are written to (German). */
export type GuestValueWords = Pick<ValueWords, "booking" | "enquiry" | "payment">;
