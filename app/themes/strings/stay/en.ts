import type { StayStrings } from "./types.ts";

/** The words of a stay in English. */
export const enStay: StayStrings = {
  rules: {
    invalid_dates: "Choose a check-out date after the check-in date.",
    check_in_past: "This check-in date is in the past.",
    lead_time: {
      one: "Please book at least {n} day before arrival.",
      other: "Please book at least {n} days before arrival.",
    },
    booking_window: { one: "Bookings are open up to {n} day ahead.", other: "Bookings are open up to {n} days ahead." },
    min_nights: { one: "Minimum stay of {n} night.", other: "Minimum stay of {n} nights." },
    min_nights_season: {
      one: "Minimum stay of {n} night in this period.",
      other: "Minimum stay of {n} nights in this period.",
    },
    max_nights: { one: "Maximum stay of {n} night.", other: "Maximum stay of {n} nights." },
    check_in_day: "Check-in on {days} only.",
    check_out_day: "Check-out on {days} only.",
    no_adults: "At least one adult must be staying.",
    too_many_guests: { one: "This place sleeps at most {n} guest.", other: "This place sleeps at most {n} guests." },
    no_price: "No prices have been set for this place yet; please contact the owner.",
    weekdays: ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"],
    or: "or",
  },
  policies: {
    names: { flexible: "Flexible", moderate: "Moderate", strict: "Strict" },
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
  vouchers: {
    unknown: "We do not recognise this voucher code. Please check that you typed it correctly.",
    inactive: "This voucher code is no longer valid.",
    not_yet: "This voucher code is not valid yet. Please try again later.",
    expired: "This voucher code has expired.",
    stay_outside: "This voucher code does not apply to these dates.",
    min_nights: "This voucher code only applies to a longer stay.",
    unit: "This voucher code does not apply to this place to stay.",
    used_up: "This voucher code has already been used as often as it can be.",
    used_by_email: "You have already used this voucher code as often as allowed.",
  },
};
