/**
 * How long a burst of provider webhooks takes to settle, and that none settles twice
 * (issue 16): 200 instant bookings on one site, each with its first payment paid on the test
 * provider; 1,000 signed notices about them (800 distinct events, a fifth copies of earlier
 * ones), in random order, received through the same inbox as real webhooks and settled by
 * the same job, on a fresh embedded database. Prints the time to take them in, the time to
 * settle them, and the counts that prove exactly-once: confirmed bookings, confirmation
 * emails, paid ledger rows.
 *
 *   node_modules/.bin/node bench/payment-webhooks.ts
 *
 * Figures depend on the machine and on what else it runs; compare runs on one machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { emailOutbox, payments, stays, testProviderPayments } from "../db/schema.ts";
import { ADDRESSING, bookableSite, guestBooking } from "../modules/booking/booking.testing.ts";
import { createBooking } from "../modules/booking/create-booking.ts";
import { addDays, todayIn } from "../modules/dates/stay-date.ts";
import { onlinePaymentFor } from "../modules/payments/online-payment.ts";
import { payNow } from "../modules/payments/pay-now.ts";
import { receiveWebhook, settlePendingNotices } from "../modules/payments/payment-inbox.ts";
import { connectTestProvider, TEST_SIGNING_KEY, testPaymentServices } from "../modules/payments/payments.testing.ts";
import { signedTestNotice, TEST_SIGNATURE_HEADER } from "../modules/payments/test-provider/test-webhooks.ts";

const BOOKINGS = 200;
const EVENTS_PER_PAYMENT = 4;
const DUPLICATES = 200;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "vayvista-bench-webhooks-"));
const database = await openDatabase({ dataDir });
try {
  const { db } = database;
  const units = Array.from({ length: 5 }, (_, i) => `huis-${i + 1}`);
  const site = await bookableSite(db, units);
  await connectTestProvider(db, site.siteId);
  const { services } = testPaymentServices(db);
  const onlinePayment = await onlinePaymentFor(db, site.siteId, ADDRESSING);
  const first = addDays(todayIn("Europe/Amsterdam", new Date()), 40);
  const paymentIds: string[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const checkIn = addDays(first, Math.floor(i / units.length) * 3);
    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking(
        { unit: units[i % units.length], checkIn, checkOut: addDays(checkIn, 2), lang: "en" },
        { email: `guest${i}@example.com` },
      ),
      { bookingEvents: services.bookingEvents, addressing: ADDRESSING, onlinePayment },
    );
    if (!booked.ok) throw new Error(`booking ${i}: ${booked.code}`);
    const started = await payNow(db, services, {
      siteId: site.siteId,
      stayId: booked.booking.id,
      returnUrl: "https://example.test/",
    });
    if (!started.ok) throw new Error(`payment ${i}: ${started.reason}`);
    paymentIds.push(started.checkoutUrl.split("/").at(-1) ?? "");
  }
  // The payers paid at the provider; its notices have not reached us yet.
  await db
    .update(testProviderPayments)
    .set({ state: "paid", method: "card" })
    .where(eq(testProviderPayments.siteId, site.siteId));

  const distinct = paymentIds.flatMap((id) =>
    Array.from({ length: EVENTS_PER_PAYMENT }, () => signedTestNotice(TEST_SIGNING_KEY, id, new Date())),
  );
  const copies = Array.from({ length: DUPLICATES }, (_, i) => distinct[(i * 7919) % distinct.length]).filter(
    (n) => n !== undefined,
  );
  const notices = [...distinct, ...copies].sort(() => Math.random() - 0.5);

  const receiving = performance.now();
  for (const notice of notices) {
    const answer = await receiveWebhook(db, services, "test", {
      rawBody: notice.rawBody,
      header: (name) => (name === TEST_SIGNATURE_HEADER ? notice.signature : null),
      receivedAt: new Date(),
    });
    if (answer.status !== 200) throw new Error(`notice refused: ${answer.body}`);
  }
  const received = performance.now() - receiving;
  const settling = performance.now();
  while ((await settlePendingNotices(db, services)) > 0) {}
  const settled = performance.now() - settling;

  const [confirmed] = await db
    .select({ n: count() })
    .from(stays)
    .where(and(eq(stays.siteId, site.siteId), eq(stays.status, "confirmed")));
  const [emails] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.templateKey, "booking-confirmed"));
  const [paid] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.siteId, site.siteId), eq(payments.state, "paid")));
  console.log(
    `${notices.length} notices (${distinct.length} events, ${copies.length} copies) about ${BOOKINGS} payments, in random order`,
  );
  console.log(
    `taken into the inbox in ${received.toFixed(0)} ms (${((received / notices.length) * 1000).toFixed(0)} µs each)`,
  );
  console.log(`settled in ${settled.toFixed(0)} ms (${((settled / notices.length) * 1000).toFixed(0)} µs per notice)`);
  console.log(
    `confirmed bookings: ${confirmed?.n} of ${BOOKINGS}; confirmation emails: ${emails?.n}; paid ledger rows: ${paid?.n}`,
  );
  const once = confirmed?.n === BOOKINGS && emails?.n === BOOKINGS && paid?.n === BOOKINGS;
  console.log(once ? "none settled twice" : "SETTLED MORE OR LESS THAN ONCE");
  if (!once) process.exitCode = 1;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
