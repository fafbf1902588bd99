import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/constraint-violation.ts";
import { calendarFeeds, rentalUnits, siteBookingSettings, stays, unitRates } from "../../db/schema.ts";
import { createBooking } from "../booking/create-booking.ts";
import { addDays, isoWeekday, type StayDate, todayIn } from "../dates/stay-date.ts";
import type { RatePlan, Season } from "../pricing/rate-plan-choices.ts";
import { saveRatePlan } from "../pricing/unit-rates.ts";
import { createVoucher } from "../vouchers/save-voucher.ts";
import type { DemoBookingSetup, DemoStay } from "./content/demo-bookings.ts";

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
 * A demo owner's calendar, the way an owner and their guests would have filled it: rates
 * per unit (saved like the pricing page does), the site's time zone and bank details, a
 * voucher, an imported channel calendar with its events, an owner block, and bookings
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

    // The channels' calendars, as the last import found them.
    const feeds = new Map<string, { id: string; unitId: string; channel: string }>();
    for (const feed of setup.feeds) {
      const unitId = units.get(feed.unit);
      if (!unitId) continue;
      const events = setup.stays.filter((s) => s.type === "import" && s.feed === feed.key).length;
      const [row] = await tx
        .insert(calendarFeeds)
        .values({
          siteId,
          unitId,
          channel: feed.channel,
          name: feed.name,
          url: feed.url(randomBytes(16).toString("hex")),
          health: "healthy",
          lastSuccessAt: now,
          lastAttemptAt: now,
          eventCount: events,
        })
        .returning({ id: calendarFeeds.id });
      if (row) feeds.set(feed.key, { id: row.id, unitId, channel: feed.channel });
    }

    /** A block or an imported event, moved on a week while its nights are taken. */
    const insertFixed = async (values: Omit<typeof stays.$inferInsert, "checkIn" | "checkOut">, stay: DemoStay) => {
      for (let move = 0; move <= MOVES; move++) {
        const checkIn = addDays(today, stay.day + move * 7);
        try {
          await tx.transaction((savepoint) =>
            savepoint.insert(stays).values({ ...values, checkIn, checkOut: addDays(checkIn, stay.nights) }),
          );
          return true;
        } catch (error) {
          if (!isExclusionViolation(error, "stays_no_overlap")) throw error;
        }
      }
      return false;
    };

    // Blocks and imported events first: they are where they are; guests' bookings fit around them.
    for (const stay of setup.stays) {
      if (stay.type === "block") {
        const unitId = units.get(stay.unit);
        if (!unitId) continue;
        const placed = await insertFixed(
          { siteId, unitId, kind: "block", status: "confirmed", source: "manual", label: stay.label, createdAt: now },
          stay,
        );
        if (placed) result.blocks++;
        else result.skipped++;
      } else if (stay.type === "import") {
        const feed = feeds.get(stay.feed);
        if (!feed) continue;
        const placed = await insertFixed(
          {
            siteId,
            unitId: feed.unitId,
            kind: "import",
            status: "confirmed",
            source: feed.channel,
            feedId: feed.id,
            externalUid: stay.uid,
            label: stay.label,
            createdAt: now,
          },
          stay,
        );
        if (placed) result.imports++;
        else result.skipped++;
      }
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
          at,
        );
        if (!booked.ok) continue;
        placed = true;
        if (booked.booking.status === "request") result.requests++;
        else result.bookings++;
      }
      if (!placed) result.skipped++;
    }
  });
  return result;
}
