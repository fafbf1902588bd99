/**
 * How the guest messages of many stays are planned and sent (issue 19): 10,000 confirmed
 * stays on 50 sites with the default messages, each planned as a stay change plans it; then
 * the worst burst, every stay's confirmation due at one moment, swept as the job does (batches
 * of 200 until nothing is due). Prints the time to plan per stay, the time per message sent,
 * and how far the last message went out behind its moment (the sweep's own time; the job's
 * once-a-minute schedule adds up to a minute). On a fresh embedded database, or on Postgres
 * with DATABASE_URL.
 *
 *   node_modules/.bin/node bench/guest-messages.ts            # STAYS=2000 for a quicker run
 *
 * Figures depend on the machine and on what else it runs; compare runs on one machine.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { emailOutbox, scheduledMessages, stays } from "../db/schema.ts";
import { ADDRESSING, bookableSite } from "../modules/booking/booking.testing.ts";
import { newBookingReference } from "../modules/booking/booking-reference.ts";
import { addDays, type StayDate } from "../modules/dates/stay-date.ts";
import { sendDueMessages } from "../modules/guest-messages/send-due-messages.ts";
import { ensureDefaultMessages } from "../modules/message-rules/ensure-default-messages.ts";
import { planStayMessages } from "../modules/message-rules/plan-stay-messages.ts";

const STAYS = Number(process.env.STAYS ?? 10_000);
const SITES = 50;
const BOOKED_AT = new Date("2027-01-04T09:00:00Z");
const FIRST_ARRIVAL = "2027-02-01" as StayDate;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "vayvista-bench-messages-"));
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
try {
  const { db } = database;
  const perSite = Math.ceil(STAYS / SITES);
  const ids: string[] = [];
  for (let s = 0; s < SITES && ids.length < STAYS; s++) {
    const site = await bookableSite(db, [`huis-${s}`]);
    await ensureDefaultMessages(db, site.siteId, "en");
    const unitId = site.units[0] as string;
    const rows = Array.from({ length: Math.min(perSite, STAYS - ids.length) }, (_, i) => {
      const checkIn = addDays(FIRST_ARRIVAL, i * 2);
      return {
        siteId: site.siteId,
        unitId,
        kind: "booking" as const,
        status: "confirmed" as const,
        source: "direct",
        checkIn,
        checkOut: addDays(checkIn, 2),
        reference: newBookingReference(),
        guestToken: randomBytes(24).toString("base64url"),
        guestName: `Guest ${s}-${i}`,
        guestEmail: `guest-${s}-${i}@example.com`,
        guestCountry: "DE",
        lang: ["nl", "en", "de", "pl"][i % 4] as string,
        adults: 2,
        totalCents: 36_000,
        decidedAt: BOOKED_AT,
        createdAt: BOOKED_AT,
      };
    });
    const inserted = await db.insert(stays).values(rows).returning({ id: stays.id });
    ids.push(...inserted.map((row) => row.id));
  }

  const planStart = performance.now();
  for (const id of ids) await db.transaction((tx) => planStayMessages(tx, id));
  const planMs = performance.now() - planStart;
  const [planned] = await db
    .select({ n: count() })
    .from(scheduledMessages)
    .where(eq(scheduledMessages.state, "planned"));

  // Every confirmation is due at BOOKED_AT; the sweep starts then and runs until none is left.
  const sweepStart = performance.now();
  let sent = 0;
  for (;;) {
    const concurrency = process.env.DATABASE_URL ? 4 : 1;
    const batch = await sendDueMessages(db, { addressing: ADDRESSING, now: BOOKED_AT, limit: 200, concurrency });
    sent += batch.sent;
    if (batch.sent + batch.held + batch.skipped < 200) break;
  }
  const sweepMs = performance.now() - sweepStart;
  const [queued] = await db.select({ n: count() }).from(emailOutbox);

  console.log(`database:                    ${process.env.DATABASE_URL ? "Postgres" : "embedded (PGlite)"}`);
  console.log(`stays:                       ${ids.length} on ${SITES} sites`);
  console.log(`messages planned:            ${planned?.n ?? 0}`);
  console.log(`planning per stay:           ${(planMs / ids.length).toFixed(2)} ms (${(planMs / 1000).toFixed(1)} s)`);
  console.log(`confirmations sent:          ${sent} (outbox rows: ${queued?.n ?? 0})`);
  console.log(`sending per message:         ${(sweepMs / Math.max(1, sent)).toFixed(2)} ms`);
  console.log(
    `latest behind its moment:    ${(sweepMs / 1000).toFixed(1)} s of sweeping (+ up to 60 s until the job's next minute)`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
