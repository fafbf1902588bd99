import type { ApiErrorCode } from "../../../../modules/booking/booking-api-schema.ts";

/**
 * A count's words in each plural form a language uses (Intl.PluralRules: Dutch, English and
 * German say "one" and "other", Polish also "few" and "many"); `{n}` is the number.
 */
export type PluralForms = {
  one?: string | undefined;
  few?: string | undefined;
  many?: string | undefined;
  other: string;
};

/**
 * The booking widget's, the booking page's and the confirmation's words in one site language.
 * Plain strings with `{placeholders}` and plural forms instead of functions: the widget's
 * script receives the words it needs as JSON in the page (app/themes/kit/booking), so the
 * server and the browser say the same thing from the same source.
 */
export type BookingStrings = {
  widget: {
    heading: string;
    intro: string;
    checkIn: string;
    checkOut: string;
    chooseDate: string;
    adults: string;
    children: string;
    maxGuests: PluralForms;
    voucherToggle: string;
    voucher: string;
    submit: string;
    pickDates: string;
    calculating: string;
    failed: string;
    /** Why "Book" waits (beside the button, while no valid price is shown): no dates yet. */
    waitDates: string;
    /** The price is on its way, or could not be fetched. */
    waitPrice: string;
    /** The price box says why the stay as chosen cannot be booked. */
    notBookable: string;
  };
  calendar: {
    title: string;
    previous: string;
    next: string;
    clear: string;
    close: string;
    chooseCheckIn: string;
    chooseCheckOut: string;
    chosen: string;
    taken: string;
    noArrival: string;
    noDeparture: string;
    checkIn: string;
    checkOut: string;
    today: string;
    minNights: PluralForms;
    /** A day too soon to end the stay (said with the day); `{n}` the arrival's shortest stay. */
    tooShort: PluralForms;
    /** A run of arrival days with a shortest stay of their own (a season's): `{from}`, `{until}`, `{n}`. */
    seasonMinNights: PluralForms;
    /** The longest stay, said where the owner set one shorter than a year. */
    maxNights: PluralForms;
    arrivalDays: string;
    departureDays: string;
    loading: string;
    free: string;
    takenLegend: string;
  };
  quote: {
    heading: string;
    nights: PluralForms;
    perNight: string;
    extraGuests: string;
    lengthOfStay: string;
    lastMinute: string;
    earlyBooking: string;
    voucher: string;
    cleaning: string;
    touristTax: string;
    total: string;
    deposit: string;
    instant: string;
    request: string;
    summary: string;
  };
  page: {
    title: string;
    intro: string;
    chooseUnit: string;
    chooseThis: string;
    otherUnit: string;
    stay: string;
    details: string;
    terms: string;
    name: string;
    email: string;
    phone: string;
    country: string;
    chooseCountry: string;
    arrivalTime: string;
    arrivalUnknown: string;
    message: string;
    messageHint: string;
    optional: string;
    houseRules: string;
    acceptHouseRules: string;
    cancellation: string;
    acceptCancellation: string;
    marketing: string;
    payment: string;
    submitInstant: string;
    submitRequest: string;
    sending: string;
    errorSummary: string;
    arrival: string;
    guests: PluralForms;
  };
  errors: {
    dates: string;
    adults: string;
    name: string;
    email: string;
    phone: string;
    country: string;
    arrivalTime: string;
    message: string;
    acceptHouseRules: string;
    acceptCancellation: string;
    /** Why a theme's demo site takes no booking (its form and widget say so where they would book). */
    demo: string;
    unit: string;
  };
  /**
   * Why a booking or a quote is refused, by the booking API's error code: the API's `message`,
   * and what the booking page says at its form (its plain form and its script alike).
   */
  refusals: Record<ApiErrorCode, string>;
  confirmation: {
    confirmedTitle: string;
    requestTitle: string;
    confirmedBody: string;
    requestBody: string;
    heldUntil: string;
    reference: string;
    unit: string;
    checkIn: string;
    checkOut: string;
    guests: string;
    adults: PluralForms;
    children: PluralForms;
    paymentTitle: string;
    payment: string;
    /** A confirmed booking whose owner gave an IBAN: the lead to the transfer details below it. */
    paymentBank: string;
    accountHolder: string;
    iban: string;
    bic: string;
    /** To put the booking's `{reference}` on the transfer. */
    transferReference: string;
    /** A request, after `payment`: the bank details come with the owner's acceptance. */
    paymentRequest: string;
    nextTitle: string;
    nextConfirmed: readonly string[];
    nextRequest: readonly string[];
    home: string;
  };
};
