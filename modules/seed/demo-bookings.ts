import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/constraint-violation.ts";
import { calendarFeeds, rentalUnits, siteBookingSettings, stays, unitRates } from "../../db/schema.ts";
import { createBooking } from "../booking/create-booking.ts";
import { syncFeed } from "../calendar-sync/sync-feed.ts";
import { addDays, isoWeekday, type StayDate, todayIn } from "../dates/stay-date.ts";
import type { RatePlan, Season } from "../pricing/rate-plan-choices.ts";
import { saveRatePlan } from "../pricing/unit-rates.ts";
import type { BookingEventPublisher } from "../stays/booking-events.ts";
import { heldRanges } from "../stays/held-nights.ts";
import { changeSiteCurrency } from "../stays/site-currency.ts";
import { createVoucher } from "../vouchers/save-voucher.ts";
import type { DemoBookingSetup, DemoStay } from "./content/demo-bookings.ts";
import { type DemoFeedEvent, demoChannelCalendar } from "./demo-channel-calendar.ts";
import { seedDemoPayments } from "./demo-payments.ts";

export type DemoBookingsSeeded = {
  /** False when the site already had rates or stays: nothing was added. */
  seeded: boolean;
  bookings: number;
  requests: number;
  blocks: number;
  imports: number;
  /** Stays that found no free dates within a few weeks of where they were asked. */
  skipped: number;
};

/** How far a stay that does not fit moves on, at most: four weeks, a week at a time. */
const MOVES = 4;

/** The season whose rate a night has (the highest priority, then the later start). */
function seasonOf(plan: RatePlan, night: StayDate): Season | undefined {
  return plan.seasons
    .filter((s) => s.from <= night && night <= s.until)
    .sort((a, b) => b.priority - a.priority || (a.from < b.from ? 1 : -1))[0];
}

/**
 * Where a stay asked for `day` and `nights` goes under the plan: in a season of weekly stays
 * (a minimum of seven nights) it starts on the Saturday on or after that day and lasts whole
 * weeks, as beach houses are let in high summer; elsewhere at least the season's minimum.
 */
function fitStay(plan: RatePlan | undefined, checkIn: StayDate, nights: number): { checkIn: StayDate; nights: number } {
  const minimum = plan ? (seasonOf(plan, checkIn)?.minNights ?? plan.minNights) : 1;
  if (plan && minimum >= 7) {
    const saturday = addDays(checkIn, (6 - isoWeekday(checkIn) + 7) % 7);
    return { checkIn: saturday, nights: Math.max(7, Math.ceil(nights / 7) * 7) };
  }
  return { checkIn, nights: Math.max(nights, minimum) };
}

/** The moment a guest booked: `daysBefore` check-in at ten in the morning (UTC), never after now. */
function bookedAt(checkIn: StayDate, daysBefore: number, now: Date): Date {
  const at = new Date(`${addDays(checkIn, -daysBefore)}T10:00:00Z`);
  return at.getTime() < now.getTime() ? at : now;
}

/** Whether the site's calendar is still untouched: no unit has rates and nothing is booked. */
async function isUntouched(db: Database, siteId: string): Promise<boolean> {
  const [rates] = await db.select({ n: count() }).from(unitRates).where(eq(unitRates.siteId, siteId));
  const [booked] = await db.select({ n: count() }).from(stays).where(eq(stays.siteId, siteId));
  return (rates?.n ?? 0) === 0 && (booked?.n ?? 0) === 0;
}

/**
 * Where the demo's stays are told: nowhere. They are written in one transaction before the
 * owner has seen the site, so no calendar is open to hear of them (and none may hear of a
 * stay that is not committed yet).
 */
const UNHEARD: BookingEventPublisher = { publish: () => {} };

/**
 * A demo owner's calendar, the way an owner and their guests would have filled it: rates
 * per unit (saved like the pricing page does), the site's time zone and bank details, a
 * voucher, an owner block, a channel's calendar imported by calendar sync (syncFeed, handed
 * the channel's export in place of a fetch: nothing leaves the machine), and bookings
 * placed around the property's today. Past and current stays are booked through
 * createBooking at the moment the guest booked; coming ones now, instantly or as a request
 * holding its dates, as each unit's plan says. In one transaction: a site gets all of it or
 * nothing, and a site that already has rates or stays is left as it is (a second start adds
 * nothing). Units the setup names that the site lacks are passed over.
 */
export async function seedDemoBookings(
  db: Database,
  siteId: string,
  setup: DemoBookingSetup,
  now: Date = new Date(),
): Promise<DemoBookingsSeeded> {
  const result: DemoBookingsSeeded = { seeded: false, bookings: 0, requests: 0, blocks: 0, imports: 0, skipped: 0 };
  await db.transaction(async (tx) => {
    if (!(await isUntouched(tx, siteId))) return;
    result.seeded = true;
    const today = todayIn(setup.timeZone, now);
    const year = Number(today.slice(0, 4));
    const years = [year - 1, year, year + 1];

    const unitRows = await tx
      .select({ id: rentalUnits.id, slug: rentalUnits.slug })
      .from(rentalUnits)
      .where(eq(rentalUnits.siteId, siteId));
    const units = new Map(unitRows.map((u) => [u.slug, u.id]));
    const plans = new Map<string, RatePlan>();
    for (const [slug, planFor] of Object.entries(setup.plans)) {
      const unitId = units.get(slug);
      if (!unitId) continue;
      const saved = await saveRatePlan(tx, siteId, unitId, planFor(years));
      if (saved.ok) plans.set(slug, saved.plan);
    }

    await tx
      .insert(siteBookingSettings)
      .values({
        siteId,
        timeZone: setup.timeZone,
        calendarToken: randomBytes(24).toString("base64url"),
        bankAccountHolder: setup.bank.holder,
        bankIban: setup.bank.iban,
        bankBic: setup.bank.bic,
      })
      .onConflictDoNothing();
    // Before the first booking, which fixes it.
    await changeSiteCurrency(tx, siteId, setup.currency);

    const voucher = await createVoucher(tx, siteId, {
      code: setup.voucher.code,
      kind: "percent",
      amount: setup.voucher.percent,
      bookFrom: null,
      bookUntil: null,
      stayFrom: null,
      stayUntil: null,
      minNights: setup.voucher.minNights,
      unitIds: null,
      maxUses: null,
      maxUsesPerEmail: setup.voucher.maxUsesPerEmail,
    });
    if (!voucher.ok) throw new Error(`demo voucher ${setup.voucher.code} not created: ${JSON.stringify(voucher)}`);

    /** A block, moved on a week while its nights are taken. */
    const insertBlock = async (unitId: string, stay: Extract<DemoStay, { type: "block" }>) => {
      for (let move = 0; move <= MOVES; move++) {
        const checkIn = addDays(today, stay.day + move * 7);
        try {
          await tx.transaction((savepoint) =>
            savepoint.insert(stays).values({
              siteId,
              unitId,
              kind: "block",
              status: "confirmed",
              source: "manual",
              label: stay.label,
              checkIn,
              checkOut: addDays(checkIn, stay.nights),
              createdAt: now,
            }),
          );
          return true;
        } catch (error) {
          if (!isExclusionViolation(error, "stays_no_overlap")) throw error;
        }
      }
      return false;
    };
    for (const stay of setup.stays) {
      if (stay.type !== "block") continue;
      const unitId = units.get(stay.unit);
      if (!unitId) continue;
      if (await insertBlock(unitId, stay)) result.blocks++;
      else result.skipped++;
    }

    // The channels' calendars, imported by calendar sync as its poll would: the events they
    // send are placed clear of the blocks, so none is a conflict.
    for (const feed of setup.feeds) {
      const unitId = units.get(feed.unit);
      if (!unitId) continue;
      const [row] = await tx
        .insert(calendarFeeds)
        .values({
          siteId,
          unitId,
          channel: feed.channel,
          name: feed.name,
          url: feed.url(randomBytes(16).toString("hex")),
        })
        .returning({ id: calendarFeeds.id });
      if (!row) throw new Error(`demo feed ${feed.key} not stored`);
      const events: DemoFeedEvent[] = [];
      for (const stay of setup.stays) {
        if (stay.type !== "import" || stay.feed !== feed.key) continue;
        let placed = false;
        for (let move = 0; move <= MOVES && !placed; move++) {
          const checkIn = addDays(today, stay.day + move * 7);
          const checkOut = addDays(checkIn, stay.nights);
          if ((await heldRanges(tx, unitId, checkIn, checkOut, now)).length > 0) continue;
          if (events.some((e) => e.checkIn < checkOut && checkIn < e.checkOut)) continue;
          events.push({ uid: stay.uid, checkIn, checkOut, summary: stay.label });
          placed = true;
        }
        if (!placed) result.skipped++;
      }
      const calendar = Buffer.from(demoChannelCalendar(feed.channel, events, now));
      const synced = await syncFeed(tx, row.id, {
        fetchFeed: async (url) => ({
          status: 200,
          url,
          headers: { "content-type": "text/calendar" },
          body: calendar,
          redirects: 0,
        }),
        // Only the owner's conflict email would use these; the demo's events conflict with nothing.
        ownDomain: "localhost",
        origin: "http://localhost",
        bookingEvents: UNHEARD,
        now,
      });
      if (!synced.ok) throw new Error(`demo feed ${feed.key} not imported: ${synced.problem}`);
      result.imports += synced.inserted;
    }

    // Bookings in the order they were made, so a request's hold is judged at the right moment.
    const bookings = setup.stays
      .filter((s): s is Extract<DemoStay, { type: "booking" }> => s.type === "booking")
      .sort((a, b) => a.day - a.bookedDaysBefore - (b.day - b.bookedDaysBefore));
    for (const stay of bookings) {
      if (!units.has(stay.unit)) continue;
      let placed = false;
      for (let move = 0; move <= MOVES && !placed; move++) {
        const fitted = fitStay(plans.get(stay.unit), addDays(today, stay.day + move * 7), stay.nights);
        const at = bookedAt(fitted.checkIn, stay.bookedDaysBefore, now);
        const booked = await createBooking(
          tx,
          siteId,
          {
            unit: stay.unit,
            checkIn: fitted.checkIn,
            checkOut: addDays(fitted.checkIn, fitted.nights),
            adults: stay.adults,
            children: stay.children ?? 0,
            lang: stay.guest.lang,
            ...(stay.voucher ? { voucher: stay.voucher } : {}),
            guest: {
              name: stay.guest.name,
              email: stay.guest.email,
              phone: stay.guest.phone,
              country: stay.guest.country,
              ...(stay.arrivalTime ? { arrivalTime: stay.arrivalTime } : {}),
              ...(stay.message ? { message: stay.message } : {}),
              marketingConsent: false,
            },
            acceptHouseRules: true,
            acceptCancellationPolicy: true,
          },
          { bookingEvents: UNHEARD, now: at },
        );
        if (!booked.ok) continue;
        placed = true;
        if (booked.booking.status === "request") result.requests++;
        else result.bookings++;
      }
      if (!placed) result.skipped++;
    }
    await seedDemoPayments(tx, siteId, today, now);
  });
  return result;
}
