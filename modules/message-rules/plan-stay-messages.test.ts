import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { messageRules, messageTemplates, scheduledMessages, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, bookableSite, guestBooking } from "../booking/booking.testing.ts";
import { cancelBooking } from "../booking/cancel-booking.ts";
import { createBooking } from "../booking/create-booking.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { planStayMessages } from "./plan-stay-messages.ts";

const NOW = new Date("2026-07-01T10:00:00Z");
const bus = new BookingEventBus();

describe.each(testBackends())("planning a stay's messages on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function siteWithArrivalRule() {
    const site = await bookableSite(db, ["duinhuis"]);
    const [template] = await db
      .insert(messageTemplates)
      .values({ siteId: site.siteId, key: "arrival_info", name: "Aankomstinformatie" })
      .returning();
    if (!template) throw new Error("no template");
    const [rule] = await db
      .insert(messageRules)
      .values({
        siteId: site.siteId,
        templateId: template.id,
        key: "arrival_info",
        trigger: "before_arrival",
        days: -3,
        atMinute: 600,
      })
      .returning();
    if (!rule) throw new Error("no rule");
    return { ...site, templateId: template.id, ruleId: rule.id };
  }

  async function book(siteId: string, checkIn: string, checkOut: string) {
    const booked = await createBooking(db, siteId, guestBooking({ checkIn, checkOut }), {
      bookingEvents: bus,
      now: NOW,
      addressing: ADDRESSING,
    });
    if (!booked.ok) throw new Error(booked.code);
    return booked.booking.id;
  }

  const rowsOf = (stayId: string) =>
    db
      .select({ due: scheduledMessages.dueAt, state: scheduledMessages.state, reason: scheduledMessages.reason })
      .from(scheduledMessages)
      .where(eq(scheduledMessages.stayId, stayId));

  it("plans '3 days before arrival at 10:00' on the property's clock, and moves it with the stay's dates", async () => {
    const site = await siteWithArrivalRule();
    const stayId = await book(site.siteId, "2026-08-10", "2026-08-14");
    await planStayMessages(db, stayId);
    expect(await rowsOf(stayId)).toEqual([{ due: new Date("2026-08-07T08:00:00Z"), state: "planned", reason: null }]);
    // Planning again changes nothing; new dates move the message, still one row.
    await planStayMessages(db, stayId);
    await db.update(stays).set({ checkIn: "2026-08-20", checkOut: "2026-08-24" }).where(eq(stays.id, stayId));
    await planStayMessages(db, stayId);
    expect(await rowsOf(stayId)).toEqual([{ due: new Date("2026-08-17T08:00:00Z"), state: "planned", reason: null }]);
  });

  it("skips the message of a cancelled stay, and never touches one already sent", async () => {
    const site = await siteWithArrivalRule();
    const cancelled = await book(site.siteId, "2026-09-01", "2026-09-04");
    await planStayMessages(db, cancelled);
    const done = await cancelBooking(
      db,
      site.siteId,
      cancelled,
      {},
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    expect(done).toMatchObject({ ok: true });
    await planStayMessages(db, cancelled);
    expect(await rowsOf(cancelled)).toEqual([expect.objectContaining({ state: "skipped", reason: "stay_cancelled" })]);

    const sent = await book(site.siteId, "2026-09-10", "2026-09-12");
    await planStayMessages(db, sent);
    await db.update(scheduledMessages).set({ state: "sent" }).where(eq(scheduledMessages.stayId, sent));
    await db.update(stays).set({ checkIn: "2026-09-20", checkOut: "2026-09-22" }).where(eq(stays.id, sent));
    await planStayMessages(db, sent);
    expect(await rowsOf(sent)).toEqual([{ due: new Date("2026-09-07T08:00:00Z"), state: "sent", reason: null }]);
  });

  it("plans only the stay's own site's rules", async () => {
    const mine = await siteWithArrivalRule();
    const other = await siteWithArrivalRule();
    const stayId = await book(mine.siteId, "2026-10-05", "2026-10-08");
    await planStayMessages(db, stayId);
    const rows = await db.select().from(scheduledMessages).where(eq(scheduledMessages.stayId, stayId));
    expect(rows.map((r) => [r.siteId, r.ruleId])).toEqual([[mine.siteId, mine.ruleId]]);
    expect(rows.some((r) => r.ruleId === other.ruleId)).toBe(false);
  });
});
