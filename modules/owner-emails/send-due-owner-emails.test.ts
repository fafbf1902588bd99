import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import {
  auditLog,
  domainClaims,
  emailOutbox,
  pageViews,
  siteBookingSettings,
  user,
  userSites,
} from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { deleteAccount } from "../accounts/delete-account.ts";
import { ledgerRow } from "../payments/owner-money.testing.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { bookStay, siteWithUnits } from "../vouchers/vouchers.testing.ts";
import { LockedEmailError, setEmailSwitch } from "./email-switches.ts";
import { monthlyFigures } from "./monthly-figures.ts";
import { sendDueOwnerEmails } from "./send-due-owner-emails.ts";

/** 09:00 in Amsterdam on 3 November 2026: October's summaries are due. */
const NOW = new Date("2026-11-03T08:00:00Z");
const ORIGIN = "https://vayvista.example";
const HOURS = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOURS);

describe.each(testBackends())("the platform's scheduled emails to owners on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let n = 0;

  const run = () => sendDueOwnerEmails(db, { origin: ORIGIN, now: NOW });
  async function owner(signedUp: Date, lang: "nl" | "en" | "pl" = "nl") {
    n += 1;
    const row = await seedOwner(db, { name: `Eigenaar ${n}`, email: `owner-${n}@example.nl`, lang });
    await db.update(user).set({ createdAt: signedUp }).where(eq(user.id, row.id));
    return row;
  }
  async function withSite(signedUp: Date, published: Date | null = NOW) {
    const made = await siteWithUnits(db, ["huis"]);
    await db.update(user).set({ createdAt: signedUp }).where(eq(user.id, made.ownerId));
    await db.update(userSites).set({ publishedAt: published }).where(eq(userSites.id, made.siteId));
    await db
      .insert(siteBookingSettings)
      .values({ siteId: made.siteId, calendarToken: `t-${made.siteId}`, timeZone: "Europe/Amsterdam" });
    const [row] = await db.select().from(user).where(eq(user.id, made.ownerId));
    if (!row) throw new Error("no owner");
    return { ...made, email: row.email };
  }
  async function templatesTo(address: string) {
    const rows = await db
      .select({ key: emailOutbox.templateKey })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address));
    return rows.map((r) => r.key).sort();
  }

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("sends each due email once per owner and period, however often the job runs", async () => {
    const settled = await withSite(ago(60));
    const dayOne = await owner(ago(30));
    const dayThree = await owner(ago(80), "en");
    const longAgo = await owner(ago(24 * 40));
    const claimed = await withSite(ago(24 * 10));
    await db.insert(domainClaims).values({
      siteId: claimed.siteId,
      domain: "zonnig-huis.nl",
      token: "t0k3n",
      createdAt: ago(50),
    });

    const first = await run();
    expect(first["owner-getting-started"]).toBeGreaterThanOrEqual(1);
    expect(await templatesTo(settled.email)).toEqual(["owner-getting-started"]);
    expect(await templatesTo(dayOne.email)).toEqual(["owner-onboarding-day-1"]);
    expect(await templatesTo(dayThree.email)).toEqual(["owner-onboarding-day-3"]);
    expect(await templatesTo(longAgo.email)).toEqual([]);
    expect(await templatesTo(claimed.email)).toEqual(["owner-domain-not-verified"]);
    const [domainMail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, claimed.email));
    expect(domainMail?.text).toContain("_vayvista.zonnig-huis.nl");
    expect(domainMail?.text).toContain(`${ORIGIN}/dashboard/domeinen`);
    const [english] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, dayThree.email));
    expect(english?.subject).toBe("Can we help you set up your website?");

    // Run again, and twice at once: nothing more is queued.
    const before = await db.$count(emailOutbox);
    const again = await Promise.all([run(), run()]);
    for (const counts of again) expect(Object.values(counts).every((c) => c === 0)).toBe(true);
    expect(await db.$count(emailOutbox)).toBe(before);
    // The day-3 reminder does not follow the day-1 one the next day by mistake: it waits for day 3.
    expect(await templatesTo(dayOne.email)).toEqual(["owner-onboarding-day-1"]);
  });

  it("sends no onboarding reminder to an owner who finished the wizard", async () => {
    const finished = await withSite(ago(30));
    const finishedLate = await withSite(ago(80));
    await run();
    expect(await templatesTo(finished.email)).toEqual([]);
    expect(await templatesTo(finishedLate.email)).toEqual(["owner-getting-started"]);
  });

  it("sends nothing switched off, audit-logs the switch, and sends once it is on again", async () => {
    const admin = await seedOwner(db, { role: "admin", email: "admin@vayvista.example" });
    const waiting = await owner(ago(30));
    expect(await setEmailSwitch(db, { email: "owner-onboarding-day-1", enabled: false, actorId: admin.id })).toEqual({
      changed: true,
    });
    expect((await run())["owner-onboarding-day-1"]).toBe(0);
    expect(await templatesTo(waiting.email)).toEqual([]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, "owner-onboarding-day-1"));
    expect(audit).toMatchObject([{ action: "scheduled_email.switch", details: { before: true, after: false } }]);

    await setEmailSwitch(db, { email: "owner-onboarding-day-1", enabled: true, actorId: admin.id });
    expect((await run())["owner-onboarding-day-1"]).toBe(1);
    expect(await templatesTo(waiting.email)).toEqual(["owner-onboarding-day-1"]);
  });

  it("keeps transactional emails locked on", async () => {
    const admin = await seedOwner(db, { role: "admin", email: "admin2@vayvista.example" });
    for (const email of ["subscription-payment-failed", "subscription-renewed", "welcome"]) {
      await expect(setEmailSwitch(db, { email, enabled: false, actorId: admin.id })).rejects.toThrow(LockedEmailError);
    }
  });

  it("sends nothing to a deleted account", async () => {
    const gone = await owner(ago(30));
    await deleteAccount(db, gone.id);
    await run();
    expect(await templatesTo(gone.email)).toEqual([]);
  });

  it("summarises last month per live site from its own bookings, payments and visits only", async () => {
    const live = await withSite(ago(24 * 200), new Date("2026-09-01T10:00:00Z"));
    const other = await withSite(ago(24 * 200), new Date("2026-09-01T10:00:00Z"));
    const newcomer = await withSite(ago(24 * 200), new Date("2026-11-01T10:00:00Z"));
    const unit = (s: { siteId: string; units: string[] }) => ({ siteId: s.siteId, unitId: s.units[0] ?? "" });

    const anna = await bookStay(db, unit(live), { checkIn: "2026-10-03", checkOut: "2026-10-10", totalCents: 84_000 });
    const bram = await bookStay(db, unit(live), { checkIn: "2026-10-20", checkOut: "2026-10-24", totalCents: 42_050 });
    await bookStay(db, unit(live), { checkIn: "2026-10-12", checkOut: "2026-10-15", status: "cancelled" });
    await bookStay(db, unit(live), { checkIn: "2026-11-05", checkOut: "2026-11-09", totalCents: 50_000 });
    await ledgerRow(db, live, anna, { amountCents: 84_000, settledAt: new Date("2026-10-01T09:00:00Z") });
    const paid = await ledgerRow(db, live, bram, {
      amountCents: 20_000,
      refundedCents: 2_500,
      state: "partly_refunded",
      settledAt: new Date("2026-09-30T22:30:00Z"), // 00:30 on 1 October in Amsterdam
    });
    await ledgerRow(db, live, bram, {
      kind: "refund",
      purpose: "refund",
      refundOf: paid.id,
      state: "refunded",
      amountCents: 2_500,
      settledAt: new Date("2026-10-25T10:00:00Z"),
    });
    await ledgerRow(db, live, bram, {
      purpose: "deposit",
      instalment: null,
      amountCents: 30_000,
      settledAt: new Date("2026-10-19T10:00:00Z"),
    });
    // The other owner's October, which must not leak into this one's figures.
    const theirs = await bookStay(db, unit(other), {
      checkIn: "2026-10-05",
      checkOut: "2026-10-08",
      totalCents: 99_900,
    });
    await ledgerRow(db, other, theirs, { amountCents: 99_900, settledAt: new Date("2026-10-02T10:00:00Z") });
    const view = (siteId: string, day: string, visitor: string) => ({
      siteId,
      day,
      viewedAt: new Date(`${day}T12:00:00Z`),
      path: "/",
      device: "desktop" as const,
      visitor: Buffer.from(visitor),
    });
    await db
      .insert(pageViews)
      .values([
        view(live.siteId, "2026-10-05", "x"),
        view(live.siteId, "2026-10-05", "x"),
        view(live.siteId, "2026-10-05", "y"),
        view(live.siteId, "2026-10-31", "x"),
        view(live.siteId, "2026-11-01", "x"),
        view(other.siteId, "2026-10-05", "z"),
      ]);

    expect(await monthlyFigures(db, live.siteId, "2026-10")).toEqual({
      month: "2026-10-01",
      bookings: 2,
      bookedCents: 126_050,
      receivedCents: 84_000 + 20_000 - 2_500,
      visitors: 3,
      pageViews: 4,
      currency: "EUR",
    });

    await run();
    const [summary] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, live.email));
    expect(summary?.templateKey).toBe("owner-monthly-summary");
    expect(summary?.siteId).toBe(live.siteId);
    expect(summary?.subject).toContain("oktober 2026");
    expect(summary?.text).toMatch(/Waarde van die boekingen: €\s1\.260,50/);
    expect(summary?.text).toMatch(/Ontvangen van gasten: €\s1\.015,00/);
    expect(await templatesTo(other.email)).toEqual(["owner-monthly-summary"]);
    // Not live in October: nothing.
    expect(await templatesTo(newcomer.email)).toEqual([]);
    // A second run in the same month sends no second summary.
    const before = await db.$count(emailOutbox, inArray(emailOutbox.toAddress, [live.email, other.email]));
    await run();
    expect(await db.$count(emailOutbox, inArray(emailOutbox.toAddress, [live.email, other.email]))).toBe(before);
  });
});
