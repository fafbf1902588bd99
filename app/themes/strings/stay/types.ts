import type { CancellationPolicy } from "../../../../modules/pricing/rate-plan-choices.ts";
import type { VoucherRefusal } from "../../../../modules/vouchers/voucher-limits.ts";
import type { PluralForms } from "../booking/types.ts";

/**
 * What the server says about a stay on an owner's site: the rules it breaks, the
 * cancellation policies and why a voucher code does not apply, on the booking page and in
 * the booking API's answers. Apart from the booking words (../booking), which the booking
 * page hands its script: the script shows what the API answers and needs none of these.
 */
export type StayStrings = {
  /**
   * A stay that breaks a rule of the place (a quote's violations, modules/pricing/quote-stay.ts):
   * `{n}` the nights, days or guests the rule names, `{days}` the weekdays it allows
   * ("op vrijdag of zaterdag": `weekdays` joined by `or`).
   */
  rules: {
    invalid_dates: string;
    check_in_past: string;
    lead_time: PluralForms;
    booking_window: PluralForms;
    min_nights: PluralForms;
    /** The shortest stay of the season the arrival falls in. */
    min_nights_season: PluralForms;
    max_nights: PluralForms;
    check_in_day: string;
    check_out_day: string;
    no_adults: string;
    too_many_guests: PluralForms;
    no_price: string;
    /** Monday to Sunday as a rule names them ("zaterdag", "Saturdays", "samstags", "w soboty"). */
    weekdays: readonly string[];
    or: string;
  };
  /**
   * The cancellation policies (modules/pricing/cancellation-policy.ts): their names and their
   * refund steps, `{n}` the days before arrival, `{percent}` what comes back.
   */
  policies: {
    names: Record<CancellationPolicy, string>;
    fullRefund: PluralForms;
    partRefund: PluralForms;
    /** After the last step. */
    later: string;
  };
  /** Why a guest's voucher code does not apply (checkVoucher's reasons). */
  vouchers: Record<VoucherRefusal, string>;
};
