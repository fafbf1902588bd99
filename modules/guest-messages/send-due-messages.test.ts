import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import {
  emailOutbox,
  messageRules,
  messageTemplates,
  rentalUnits,
  scheduledMessages,
  siteContent,
} from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking, ownerAddress } from "../booking/booking.testing.ts";
import { cancelBooking } from "../booking/cancel-booking.ts";
import { createBooking } from "../booking/create-booking.ts";
import { createManualBooking } from "../booking/create-manual-booking.ts";
import { ensureDefaultMessages } from "../message-rules/ensure-default-messages.ts";
import { planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { saveOwnerNotifications } from "../notifications/owner-notifications.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { HELD_RECHECK_MS, sendDueMessages, sendMessageNow, skipMessage } from "./send-due-messages.ts";

const bus = new BookingEventBus();
const DOOR = "The key safe by the blue door opens with 4711.";

describe.each(testBackends())("sending guest messages when they are due on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());
  afterEach(() => vi.unstubAllEnvs());

  /** A site in Amsterdam's time with the default messages, its address and a door code in English and German. */
  async function siteWithDefaults(door: string | null = DOOR) {
    const site = await bookableSite(db, ["duinhuis"]);
    const doc = {
      languages: { main: "nl", others: ["en", "de"] },
      contact: { street: "Duinweg 12", postalCode: "4506 AB", city: "Cadzand", email: "anna@example.nl" },
      about: { hostNames: "Anna & Pieter" },
    };
    await db.insert(siteContent).values({ siteId: site.siteId, draft: doc, published: doc });
    if (door) {
      await db
        .update(rentalUnits)
        .set({ checkInInstructions: { en: door, de: "Der Schlüsseltresor an der blauen Tür öffnet mit 4711." } })
        .where(eq(rentalUnits.siteId, site.siteId));
    }
    await ensureDefaultMessages(db, site.siteId);
    return site;
  }

  async function book(siteId: string, checkIn: string, checkOut: string, now: Date, email = "jonas@example.de") {
    const booked = await createBooking(db, siteId, guestBooking({ checkIn, checkOut }, { email }), {
      bookingEvents: bus,
      now,
      addressing: ADDRESSING,
    });
    if (!booked.ok) throw new Error(booked.code);
    return booked.booking.id;
  }

  const messagesOf = (stayId: string) =>
    db
      .select({
        key: messageTemplates.key,
        due: scheduledMessages.dueAt,
        state: scheduledMessages.state,
        reason: scheduledMessages.reason,
      })
      .from(scheduledMessages)
      .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
      .where(eq(scheduledMessages.stayId, stayId))
      .orderBy(scheduledMessages.dueAt);

  const sweep = (now: Date) => sendDueMessages(db, { addressing: ADDRESSING, now });

  it("sends the German guest the owner's German confirmation at once, instead of the platform's", async () => {
    const site = await siteWithDefaults();
    const now = new Date("2026-06-01T12:00:00Z");
    await book(site.siteId, "2026-07-10", "2026-07-14", now, "lena@example.de");
    expect(await sweep(now)).toMatchObject({ sent: 1 });
    const mail = await emailsTo(db, "lena@example.de");
    expect(mail.map((m) => [m.templateKey, m.lang])).toEqual([["guest-message", "de"]]);
    expect(mail[0]?.subject).toMatch(/^Ihr Aufenthalt in .+ ist bestätigt \(VV-/);
    // The receipt's facts are in the owner's words: the price, how to pay and the policy.
    expect(mail[0]?.text).toContain("Hallo Jonas,");
    expect(mail[0]?.text).toMatch(/Gesamt|Total/);
    expect(mail[0]?.text).toContain("NL91 ABNA 0417 1643 00");
    expect(mail[0]?.text).toContain("Anna & Pieter");
    // Sweeping again sends nothing more.
    expect(await sweep(new Date(now.getTime() + 60_000))).toMatchObject({ sent: 0 });
  });

  it("sends '3 days before arrival at 10:00' at 10:00 Amsterdam time on both sides of the clock change, whatever the server's zone", async () => {
    for (const zone of ["UTC", "Pacific/Kiritimati", "Pacific/Honolulu"]) {
      vi.stubEnv("TZ", zone);
      const tag = zone.toLowerCase().replace(/\W/g, "-");
      const site = await siteWithDefaults();
      const booked = new Date("2026-10-01T12:00:00Z");
      // Summer time on 24 October (10:00 CEST = 08:00Z), winter time from 25 October (10:00 CET = 09:00Z).
      const summer = await book(site.siteId, "2026-10-27", "2026-10-30", booked, `summer-${tag}@example.de`);
      const winter = await book(site.siteId, "2026-10-30", "2026-11-02", booked, `winter-${tag}@example.de`);
      await sweep(booked);
      const arrival = (rows: Awaited<ReturnType<typeof messagesOf>>) => rows.find((r) => r.key === "arrival_info");
      expect(arrival(await messagesOf(summer))?.due).toEqual(new Date("2026-10-24T08:00:00Z"));
      await sweep(new Date("2026-10-24T07:59:00Z"));
      expect(arrival(await messagesOf(summer))?.state).toBe("planned");
      await sweep(new Date("2026-10-24T08:00:00Z"));
      expect(arrival(await messagesOf(summer))?.state).toBe("sent");
      const sent = await emailsTo(db, `summer-${tag}@example.de`);
      expect(sent.at(-1)?.text).toContain("Der Schlüsseltresor an der blauen Tür öffnet mit 4711.");
      expect(sent.at(-1)?.text).toContain("Duinweg 12, 4506 AB Cadzand");
      expect(arrival(await messagesOf(winter))?.due).toEqual(new Date("2026-10-27T09:00:00Z"));
      await sweep(new Date("2026-10-27T08:59:00Z"));
      expect(arrival(await messagesOf(winter))?.state).toBe("planned");
      await sweep(new Date("2026-10-27T09:00:00Z"));
      expect(arrival(await messagesOf(winter))?.state).toBe("sent");
    }
  });

  it("sends or skips a message whose moment passed before the booking, as each rule says", async () => {
    const site = await siteWithDefaults();
    const now = new Date("2026-08-09T15:00:00Z");
    const late = await book(site.siteId, "2026-08-10", "2026-08-13", now);
    // The arrival information (late: send) goes at once; a review request rule set to skip would not.
    const beforeStay = (rows: Awaited<ReturnType<typeof messagesOf>>) =>
      rows.filter((r) => r.key !== "review_request").sort((a, b) => (a.key ?? "").localeCompare(b.key ?? ""));
    expect(beforeStay(await messagesOf(late)).map((r) => [r.key, r.state, r.due <= now])).toEqual([
      ["arrival_info", "planned", true],
      ["confirmation", "planned", true],
    ]);
    await db.update(messageRules).set({ late: "skip" }).where(eq(messageRules.siteId, site.siteId));
    const skipped = await book(site.siteId, "2026-08-20", "2026-08-23", new Date("2026-08-19T15:00:00Z"));
    expect(beforeStay(await messagesOf(skipped)).map((r) => [r.key, r.state, r.reason])).toEqual([
      ["arrival_info", "skipped", "too_late"],
      ["confirmation", "planned", null],
    ]);
  });

  it("stops a cancelled stay's messages, and follows a rule edited after planning", async () => {
    const site = await siteWithDefaults();
    const now = new Date("2026-05-01T09:00:00Z");
    const cancelled = await book(site.siteId, "2026-06-10", "2026-06-14", now, "cancelled@example.de");
    const kept = await book(site.siteId, "2026-06-20", "2026-06-24", now, "kept@example.de");
    await sweep(now);
    const done = await cancelBooking(
      db,
      site.siteId,
      cancelled,
      {},
      { bookingEvents: bus, addressing: ADDRESSING, now },
    );
    expect(done.ok).toBe(true);
    expect((await messagesOf(cancelled)).find((r) => r.key === "arrival_info")).toMatchObject({
      state: "skipped",
      reason: "stay_cancelled",
    });
    // The owner moves the arrival information to 5 days before: re-planned, the pending message follows.
    await db
      .update(messageRules)
      .set({ days: -5 })
      .where(and(eq(messageRules.siteId, site.siteId), eq(messageRules.key, "arrival_info")));
    await planStayMessages(db, kept);
    expect((await messagesOf(kept)).find((r) => r.key === "arrival_info")).toMatchObject({
      state: "planned",
      due: new Date("2026-06-15T08:00:00Z"),
    });
    await sweep(new Date("2026-06-15T08:00:00Z"));
    expect((await emailsTo(db, "cancelled@example.de")).filter((m) => m.templateKey === "guest-message")).toHaveLength(
      1,
    );
    expect((await emailsTo(db, "kept@example.de")).filter((m) => m.templateKey === "guest-message")).toHaveLength(2);
  });

  it("sends a template once to a stay, however many rules name it", async () => {
    const site = await siteWithDefaults();
    const [arrival] = await db
      .select()
      .from(messageRules)
      .where(and(eq(messageRules.siteId, site.siteId), eq(messageRules.key, "arrival_info")));
    if (!arrival) throw new Error("no rule");
    await db.insert(messageRules).values({ ...arrival, id: undefined, key: null, days: -2 });
    const now = new Date("2026-05-01T09:00:00Z");
    const stay = await book(site.siteId, "2026-06-10", "2026-06-14", now, "twice@example.de");
    await sweep(new Date("2026-06-09T08:00:00Z"));
    // The confirmation and one arrival information; the second rule's is skipped, never sent.
    expect((await emailsTo(db, "twice@example.de")).filter((m) => m.templateKey === "guest-message")).toHaveLength(2);
    expect((await messagesOf(stay)).filter((r) => r.key === "arrival_info").map((r) => [r.state, r.reason])).toEqual([
      ["sent", null],
      ["skipped", "same_template"],
    ]);
  });

  it("holds arrival details without a door code, tells the owner once, and sends them once it is written", async () => {
    const site = await siteWithDefaults(null);
    const now = new Date("2026-05-01T09:00:00Z");
    const stay = await book(site.siteId, "2026-06-10", "2026-06-14", now, "nocode@example.de");
    const due = new Date("2026-06-07T08:00:00Z");
    await sweep(due);
    expect((await messagesOf(stay)).find((r) => r.key === "arrival_info")).toMatchObject({
      state: "held",
      reason: "missing:unit.check_in_instructions",
    });
    const owner = await ownerAddress(db, site.ownerId);
    await sweep(new Date(due.getTime() + HELD_RECHECK_MS + 1000));
    expect((await emailsTo(db, owner)).filter((m) => m.templateKey === "guest-message-held")).toHaveLength(1);
    await db
      .update(rentalUnits)
      .set({ checkInInstructions: { nl: "De sleutelkluis opent met 4711." } })
      .where(eq(rentalUnits.siteId, site.siteId));
    await sweep(new Date(due.getTime() + 3 * HELD_RECHECK_MS));
    const sent = await emailsTo(db, "nocode@example.de");
    expect(sent.at(-1)?.text).toContain("De sleutelkluis opent met 4711.");
  });

  it("tells no owner who chose not to hear of held messages, and still holds it", async () => {
    const site = await siteWithDefaults(null);
    await saveOwnerNotifications(db, site.siteId, new Set());
    const stay = await book(
      site.siteId,
      "2026-06-10",
      "2026-06-14",
      new Date("2026-05-01T09:00:00Z"),
      "quiet@example.de",
    );
    await sweep(new Date("2026-06-07T08:00:00Z"));
    expect((await messagesOf(stay)).find((r) => r.key === "arrival_info")?.state).toBe("held");
    const owner = await ownerAddress(db, site.ownerId);
    expect((await emailsTo(db, owner)).filter((m) => m.templateKey === "guest-message-held")).toEqual([]);
  });

  it("keeps a message the owner skipped skipped when the stay changes later", async () => {
    const site = await siteWithDefaults();
    const stay = await book(
      site.siteId,
      "2026-06-10",
      "2026-06-14",
      new Date("2026-05-01T09:00:00Z"),
      "skip@example.de",
    );
    const [arrival] = await db
      .select({ id: scheduledMessages.id })
      .from(scheduledMessages)
      .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
      .where(and(eq(scheduledMessages.stayId, stay), eq(messageTemplates.key, "arrival_info")));
    if (!arrival) throw new Error("no arrival message");
    expect(await skipMessage(db, site.siteId, arrival.id)).toBe(true);
    await planStayMessages(db, stay);
    await sweep(new Date("2026-06-07T08:00:00Z"));
    expect((await messagesOf(stay)).find((r) => r.key === "arrival_info")).toMatchObject({
      state: "skipped",
      reason: "owner",
    });
  });

  it("sends no confirmation for a booking the owner entered without telling the guest", async () => {
    const site = await siteWithDefaults();
    const now = new Date("2026-05-01T09:00:00Z");
    const entered = await createManualBooking(
      db,
      site.siteId,
      {
        unitId: site.units[0] as string,
        checkIn: "2026-07-01",
        checkOut: "2026-07-04",
        adults: 2,
        guest: { name: "Opa Jansen", email: "opa@example.nl", lang: "nl" },
        notifyGuest: false,
      },
      { bookingEvents: bus, addressing: ADDRESSING, now },
    );
    if (!entered.ok) throw new Error(entered.reason);
    await sweep(now);
    expect((await messagesOf(entered.stay.id)).find((r) => r.key === "confirmation")).toMatchObject({
      state: "skipped",
      reason: "owner",
    });
    expect(await emailsTo(db, "opa@example.nl")).toEqual([]);
  });

  it("lets the owner send a message now or skip it, and never another owner's", async () => {
    const site = await siteWithDefaults();
    const other = await siteWithDefaults();
    const now = new Date("2026-05-01T09:00:00Z");
    const stay = await book(site.siteId, "2026-06-10", "2026-06-14", now, "now@example.de");
    const [arrival] = (await db.select().from(scheduledMessages).where(eq(scheduledMessages.stayId, stay))).filter(
      (row) => row.state === "planned" && row.dueAt > now,
    );
    if (!arrival) throw new Error("no arrival message");
    expect(await sendMessageNow(db, other.siteId, arrival.id, ADDRESSING, now)).toBeNull();
    expect(await skipMessage(db, other.siteId, arrival.id, now)).toBe(false);
    expect(await sendMessageNow(db, site.siteId, arrival.id, ADDRESSING, now)).toBe("sent");
    expect(await skipMessage(db, site.siteId, arrival.id, now)).toBe(false);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "now@example.de"));
    expect(row?.siteId).toBe(site.siteId);
  });
});
