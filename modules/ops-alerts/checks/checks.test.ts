import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { calendarFeeds, emailOutbox, paymentReconciliations } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { siteWithUnits } from "../../vouchers/vouchers.testing.ts";
import { opsAlertChecks } from "../alert-checks.ts";
import { feedsBehindFindings } from "./feeds-behind.ts";
import { outboxStuckFindings } from "./outbox-stuck.ts";
import { reconciliationFindings } from "./reconciliation-differs.ts";

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe.each(testBackends())("alert checks on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("outbox: stuck once the oldest unsent email has waited 15 minutes, not before, and not for sent ones", async () => {
    const now = new Date();
    const email = (createdAt: Date, status: "queued" | "sent") => ({
      toAddress: "gast@example.nl",
      lang: "nl" as const,
      templateKey: "welcome",
      subject: "Welkom",
      html: "<p>Welkom</p>",
      text: "Welkom",
      status,
      createdAt,
    });
    await handle.db
      .insert(emailOutbox)
      .values([email(minutesBefore(now, 60), "sent"), email(minutesBefore(now, 14), "queued")]);
    expect(await outboxStuckFindings()(handle.db, now)).toEqual([]);
    const later = new Date(now.getTime() + 2 * 60_000);
    expect(await outboxStuckFindings()(handle.db, later)).toEqual([
      {
        incident: "outbox-stuck",
        summary: expect.stringMatching(/^1 emails waiting; the oldest was queued 16 minutes ago/),
      },
    ]);
    await handle.db.update(emailOutbox).set({ status: "sent" });
    expect(await outboxStuckFindings()(handle.db, later)).toEqual([]);
  });

  it("payments: an incident while the latest reconciliation found differences, cleared by a clean run", async () => {
    const check = reconciliationFindings();
    expect(await check(handle.db, new Date())).toEqual([]);
    const night = (startedAt: Date, differenceCount: number) => ({
      startedAt,
      finishedAt: startedAt,
      since: minutesBefore(startedAt, 30 * 1440),
      accountsChecked: 12,
      accountsFailed: 0,
      settledCount: 0,
      differenceCount,
    });
    await handle.db.insert(paymentReconciliations).values(night(new Date("2026-11-27T03:00:00Z"), 2));
    expect(await check(handle.db, new Date())).toEqual([
      {
        incident: "payments-reconciliation",
        summary:
          "the reconciliation of 2026-11-27T03:00:00.000Z found 2 differences between the providers and the ledger (0 of 12 accounts could not be read)",
      },
    ]);
    await handle.db.insert(paymentReconciliations).values(night(new Date("2026-11-28T03:00:00Z"), 0));
    expect(await check(handle.db, new Date())).toEqual([]);
  });

  it("feeds: behind when a feed has not been polled for three import intervals", async () => {
    const { siteId, units } = await siteWithUnits(handle.db, ["strandhuis"], { subdomain: "strandhuis" });
    const now = new Date();
    const [feed] = await handle.db
      .insert(calendarFeeds)
      .values({
        siteId,
        unitId: units[0] ?? "",
        channel: "airbnb",
        name: "Airbnb",
        url: "https://www.airbnb.test/calendar/ical/123.ics",
        lastAttemptAt: minutesBefore(now, 40),
      })
      .returning();
    if (!feed) throw new Error("feed not stored");
    // The default interval is 15 minutes: 40 minutes is within three of them.
    expect(await feedsBehindFindings()(handle.db, now)).toEqual([]);
    await handle.db
      .update(calendarFeeds)
      .set({ lastAttemptAt: minutesBefore(now, 50) })
      .where(eq(calendarFeeds.id, feed.id));
    expect(await feedsBehindFindings()(handle.db, now)).toEqual([
      {
        incident: "feeds-behind",
        summary: "1 calendar feeds not polled for more than 3 import intervals (45 minutes)",
      },
    ]);
  });

  it("evaluates every alert the runbook describes, the backup check among them", () => {
    expect(opsAlertChecks().map((c) => c.name)).toEqual([
      "queue-failures",
      "outbox-stuck",
      "payments-reconciliation",
      "feeds-behind",
      "backup",
    ]);
  });
});
