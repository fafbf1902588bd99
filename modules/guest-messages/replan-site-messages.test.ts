import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { messageRules, scheduledMessages } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, bookableSite, guestBooking } from "../booking/booking.testing.ts";
import { createBooking } from "../booking/create-booking.ts";
import { ensureDefaultMessages } from "../message-rules/ensure-default-messages.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { deleteRule, listRules, saveRule, setRuleEnabled } from "./message-rules-store.ts";
import { parseRuleInput, type RuleInput } from "./rule-input.ts";

const NOW = new Date("2027-07-01T10:00:00Z");
const bus = new BookingEventBus();

/** The arrival rule as the form posts it: `days` before arrival at `at`, in the guest's daytime. */
function arrivalRule(templateId: string, days: string, at: string): RuleInput {
  const parsed = parseRuleInput(
    {
      trigger: "before_arrival",
      days,
      hours: "",
      at,
      quiet: "on",
      quietFrom: "21:00",
      quietUntil: "09:00",
      paid: "any",
      late: "send",
      holdUntilPaid: "on",
      templateId,
    },
    { unitIds: [], channels: [], languages: [] },
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
}

describe.each(testBackends())("re-planning a site's messages after a rule changes, on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function siteWithStay() {
    const site = await bookableSite(db, ["duinhuis"]);
    await ensureDefaultMessages(db, site.siteId);
    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2027-08-10", checkOut: "2027-08-14" }),
      {
        bookingEvents: bus,
        now: NOW,
        addressing: ADDRESSING,
      },
    );
    if (!booked.ok) throw new Error(booked.code);
    await planStayMessages(db, booked.booking.id);
    const arrival = (await listRules(db, site.siteId)).find((rule) => rule.key === "arrival_info");
    if (!arrival) throw new Error("no arrival rule");
    return { siteId: site.siteId, stayId: booked.booking.id, arrival };
  }

  const rowOf = async (ruleId: string | null, stayId: string) => {
    const rows = await db.select().from(scheduledMessages).where(eq(scheduledMessages.stayId, stayId));
    return rows.find((row) => row.ruleId === ruleId);
  };

  it("moves a waiting message when its rule is edited: 3 days before at 10:00 becomes 1 day before at 18:00", async () => {
    const { siteId, stayId, arrival } = await siteWithStay();
    expect(await rowOf(arrival.id, stayId)).toMatchObject({
      state: "planned",
      dueAt: new Date("2027-08-07T08:00:00Z"),
    });
    const saved = await saveRule(db, siteId, arrival.id, arrivalRule(arrival.templateId, "1", "18:00"));
    expect(saved).toEqual({ ok: true, id: arrival.id });
    expect(await rowOf(arrival.id, stayId)).toMatchObject({
      state: "planned",
      dueAt: new Date("2027-08-09T16:00:00Z"),
    });
  });

  it("skips what a switched-off rule had waiting, and plans it again when switched back on", async () => {
    const { siteId, stayId, arrival } = await siteWithStay();
    expect(await setRuleEnabled(db, siteId, arrival.id, false)).toBe(true);
    expect(await rowOf(arrival.id, stayId)).toMatchObject({ state: "skipped", reason: "rule_off" });
    expect(await setRuleEnabled(db, siteId, arrival.id, true)).toBe(true);
    expect(await rowOf(arrival.id, stayId)).toMatchObject({ state: "planned", reason: null });
  });

  it("deleting a rule skips what it had waiting and keeps what it sent, without its rule", async () => {
    const { siteId, stayId, arrival } = await siteWithStay();
    const confirmation = (await listRules(db, siteId)).find((rule) => rule.key === "confirmation");
    if (!confirmation) throw new Error("no confirmation rule");
    await db.update(scheduledMessages).set({ state: "sent" }).where(eq(scheduledMessages.ruleId, confirmation.id));
    expect(await deleteRule(db, siteId, confirmation.id)).toBe(true);
    expect(await deleteRule(db, siteId, arrival.id)).toBe(true);
    const rows = await db.select().from(scheduledMessages).where(eq(scheduledMessages.stayId, stayId));
    const ruleless = rows.filter((row) => row.ruleId === null);
    expect(ruleless.map((row) => [row.ruleId, row.state, row.reason]).sort()).toEqual([
      [null, "sent", null],
      [null, "skipped", "rule_off"],
    ]);
  });

  it("never touches another owner's rules or messages", async () => {
    const mine = await siteWithStay();
    const theirs = await siteWithStay();
    expect(await setRuleEnabled(db, mine.siteId, theirs.arrival.id, false)).toBe(false);
    expect(await deleteRule(db, mine.siteId, theirs.arrival.id)).toBe(false);
    expect(
      await saveRule(db, mine.siteId, theirs.arrival.id, arrivalRule(mine.arrival.templateId, "2", "10:00")),
    ).toEqual({ ok: false, reason: "not-found" });
    // Their template cannot be named by my rule either.
    expect(await saveRule(db, mine.siteId, null, arrivalRule(theirs.arrival.templateId, "2", "10:00"))).toMatchObject({
      ok: false,
      errors: { templateId: { key: "template" } },
    });
    const [rule] = await db.select().from(messageRules).where(eq(messageRules.id, theirs.arrival.id));
    expect(rule).toMatchObject({ enabled: true, days: -3 });
    expect(await rowOf(theirs.arrival.id, theirs.stayId)).toMatchObject({ state: "planned" });
  });
});
