import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox, rentalUnits, siteBookingSettings, user } from "../../db/schema.ts";
import { DEFAULT_RATE_PLAN } from "../pricing/rate-plan.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { saveRatePlan } from "../pricing/unit-rates.ts";
import type { BookingEvent, BookingEventBus } from "../stays/booking-events.ts";
import { siteWithUnits } from "../vouchers/vouchers.testing.ts";
import type { BookingRequest } from "./booking-api-schema.ts";

/** Builders for booking tests: a site that takes bookings, a guest's booking, what was emailed and published. */

export const ADDRESSING = { origin: "https://vayvista.example", appDomain: "vayvista.example" };

/** €120 a night, €60 cleaning, €200 deposit, moderate cancellation; instant unless the test says otherwise. */
export const TEST_PLAN: RatePlan = {
  ...DEFAULT_RATE_PLAN,
  baseNightlyCents: 12_000,
  cleaningFeeCents: 6_000,
  depositCents: 20_000,
  minNights: 2,
  bookingMode: "instant",
  cancellationPolicy: "moderate",
};

/** An owner's site (owner Dutch) whose units take bookings at `plan`, with the owner's bank details. */
export async function bookableSite(
  db: Database,
  slugs: readonly string[] = ["duinhuis"],
  plan: Partial<RatePlan> = {},
) {
  const site = await siteWithUnits(db, slugs);
  for (const unitId of site.units) {
    await saveRatePlan(db, site.siteId, unitId, { ...TEST_PLAN, ...plan });
    await db
      .update(rentalUnits)
      .set({ houseRules: { nl: "Niet roken in huis.", de: "Bitte nicht im Haus rauchen." } })
      .where(eq(rentalUnits.id, unitId));
  }
  await db.insert(siteBookingSettings).values({
    siteId: site.siteId,
    calendarToken: `token-${site.siteId}`,
    bankAccountHolder: "A. de Vries",
    bankIban: "NL91 ABNA 0417 1643 00",
    bankBic: "ABNANL2A",
  });
  return site;
}

/** A guest's booking as the booking API receives it: two adults, German, unless said otherwise. */
export function guestBooking(
  stay: Partial<BookingRequest> & { checkIn: string; checkOut: string },
  guest: Partial<BookingRequest["guest"]> = {},
): BookingRequest {
  return {
    adults: 2,
    children: 0,
    lang: "de",
    acceptHouseRules: true,
    acceptCancellationPolicy: true,
    ...stay,
    guest: {
      name: "Jonas Becker",
      email: "jonas@example.de",
      phone: "+49 170 1234567",
      country: "DE",
      marketingConsent: false,
      ...guest,
    },
  };
}

/** Every email queued to `address`, oldest first. */
export async function emailsTo(db: Database, address: string) {
  return db
    .select({
      templateKey: emailOutbox.templateKey,
      lang: emailOutbox.lang,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      siteId: emailOutbox.siteId,
      sender: emailOutbox.sender,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}

/** The owner's account address, where their emails go. */
export async function ownerAddress(db: Database, ownerId: string): Promise<string> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, ownerId));
  if (!row) throw new Error("no owner");
  return row.email;
}

/** Listens to a site's booking events on `bus` until `stop()`; what was heard is in `events`. */
export function listenTo(bus: BookingEventBus, siteId: string) {
  const events: BookingEvent[] = [];
  const stop = bus.subscribe(siteId, (event) => events.push(event));
  return { events, stop };
}
