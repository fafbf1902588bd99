import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageRules, payments, rentalUnits, scheduledMessages, siteBookingSettings, stays } from "../../db/schema.ts";
import { startOfDayIn } from "../dates/start-of-day.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { countryTimeZone } from "./guest-time-zone.ts";
import { MESSAGE_TRIGGERS, type MessageTrigger } from "./message-triggers.ts";
import { type PlannedMessage, planStay, type RuleToPlan, type StayToPlan } from "./plan-stay.ts";

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const isTrigger = (value: string): value is MessageTrigger => (MESSAGE_TRIGGERS as readonly string[]).includes(value);

/** The stay as planning reads it, with its site's clock and its unit's times of day; null if gone. */
async function readStay(db: Database, stayId: string): Promise<(StayToPlan & { siteId: string }) | null> {
  const [row] = await db
    .select({
      siteId: stays.siteId,
      kind: stays.kind,
      status: stays.status,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      guestEmail: stays.guestEmail,
      guestCountry: stays.guestCountry,
      holdFor: stays.holdFor,
      decidedAt: stays.decidedAt,
      cancelledAt: stays.cancelledAt,
      createdAt: stays.createdAt,
      timeZone: siteBookingSettings.timeZone,
      checkInFrom: rentalUnits.checkInFrom,
      checkOutUntil: rentalUnits.checkOutUntil,
    })
    .from(stays)
    .innerJoin(rentalUnits, eq(rentalUnits.id, stays.unitId))
    .leftJoin(siteBookingSettings, eq(siteBookingSettings.siteId, stays.siteId))
    .where(eq(stays.id, stayId));
  if (!row) return null;
  const timeZone = row.timeZone ?? "Europe/Amsterdam";
  // A cancelled booking keeps the moment it was confirmed, so its planned messages are skipped, not left waiting.
  const wasBooked = row.status === "confirmed" || (row.status === "cancelled" && row.decidedAt !== null);
  const confirmedAt = wasBooked ? (row.decidedAt ?? row.createdAt) : null;
  const [money] = await db
    .select({
      paid: sql<Date | null>`max(${payments.settledAt}) filter (where ${payments.state} in ('paid','partly_refunded'))`,
      failed: sql<Date | null>`max(coalesce(${payments.settledAt}, ${payments.updatedAt})) filter (where ${payments.state} = 'failed')`,
      balanceDue: sql<string | null>`min(${payments.dueOn}) filter (where ${payments.instalment} = 2)`,
    })
    .from(payments)
    .where(and(eq(payments.stayId, stayId), eq(payments.purpose, "instalment")));
  const at = (value: Date | string | null | undefined) => (value ? new Date(value) : undefined);
  const events: StayToPlan["events"] = {
    booking_confirmed: confirmedAt ?? undefined,
    request_received: row.holdFor === "decision" ? row.createdAt : undefined,
    request_accepted: row.holdFor === "decision" && row.status === "confirmed" ? at(row.decidedAt) : undefined,
    request_declined: row.status === "declined" ? at(row.decidedAt) : undefined,
    cancelled: row.status === "cancelled" ? at(row.cancelledAt) : undefined,
    payment_received: at(money?.paid),
    payment_failed: at(money?.failed),
    balance_due: money?.balanceDue ? startOfDayIn(timeZone, money.balanceDue as StayDate) : undefined,
  };
  return {
    siteId: row.siteId,
    timeZone,
    arrival: row.checkIn as StayDate,
    departure: row.checkOut as StayDate,
    checkInFrom: minutes(row.checkInFrom),
    checkOutUntil: minutes(row.checkOutUntil),
    kind: row.kind,
    status: row.status,
    hasGuestEmail: Boolean(row.guestEmail),
    confirmedAt,
    events: Object.fromEntries(Object.entries(events).filter(([, when]) => when)) as StayToPlan["events"],
    guestTimeZone: countryTimeZone(row.guestCountry, row.createdAt),
  };
}

async function readRules(db: Database, siteId: string): Promise<RuleToPlan[]> {
  const rows = await db.select().from(messageRules).where(eq(messageRules.siteId, siteId));
  return rows.flatMap((rule) =>
    isTrigger(rule.trigger)
      ? [
          {
            id: rule.id,
            templateId: rule.templateId,
            trigger: rule.trigger,
            days: rule.days,
            hours: rule.hours,
            atMinute: rule.atMinute,
            quietFrom: rule.quietFrom,
            quietUntil: rule.quietUntil,
            late: rule.late,
            enabled: rule.enabled,
          },
        ]
      : [],
  );
}

/** The reason of a message the owner skipped ("skip" on the stay's page, or no email for a phone booking). */
export const OWNER_SKIPPED = "owner";

/**
 * The owner's "no email to the guest" for a booking they entered: its confirmation messages
 * are skipped as the owner's choice, in the caller's transaction, and stay so.
 */
export async function skipConfirmation(db: Database, stayId: string): Promise<void> {
  const confirmationRules = db
    .select({ id: messageRules.id })
    .from(messageRules)
    .where(eq(messageRules.trigger, "booking_confirmed"));
  await db
    .update(scheduledMessages)
    .set({ state: "skipped", reason: OWNER_SKIPPED, decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(scheduledMessages.stayId, stayId),
        eq(scheduledMessages.state, "planned"),
        inArray(scheduledMessages.ruleId, confirmationRules),
      ),
    );
}

/**
 * Writes what every rule of the stay's site has to say to it (docs/decisions/0024), in the
 * caller's transaction: new rows are planned, rows not yet decided move with the stay, and a
 * message already sent (or failed) is never touched. Returns the plans it wrote.
 */
export async function planStayMessages(db: Database, stayId: string): Promise<PlannedMessage[]> {
  const stay = await readStay(db, stayId);
  if (!stay) return [];
  const plans = planStay(await readRules(db, stay.siteId), stay);
  if (plans.length === 0) return plans;
  // One statement for all of the site's rules (a site has a handful).
  await db
    .insert(scheduledMessages)
    .values(plans.map((plan) => ({ siteId: stay.siteId, stayId, ...plan })))
    .onConflictDoUpdate({
      target: [scheduledMessages.ruleId, scheduledMessages.stayId],
      set: {
        templateId: sql`excluded.template_id`,
        dueAt: sql`excluded.due_at`,
        // A held message stays held (the owner was told once) until the sweeper sees it can go.
        state: sql`case when ${scheduledMessages.state} = 'held' and excluded.state = 'planned' then 'held' else excluded.state end`,
        reason: sql`case when ${scheduledMessages.state} = 'held' and excluded.state = 'planned' then ${scheduledMessages.reason} else excluded.reason end`,
        updatedAt: sql`now()`,
      },
      // A message the owner skipped stays skipped, whatever changes later.
      setWhere: sql`${scheduledMessages.state} in ('planned', 'skipped', 'held') and ${scheduledMessages.reason} is distinct from ${OWNER_SKIPPED}`,
    });
  return plans;
}
