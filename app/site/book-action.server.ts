import { type RouterContextProvider, redirect } from "react-router";
import { bankTransferFor } from "../../modules/booking/bank-transfer.ts";
import {
  type BookingRequest,
  bookingRequestSchema,
  CONTROL_CHARACTER,
} from "../../modules/booking/booking-api-schema.ts";
import { BOOKING_ATTEMPT_LIMIT, bookingNetworkKey } from "../../modules/booking/booking-limits.ts";
import { createBooking } from "../../modules/booking/create-booking.ts";
import { nightsBetween, parseStayDate } from "../../modules/dates/stay-date.ts";
import { formatZonedMoment } from "../../modules/dates/zoned-moment.ts";
import { isLang, type Lang } from "../../modules/i18n/languages.ts";
import { SITE_LOCALES } from "../../modules/i18n/site-languages.ts";
import { myBookingPath } from "../../modules/i18n/site-route-table.ts";
import { onlinePaymentFor } from "../../modules/payments/online-payment.ts";
import { hitRateLimit } from "../../modules/rate-limit/hit-rate-limit.ts";
import { services } from "../context.ts";
import { formLimit, readForm } from "../lib/read-form.server.ts";
import { BOOKING_FIELDS, type BookingField, type BookingPageState } from "../themes/kit/booking/booking-state.ts";
import { ruleText } from "../themes/kit/booking/stay-text.ts";
import type { SitePageData } from "../themes/kit/page-data.ts";
import { themeStrings } from "../themes/strings/index.ts";
import { bookingPageState, countIn } from "./booking-page.server.ts";

/** Every field at its longest (name, email, phone, message, the rest short). */
const MAX_BYTES = formLimit(120 + 254 + 40 + 2000 + 80 + 40 + 400);

type Values = Partial<Record<BookingField, string>>;

/** The form's fields as typed (text only), each kept to a sane length. */
function formValues(form: FormData): Values {
  const values: Values = {};
  for (const name of BOOKING_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string" && value !== "") values[name] = value.slice(0, name === "message" ? 5000 : 300);
  }
  return values;
}

/** The form as the booking API's request (the same schema, so the same rules). */
function bookingRequest(values: Values, lang: BookingRequest["lang"]) {
  const text = (name: BookingField) => values[name]?.trim() || undefined;
  return {
    unit: text("unit"),
    checkIn: values.checkIn ?? "",
    checkOut: values.checkOut ?? "",
    adults: countIn(values.adults, 0, 100, 0),
    children: countIn(values.children, 0, 100, 0),
    voucher: text("voucher"),
    lang,
    guest: {
      name: values.name ?? "",
      email: values.email?.trim() ?? "",
      phone: values.phone ?? "",
      country: values.country ?? "",
      arrivalTime: text("arrivalTime"),
      message: text("message"),
      marketingConsent: values.marketingConsent === "on",
    },
    acceptHouseRules: values.acceptHouseRules === "on",
    acceptCancellationPolicy: values.acceptCancellationPolicy === "on",
  };
}

/** Where a problem of the schema belongs in the form. */
const FIELD_OF_PATH: Record<string, BookingField> = {
  unit: "unit",
  checkIn: "checkIn",
  checkOut: "checkOut",
  adults: "adults",
  children: "adults",
  voucher: "voucher",
  "guest.name": "name",
  "guest.email": "email",
  "guest.phone": "phone",
  "guest.country": "country",
  "guest.arrivalTime": "arrivalTime",
  "guest.message": "message",
  acceptHouseRules: "acceptHouseRules",
  acceptCancellationPolicy: "acceptCancellationPolicy",
};

/** Each field's problem in the page's language, from the schema and the dates' order. */
function fieldErrors(values: Values, request: ReturnType<typeof bookingRequest>) {
  const lang = request.lang;
  const { errors: words, refusals } = themeStrings(lang).booking;
  const message: Record<BookingField, string> = {
    unit: words.unit,
    checkIn: words.dates,
    checkOut: words.dates,
    adults: words.adults,
    children: words.adults,
    voucher: refusals.voucher_invalid,
    name: words.name,
    email: words.email,
    phone: words.phone,
    country: words.country,
    arrivalTime: words.arrivalTime,
    message: words.message,
    marketingConsent: "",
    acceptHouseRules: words.acceptHouseRules,
    acceptCancellationPolicy: words.acceptCancellation,
  };
  const errors: Values = {};
  const parsed = bookingRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join(".")];
      // A text holding a control character is said as such (the contact form's words).
      const problem = issue.message === CONTROL_CHARACTER ? themeStrings(lang).contact.errors.controls : undefined;
      if (field && !errors[field]) errors[field] = problem ?? message[field];
    }
  }
  const checkIn = parseStayDate(values.checkIn);
  const checkOut = parseStayDate(values.checkOut);
  if (!checkIn || !checkOut || nightsBetween(checkIn, checkOut) <= 0) {
    delete errors.checkOut;
    errors.checkIn = words.dates;
  } else if (errors.checkOut) {
    errors.checkIn = errors.checkOut;
    delete errors.checkOut;
  }
  return { errors, request: parsed.success ? parsed.data : null };
}

export type BookingAnswer = { state: BookingPageState; status: number };

/**
 * The action behind the booking page's plain form (POST to the page, when the widget's
 * script is not there to send it to POST /api/bookings): reads the form within its limit,
 * checks it with the booking API's own schema (problems per field, in the page's language),
 * counts the attempt against the same limit as the API, and books with createBooking, the
 * function the API calls (which holds the guest's address and network to the caps on open
 * stays, queues the guest's and the owner's emails and tells the owner's open calendar). Answers with the page to show: the confirmation, or the form again
 * with everything typed and the problems beside the fields; nights taken meanwhile (409) say
 * so at the dates, and the calendar opens again; a guest over the caps (429) reads why above
 * the form, and nothing is held or sent. A theme's demo books nothing (403).
 */
export async function submitBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: SitePageData,
  now: Date = new Date(),
): Promise<BookingAnswer> {
  const { db, host, clientIp, log, origin, appDomain, bookingEvents } = services(context);
  const addressing = { origin, appDomain };
  const { errors: words, refusals } = themeStrings(page.lang).booking;
  const refusalLang: Lang = isLang(page.lang) ? page.lang : "en";
  const values = formValues(await readForm(request, { maxBytes: MAX_BYTES, lang: refusalLang }));
  const { errors, request: asked } = fieldErrors(values, bookingRequest(values, page.lang));
  // Values kept for the form again; the consent and acceptances as the guest left them.
  const state = await bookingPageState(context, page, values, now);
  const refused = (status: number, change: Partial<BookingPageState>): BookingAnswer => ({
    state: { ...state, ...change, errors: { ...state.errors, ...change.errors } },
    status,
  });

  if (!asked || Object.keys(errors).length > 0) return refused(400, { errors });
  if (host.kind !== "owner-site") return refused(403, { formError: words.demo });

  const siteId = host.site.id;
  const limit = await hitRateLimit(db, bookingNetworkKey(siteId, clientIp), BOOKING_ATTEMPT_LIMIT, now);
  if (!limit.allowed) return refused(429, { formError: refusals.rate_limited });

  try {
    // With the addressing, the guest's and the owner's emails go out as for the API's bookings.
    const result = await createBooking(db, siteId, asked, {
      bookingEvents,
      now,
      addressing,
      ip: clientIp,
      onlinePayment: await onlinePaymentFor(db, siteId, addressing),
    });
    if (result.ok) {
      const { booking } = result;
      log.info({ siteId, stayId: booking.id, status: booking.status }, "booking made");
      // Paid online: on to the guest's own page, where "pay now" leads to the provider (a
      // link: a form's redirects may not leave the site under its form-action policy).
      if (booking.holdFor === "payment") {
        throw redirect(myBookingPath(booking.guestToken, page.lang, page.site.mainLang), { status: 303 });
      }
      const { violations: _none, bookable: _yes, ...quote } = booking.quote;
      const locale = SITE_LOCALES[page.lang];
      const heldUntil = booking.holdExpiresAt
        ? formatZonedMoment(booking.holdExpiresAt, locale, booking.unit.timeZone)
        : null;
      const unitName = page.site.units.find((unit) => unit.slug === booking.unit.slug)?.name ?? booking.unit.slug;
      return {
        state: {
          ...state,
          values: {},
          confirmation: {
            reference: booking.reference,
            status: booking.status,
            heldUntil,
            unitName,
            checkIn: asked.checkIn,
            checkOut: asked.checkOut,
            adults: asked.adults,
            children: asked.children,
            quote,
            payment: await bankTransferFor(db, siteId, booking),
          },
        },
        status: 200,
      };
    }
    switch (result.code) {
      case "stay_not_allowed":
        return refused(422, {
          errors: { checkIn: result.violations.map((v) => ruleText(v, page.lang)).join(" ") },
        });
      case "voucher_invalid":
        return refused(422, { errors: { voucher: themeStrings(page.lang).stay.vouchers[result.reason] } });
      case "dates_unavailable":
        return refused(409, {
          errors: { checkIn: refusals.dates_unavailable },
          datesTaken: true,
          quote: null,
          problems: [],
        });
      case "unknown_unit":
        return refused(404, { errors: { unit: words.unit } });
      case "too_many_open_stays":
        return refused(429, { formError: refusals.too_many_open_stays });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error({ err: error, siteId }, "booking not stored");
    return refused(500, { formError: refusals.server_error });
  }
}
