import { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { upsertGuest } from "../guests/upsert-guest.ts";
import { isSiteLang, type SiteLang } from "../i18n/site-languages.ts";
import { planStayMessages, skipConfirmation } from "../message-rules/plan-stay-messages.ts";
import type { Quote, Violation } from "../pricing/quote-stay.ts";
import { bookingEventOf } from "../stays/booking-events.ts";
import {
  bookableUnitById,
  inOwnerTransaction,
  isCents,
  isNightsTaken,
  isPartySize,
  type OwnerActionContext,
  type StaySummary,
  stayDates,
} from "../stays/owned-stay.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { quoteToStore } from "./booking-terms.ts";
import { insertWithFreshReference } from "./create-booking.ts";
import { expireRequests } from "./expire-requests.ts";
import { queueBookingEmails } from "./queue-booking-emails.ts";
import { quoteForOwner } from "./quote-for-owner.ts";
import { STAY_NOTES_MAX } from "./update-stay-notes.ts";

/** A booking the owner takes by phone (or email, or at the door). */
export type ManualBookingInput = {
  unitId: string;
  checkIn: StayDate;
  checkOut: StayDate;
  adults: number;
  children?: number | undefined;
  guest: {
    name: string;
    /** Without one the guest gets no email and is not added to the guest book (it is keyed by address). */
    email?: string | null | undefined;
    phone?: string | null | undefined;
    /** ISO 3166-1 alpha-2. */
    country?: string | null | undefined;
    /** The language the guest's emails are in. */
    lang: SiteLang;
    /** HH:MM */
    arrivalTime?: string | null | undefined;
  };
  /** A total agreed with the guest, in cents; absent or null: the quote's. */
  totalCents?: number | null | undefined;
  /** Book it even where the stay breaks the unit's rules (minimum stay, arrival day, lead time, …). */
  overrideRules?: boolean | undefined;
  /** The owner's own notes on the booking (never shown to the guest). */
  notes?: string | null | undefined;
  /** Send the guest the confirmation (when they have an address); default true. */
  notifyGuest?: boolean | undefined;
};

export type ManualGuestField = "name" | "email" | "phone" | "country" | "lang" | "arrivalTime";

export type CreateManualBookingResult =
  | { ok: true; stay: StaySummary; quote: Quote }
  | { ok: false; reason: "unknown-unit" }
  | { ok: false; reason: "invalid-dates" }
  | { ok: false; reason: "invalid-guests" }
  | { ok: false; reason: "invalid-total" }
  | { ok: false; reason: "notes-too-long"; max: number }
  | { ok: false; reason: "invalid-guest"; fields: ManualGuestField[] }
  /** The rules the stay breaks; send again with `overrideRules` to book anyway. */
  | { ok: false; reason: "stay-not-allowed"; violations: Violation[] }
  | { ok: false; reason: "dates-taken" };

const email = z.email().max(254);

/** The guest's details as they will be stored, or the fields that are wrong. */
function readGuest(guest: ManualBookingInput["guest"]) {
  const fields: ManualGuestField[] = [];
  const name = guest.name?.trim() ?? "";
  if (name.length < 1 || name.length > 120) fields.push("name");
  const address = guest.email?.trim().toLowerCase() || null;
  if (address !== null && !email.safeParse(address).success) fields.push("email");
  const phone = guest.phone?.trim() || null;
  if (phone !== null && phone.length > 40) fields.push("phone");
  const country = guest.country?.trim().toUpperCase() || null;
  if (country !== null && !/^[A-Z]{2}$/.test(country)) fields.push("country");
  if (!isSiteLang(guest.lang)) fields.push("lang");
  const arrivalTime = guest.arrivalTime?.trim() || null;
  if (arrivalTime !== null && !/^[0-2]\d:[0-5]\d$/.test(arrivalTime)) fields.push("arrivalTime");
  if (fields.length > 0) return { ok: false as const, fields };
  return { ok: true as const, guest: { name, email: address, phone, country, lang: guest.lang, arrivalTime } };
}

/**
 * The owner enters a booking taken outside the site: confirmed at once, source "manual",
 * with a reference like any booking. Priced by the unit's quote, or at the total the owner
 * agreed with the guest; the unit's rules apply unless the owner overrides them; the nights
 * are checked by the exclusion constraint ("dates-taken", never an error). A guest with an
 * address joins the guest book and gets the confirmation in their language.
 */
export async function createManualBooking(
  db: Database,
  siteId: string,
  input: ManualBookingInput,
  ctx: OwnerActionContext,
): Promise<CreateManualBookingResult> {
  const dates = stayDates(input.checkIn, input.checkOut);
  if (!dates) return { ok: false, reason: "invalid-dates" };
  const children = input.children ?? 0;
  if (!isPartySize(input.adults, children)) return { ok: false, reason: "invalid-guests" };
  if (input.totalCents != null && !isCents(input.totalCents)) return { ok: false, reason: "invalid-total" };
  const notes = input.notes?.trim() ?? "";
  if (notes.length > STAY_NOTES_MAX) return { ok: false, reason: "notes-too-long", max: STAY_NOTES_MAX };
  const read = readGuest(input.guest);
  if (!read.ok) return { ok: false, reason: "invalid-guest", fields: read.fields };
  const { guest } = read;
  const now = ctx.now ?? new Date();
  try {
    return await inOwnerTransaction(db, ctx.bookingEvents, async (tx, events): Promise<CreateManualBookingResult> => {
      const unit = await bookableUnitById(tx, siteId, input.unitId);
      if (!unit) return { ok: false, reason: "unknown-unit" };
      const priced = await quoteForOwner(
        tx,
        siteId,
        unit,
        { ...dates, adults: input.adults, children },
        { now, overrideRules: input.overrideRules === true },
      );
      if (priced.refusals.length > 0) return { ok: false, reason: "stay-not-allowed", violations: priced.refusals };
      const { quote } = priced;
      events.push(...(await expireRequests(tx, now, ctx.addressing, unit.id)));
      const guestId = guest.email
        ? await upsertGuest(
            tx,
            siteId,
            { email: guest.email, name: guest.name, phone: guest.phone, country: guest.country, lang: guest.lang },
            "owner",
          )
        : null;
      const inserted = await insertWithFreshReference(tx, {
        siteId,
        unitId: unit.id,
        kind: "booking",
        status: "confirmed",
        ...dates,
        source: "manual",
        guestId,
        guestName: guest.name,
        guestEmail: guest.email,
        guestPhone: guest.phone,
        guestCountry: guest.country,
        arrivalTime: guest.arrivalTime,
        adults: input.adults,
        children,
        lang: guest.lang,
        quote: quoteToStore(quote, priced.plan.cancellationPolicy),
        totalCents: input.totalCents ?? quote.totalCents,
        depositCents: quote.depositCents,
        decidedAt: now,
        notes,
        createdAt: now,
        updatedAt: now,
      });
      await planStayMessages(tx, inserted.id);
      // The owner chose to tell the guest nothing: their confirmation message is skipped too.
      if (input.notifyGuest === false) await skipConfirmation(tx, inserted.id);
      if (guest.email && input.notifyGuest !== false) {
        await queueBookingEmails(tx, {
          siteId,
          stayId: inserted.id,
          occasion: "confirmed",
          addressing: ctx.addressing,
        });
      }
      const stay = {
        id: inserted.id,
        unitId: unit.id,
        kind: "booking" as const,
        status: "confirmed" as const,
        source: "manual",
        reference: inserted.reference,
        ...dates,
        guestName: guest.name,
        adults: input.adults,
        children,
        totalCents: input.totalCents ?? quote.totalCents,
        refundCents: null,
        holdExpiresAt: null,
      };
      events.push({ siteId, event: bookingEventOf(stay, "booked", await propertyTimeZone(tx, siteId)) });
      return { ok: true, stay, quote };
    });
  } catch (error) {
    if (isNightsTaken(error)) return { ok: false, reason: "dates-taken" };
    throw error;
  }
}
