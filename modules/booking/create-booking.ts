import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { isExclusionViolation, isUniqueViolation } from "../../db/constraint-violation.ts";
import { stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { upsertGuest } from "../guests/upsert-guest.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import type { Quote, Violation } from "../pricing/quote-stay.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { platformRequestHoldHours } from "../pricing/request-hold.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { type BookingEventPublisher, bookingEventOf } from "../stays/booking-events.ts";
import { expireHolds, lockStayHolders, openStaysOf, type StayHolder } from "../stays/held-nights.ts";
import { publishCommitted, type SiteBookingEvent } from "../stays/owned-stay.ts";
import { checkVoucher } from "../vouchers/check-voucher.ts";
import { redeemVoucher } from "../vouchers/redeem-voucher.ts";
import type { VoucherRefusal } from "../vouchers/voucher-limits.ts";
import { type BookableUnit, findBookableUnit } from "./bookable-unit.ts";
import type { BookingRequest } from "./booking-api-schema.ts";
import {
  bookingNetworkKey,
  guestEmailKey,
  OPEN_STAYS_PER_GUEST,
  OPEN_STAYS_PER_NETWORK,
  type OpenStayCap,
} from "./booking-limits.ts";
import { newBookingReference } from "./booking-reference.ts";
import { quoteToStore } from "./booking-terms.ts";
import { expireRequests } from "./expire-requests.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";
import { quoteForUnit } from "./quote-for-unit.ts";

/**
 * What a guest's booking needs besides its input: the live calendar events, the moment,
 * where email links lead, and the guest's network address (`ip`) the caps count.
 */
export type BookingContext = {
  bookingEvents: BookingEventPublisher;
  now?: Date;
  addressing?: SiteAddressing;
  ip?: string;
  /** The site takes online payments (modules/payments/online-payment.ts); absent: the guest pays by transfer or on arrival. */
  onlinePayment?: OnlinePayment;
};

/** A stay as its money timeline is planned from it. */
export type PayableStay = { id: string; siteId: string; checkIn: StayDate; totalCents: number; depositCents: number };

/**
 * How a site that takes online payments books: an instant booking waits for its first
 * payment, its nights held for `holdMinutes` as a request's are, and its payments are
 * written into the ledger by `plan` in the booking's own transaction.
 */
export type OnlinePayment = {
  holdMinutes: number;
  /** How long a guest whose request was accepted has to make the first payment. */
  acceptedPayHours: number;
  plan(tx: Database, stay: PayableStay, plan: RatePlan, bookedOn: StayDate): Promise<void>;
  /** Emails the guest the link to pay what is due now (an accepted request). */
  askToPay(tx: Database, stay: { siteId: string; stayId: string }): Promise<void>;
};

export type CreatedBooking = {
  id: string;
  reference: string;
  /** The secret of the guest's own booking page. */
  guestToken: string;
  status: "request" | "confirmed";
  /** What a request's hold waits for: the owner, or (an instant booking on a site with online payment) the first payment. */
  holdFor: "decision" | "payment";
  holdExpiresAt: Date | null;
  quote: Quote;
  unit: BookableUnit;
  guestId: string;
};

export type CreateBookingResult =
  | { ok: true; booking: CreatedBooking }
  | { ok: false; code: "unknown_unit" }
  | { ok: false; code: "stay_not_allowed"; violations: Violation[] }
  | { ok: false; code: "voucher_invalid"; reason: VoucherRefusal }
  | { ok: false; code: "dates_unavailable" }
  /** The guest's address or network already holds as many open stays or nights on the site as it may. */
  | { ok: false; code: "too_many_open_stays" };

/** Thrown inside the transaction to roll it back and answer with `result`. */
class Refused extends Error {
  readonly result: Exclude<CreateBookingResult, { ok: true }>;
  constructor(result: Exclude<CreateBookingResult, { ok: true }>) {
    super(result.code);
    this.result = result;
  }
}

/**
 * A guest's booking or booking request on an owner's site, in one transaction: requests
 * whose hold ran out free their nights first, the stay is quoted again at this moment's
 * rates and rules, the guest is added to the owner's guest book, the stay is inserted (the
 * exclusion constraint refuses nights another stay holds, however many guests try at once:
 * that becomes `dates_unavailable`, never an error), and a voucher's use is counted, so a
 * single-use code cannot serve two bookings. A request holds its dates for the unit's (or
 * the platform's) hold time; an instant booking is confirmed at once.
 *
 * Anyone can book under any address from the site, unpaid and unchecked, so the stay must
 * fit the caps on what one guest address and one network may hold open on the site
 * (booking-limits.ts): counted in this transaction, after waiting for any other attempt of
 * the same address or network on the site, so two at once cannot both pass. `ip` is the
 * guest's address (the booking API and the booking page always give it; the demo seed
 * does not, and is counted by address only).
 *
 * With `addressing` (where email links lead), the guest's and the owner's emails are queued
 * in the same transaction (modules/booking/queue-booking-emails.ts), as are those of requests
 * it expires. Without it (the demo seed), no email is written. A refused attempt stores,
 * holds and sends nothing. Once committed, the owner's open calendar hears of the booking
 * through `bookingEvents` (booking-events.ts).
 */
export async function createBooking(
  db: Database,
  siteId: string,
  input: BookingRequest,
  ctx: BookingContext,
): Promise<CreateBookingResult> {
  const { addressing, ip } = ctx;
  const now = ctx.now ?? new Date();
  const unit = await findBookableUnit(db, siteId, input.unit);
  if (!unit) return { ok: false, code: "unknown_unit" };
  const email = input.guest.email.toLowerCase();
  const emailKey = guestEmailKey(email);
  const networkKey = ip === undefined ? null : bookingNetworkKey(siteId, ip);
  const events: SiteBookingEvent[] = [];
  try {
    const booking = await db.transaction(async (tx) => {
      await lockStayHolders(tx, siteId, networkKey ? [emailKey, networkKey] : [emailKey]);
      if (addressing) events.push(...(await expireRequests(tx, now, addressing, unit.id)));
      else await expireHolds(tx, now, unit.id);
      const priced = await quoteForUnit(tx, siteId, unit, { ...input, email }, now);
      if (!priced.ok) throw new Refused(priced);
      const { quote, plan } = priced;
      const nights = quote.nights.length;
      const holders: [StayHolder, OpenStayCap][] = [[{ emailKey }, OPEN_STAYS_PER_GUEST]];
      if (networkKey) holders.push([{ networkKey }, OPEN_STAYS_PER_NETWORK]);
      for (const [holder, cap] of holders) {
        const open = await openStaysOf(tx, siteId, holder, now, priced.today);
        if (open.stays >= cap.stays || (open.stays > 0 && open.nights + nights > cap.nights)) {
          throw new Refused({ ok: false, code: "too_many_open_stays" });
        }
      }
      const guestId = await upsertGuest(
        tx,
        siteId,
        {
          email,
          name: input.guest.name,
          phone: input.guest.phone,
          country: input.guest.country,
          lang: input.lang,
          marketingConsent: input.guest.marketingConsent,
        },
        "guest",
      );
      const { onlinePayment } = ctx;
      const awaitsPayment = plan.bookingMode === "instant" && !!onlinePayment && quote.totalCents > 0;
      const instant = plan.bookingMode === "instant" && !awaitsPayment;
      const holdExpiresAt = instant
        ? null
        : awaitsPayment
          ? new Date(now.getTime() + onlinePayment.holdMinutes * 60_000)
          : new Date(now.getTime() + (plan.requestHoldHours ?? (await platformRequestHoldHours(tx))) * 3_600_000);
      const stay = await insertWithFreshReference(tx, {
        siteId,
        unitId: unit.id,
        kind: "booking",
        status: instant ? "confirmed" : "request",
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        source: "direct",
        guestId,
        guestName: input.guest.name,
        guestEmail: email,
        guestPhone: input.guest.phone,
        guestCountry: input.guest.country,
        arrivalTime: input.guest.arrivalTime ?? null,
        guestMessage: input.guest.message ?? null,
        guestEmailKey: emailKey,
        guestNetworkKey: networkKey,
        adults: input.adults,
        children: input.children,
        lang: input.lang,
        quote: quoteToStore(quote, plan.cancellationPolicy),
        totalCents: quote.totalCents,
        depositCents: quote.depositCents,
        voucherId: priced.voucherId,
        voucherCode: quote.voucher?.code ?? null,
        holdExpiresAt,
        holdFor: awaitsPayment ? "payment" : "decision",
        decidedAt: instant ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      if (awaitsPayment) {
        const payable = {
          id: stay.id,
          siteId,
          checkIn: input.checkIn,
          totalCents: quote.totalCents,
          depositCents: quote.depositCents,
        };
        await onlinePayment.plan(tx, payable, plan, priced.today);
      }
      if (priced.voucherId && quote.voucher) {
        const counted = await redeemVoucher(tx, {
          voucherId: priced.voucherId,
          stayId: stay.id,
          email,
          discountCents: quote.voucher.cents,
        });
        if (!counted) {
          // Someone else's booking took the last use meanwhile, or this guest's own limit was reached.
          const reason = await voucherRefusal(tx, siteId, unit.id, input, email, priced.today);
          throw new Refused({ ok: false, code: "voucher_invalid", reason });
        }
      }
      await planStayMessages(tx, stay.id);
      const occasion = instant ? "booked" : "requested";
      // A booking waiting for its payment is told to the guest and the owner once it is paid (settle-payment.ts).
      if (addressing && !awaitsPayment) await queueBookingEmails(tx, { siteId, stayId: stay.id, occasion, addressing });
      const row = {
        id: stay.id,
        unitId: unit.id,
        kind: "booking" as const,
        status: instant ? ("confirmed" as const) : ("request" as const),
        source: "direct",
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guestName: input.guest.name,
        holdExpiresAt,
      };
      if (!awaitsPayment) events.push({ siteId, event: bookingEventOf(row, occasion, unit.timeZone) });
      return {
        id: stay.id,
        reference: stay.reference,
        guestToken: stay.guestToken,
        holdFor: awaitsPayment ? ("payment" as const) : ("decision" as const),
        status: instant ? ("confirmed" as const) : ("request" as const),
        holdExpiresAt,
        quote,
        unit,
        guestId,
      };
    });
    publishCommitted(ctx.bookingEvents, events);
    return { ok: true, booking };
  } catch (error) {
    if (error instanceof Refused) return error.result;
    if (isExclusionViolation(error, "stays_no_overlap")) return { ok: false, code: "dates_unavailable" };
    throw error;
  }
}

/**
 * Inserts the stay under a new reference. A clash with an existing one (two in 2^40) draws
 * again, inside a savepoint so the booking's transaction survives the failed insert.
 */
export async function insertWithFreshReference(
  tx: Database,
  values: Omit<typeof stays.$inferInsert, "reference" | "guestToken">,
) {
  // The guest's own page is found by this alone: 192 random bits.
  const guestToken = randomBytes(24).toString("base64url");
  for (let attempt = 0; ; attempt++) {
    const reference = newBookingReference();
    try {
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(stays)
          .values({ ...values, reference, guestToken })
          .returning({ id: stays.id }),
      );
      if (!row) throw new Error("stay not stored");
      return { id: row.id, reference, guestToken };
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error, "stays_reference_key")) continue;
      throw error;
    }
  }
}

/** Why a voucher that passed the quote could not be counted: asked again, now that the use was refused. */
async function voucherRefusal(
  tx: Database,
  siteId: string,
  unitId: string,
  input: BookingRequest,
  email: string,
  today: string,
): Promise<VoucherRefusal> {
  const checked = await checkVoucher(tx, siteId, {
    code: input.voucher ?? "",
    unitId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    bookedOn: today,
    email,
  });
  return checked.ok ? "used_up" : checked.reason;
}
