import type { z } from "zod";
import { readLimitedBody } from "../../app/lib/read-limited-body.server.ts";
import { ruleText } from "../../app/themes/kit/booking/stay-text.ts";
import { themeStrings } from "../../app/themes/strings/index.ts";
import type { Database } from "../../db/client.ts";
import { bankTransferFor } from "../../modules/booking/bank-transfer.ts";
import { findBookableUnit } from "../../modules/booking/bookable-unit.ts";
import {
  type ApiError,
  type ApiErrorCode,
  availabilityQuerySchema,
  bookingRequestSchema,
  CONTROL_CHARACTER,
  MAX_BOOKING_REQUEST_BYTES,
  quoteQuerySchema,
} from "../../modules/booking/booking-api-schema.ts";
import { BOOKING_ATTEMPT_LIMIT, bookingNetworkKey } from "../../modules/booking/booking-limits.ts";
import { createBooking } from "../../modules/booking/create-booking.ts";
import { guestPageUrl } from "../../modules/booking/guest-page-url.ts";
import { quoteForUnit } from "../../modules/booking/quote-for-unit.ts";
import { MAX_AVAILABILITY_DAYS, unitAvailability } from "../../modules/booking/unit-availability.ts";
import { nightsBetween, parseStayDate } from "../../modules/dates/stay-date.ts";
import { isSiteLang, type SiteLang } from "../../modules/i18n/site-languages.ts";
import { onlinePaymentFor } from "../../modules/payments/online-payment.ts";
import { payNow } from "../../modules/payments/pay-now.ts";
import type { PaymentServices } from "../../modules/payments/payment-services.ts";
import type { Violation } from "../../modules/pricing/quote-stay.ts";
import { hitRateLimit } from "../../modules/rate-limit/hit-rate-limit.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";
import type { SiteAddressing } from "../../modules/sites/site-url.ts";
import type { BookingEventPublisher } from "../../modules/stays/booking-events.ts";
import type { VoucherRefusal } from "../../modules/vouchers/voucher-limits.ts";
import type { Logger } from "../logger.ts";

const STATUS: Record<ApiErrorCode, number> = {
  invalid_request: 400,
  unknown_unit: 404,
  stay_not_allowed: 422,
  voucher_invalid: 422,
  dates_unavailable: 409,
  rate_limited: 429,
  too_many_open_stays: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  not_bookable: 404,
  not_found: 404,
  server_error: 500,
};

const HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: HEADERS });
}

function refuse(code: ApiErrorCode, lang: SiteLang, details?: NonNullable<ApiError["error"]["details"]>): Response {
  const error: ApiError["error"] = {
    code,
    message: themeStrings(lang).booking.refusals[code],
    ...(details ? { details } : {}),
  };
  return json(STATUS[code], { error });
}

/** The language asked for, else the first site language the browser accepts, else English. */
function answerLang(asked: unknown, acceptLanguage: string | undefined): SiteLang {
  if (isSiteLang(asked)) return asked;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isSiteLang(tag)) return tag;
  }
  return "en";
}

/**
 * The documented answer to a failure nothing else caught on an /api/ path (server/app.ts):
 * server_error in the asked language, as JSON, never an HTML page.
 */
export function apiServerError(url: URL, acceptLanguage: string | undefined): Response {
  return refuse("server_error", answerLang(url.searchParams.get("lang"), acceptLanguage));
}

/** The answer on an /api/ path no endpoint serves: not_found as JSON, never the site's page. */
export function apiNotFound(url: URL, acceptLanguage: string | undefined): Response {
  return refuse("not_found", answerLang(url.searchParams.get("lang"), acceptLanguage));
}

function invalid(error: z.ZodError, lang: SiteLang): Response {
  return refuse(
    "invalid_request",
    lang,
    error.issues.map((issue) => ({
      // A text refused for its characters says so; any other problem gives zod's code.
      code: issue.message === CONTROL_CHARACTER ? CONTROL_CHARACTER : issue.code,
      field: issue.path.join("."),
      message: themeStrings(lang).booking.refusals.invalid_request,
    })),
  );
}

function violations(list: Violation[], lang: SiteLang) {
  return list.map((violation) => ({ code: violation.code, message: ruleText(violation, lang) }));
}

function voucherRefused(reason: VoucherRefusal, lang: SiteLang): Response {
  return refuse("voucher_invalid", lang, [
    { code: reason, field: "voucher", message: themeStrings(lang).stay.vouchers[reason] },
  ]);
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/** The JSON a body holds, or undefined when it holds none (answered as an invalid request). */
function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** Dates that are real calendar days, check-out after check-in, within one answer's span. */
function realRange(from: string, to: string, maxDays: number): boolean {
  const first = parseStayDate(from);
  const last = parseStayDate(to);
  if (!first || !last) return false;
  const days = nightsBetween(first, last);
  return days > 0 && days <= maxDays;
}

/** Where guests' bookings are posted. */
export const BOOKINGS_PATH = "/api/bookings";

export type BookingApiDeps = {
  db: Database;
  log: Logger;
  now?: () => Date;
  /** Where the booking emails' links lead; without it a booking queues no email. */
  addressing?: SiteAddressing;
  /** The process's live calendar events: the owner's open calendar hears of each booking. */
  bookingEvents: BookingEventPublisher;
  /** Online payment (server/payments/payment-services.ts); absent: guests pay by transfer or on arrival. */
  payments?: PaymentServices;
};

/**
 * The booking API of an owner's site (modules/booking/booking-api-schema.ts, documented in
 * docs/api/booking-api.json): availability for the date picker, a live quote, and the
 * booking itself. The site is the request's host; every answer is JSON in the guest's
 * language and never cached, so a booking shows in the next answer.
 */
export function bookingApi(deps: BookingApiDeps) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The site whose guests book through this host; none while guests may not see it (not subscribed, suspended). */
  const siteOf = (host: HostResolution) =>
    host.kind === "owner-site" && host.site.access === "live" ? host.site.id : null;

  return {
    async availability(url: URL, host: HostResolution, acceptLanguage?: string): Promise<Response> {
      const params = Object.fromEntries(url.searchParams);
      const lang = answerLang(params.lang, acceptLanguage);
      const siteId = siteOf(host);
      if (!siteId) return refuse("not_bookable", lang);
      const parsed = availabilityQuerySchema.safeParse(params);
      if (!parsed.success) return invalid(parsed.error, lang);
      const { from, to } = parsed.data;
      if (!realRange(from, to, MAX_AVAILABILITY_DAYS)) {
        return refuse("invalid_request", lang, [
          { code: "range", field: "to", message: themeStrings(lang).booking.refusals.invalid_request },
        ]);
      }
      const unit = await findBookableUnit(db, siteId, parsed.data.unit);
      if (!unit) return refuse("unknown_unit", lang);
      return json(200, await unitAvailability(db, unit, { from, to }, now()));
    },

    async quote(url: URL, host: HostResolution, acceptLanguage?: string): Promise<Response> {
      const params = Object.fromEntries(url.searchParams);
      const lang = answerLang(params.lang, acceptLanguage);
      const siteId = siteOf(host);
      if (!siteId) return refuse("not_bookable", lang);
      const parsed = quoteQuerySchema.safeParse(params);
      if (!parsed.success) return invalid(parsed.error, lang);
      const unit = await findBookableUnit(db, siteId, parsed.data.unit);
      if (!unit) return refuse("unknown_unit", lang);
      const priced = await quoteForUnit(db, siteId, unit, parsed.data, now());
      if (priced.ok) {
        const { violations: _none, bookable: _yes, ...quote } = priced.quote;
        return json(200, { unit: unit.slug, quote, bookingMode: priced.plan.bookingMode });
      }
      if (priced.code === "stay_not_allowed") return refuse(priced.code, lang, violations(priced.violations, lang));
      if (priced.code === "voucher_invalid") return voucherRefused(priced.reason, lang);
      return refuse(priced.code, lang);
    },

    async book(request: Request, host: HostResolution, ip: string): Promise<Response> {
      const acceptLanguage = request.headers.get("accept-language") ?? undefined;
      // Only JSON: a form or text/plain body is what any web page can make its visitors'
      // browsers send here without asking (a "simple" cross-site request, no preflight).
      if (!JSON_TYPE.test(request.headers.get("content-type") ?? "")) {
        return refuse("unsupported_media_type", answerLang(undefined, acceptLanguage));
      }
      const bytes = await readLimitedBody(request, MAX_BOOKING_REQUEST_BYTES);
      if (!bytes) return refuse("payload_too_large", answerLang(undefined, acceptLanguage));
      const body = parseJson(bytes);
      const asked = typeof body === "object" && body !== null ? (body as { lang?: unknown }).lang : undefined;
      const lang = answerLang(asked, acceptLanguage);
      const siteId = siteOf(host);
      if (!siteId) return refuse("not_bookable", lang);
      const parsed = bookingRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error, lang);

      const at = now();
      const limit = await hitRateLimit(db, bookingNetworkKey(siteId, ip), BOOKING_ATTEMPT_LIMIT, at);
      if (!limit.allowed) return refuse("rate_limited", lang);

      const { payments, addressing } = deps;
      const result = await createBooking(db, siteId, parsed.data, {
        bookingEvents: deps.bookingEvents,
        now: at,
        addressing,
        ip,
        onlinePayment: payments && addressing ? await onlinePaymentFor(db, siteId, addressing) : undefined,
      });
      if (result.ok) {
        const { booking } = result;
        log.info({ siteId, stayId: booking.id, status: booking.status }, "booking made");
        const { violations: _none, bookable: _yes, ...quote } = booking.quote;
        const page = addressing
          ? await guestPageUrl(db, { siteId, token: booking.guestToken, lang: parsed.data.lang }, addressing)
          : null;
        const pay =
          payments && page && booking.holdFor === "payment"
            ? await payNow(db, payments, { siteId, stayId: booking.id, returnUrl: page, now: at }).catch((error) => {
                // The provider is away: the booking stands, and the guest pays from their page ("pay now").
                log.warn({ err: error, siteId, stayId: booking.id }, "payment page not made");
                return null;
              })
            : null;
        return json(201, {
          reference: booking.reference,
          status: booking.status,
          holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
          timeZone: booking.unit.timeZone,
          quote,
          payment: booking.holdFor === "payment" ? null : await bankTransferFor(db, siteId, booking),
          bookingPage: page,
          awaitingPayment: booking.holdFor === "payment",
          payNow: pay?.ok ? pay.checkoutUrl : null,
        });
      }
      if (result.code === "stay_not_allowed") return refuse(result.code, lang, violations(result.violations, lang));
      if (result.code === "voucher_invalid") return voucherRefused(result.reason, lang);
      return refuse(result.code, lang);
    },
  };
}
