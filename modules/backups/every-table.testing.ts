import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  accountDeletions,
  accountExports,
  emailOutbox,
  emailTemplates,
  leads,
  messageTemplates,
  opsIncidents,
  ownerNotificationPreferences,
  pageViews,
  paymentPlatformSettings,
  paymentReconciliations,
  platformEmailSends,
  platformEmailSwitches,
  rentalUnits,
  scheduledMessages,
  siteContent,
  siteEnquiries,
  sitePhotos,
  sitePosts,
  siteReviews,
  siteSendingIdentity,
  smtpSettings,
  stays,
  twoFactor,
  userSites,
  verification,
  visitorSalts,
  voucherRedemptions,
  vouchers,
} from "../../db/schema.ts";
import { ownerWithData } from "../accounts/owner-data-fixture.ts";
import { testAuth } from "../accounts/test-support.ts";
import { paidTestBooking, testPaymentServices } from "../payments/payments.testing.ts";
import { DEMO_BOOKINGS } from "../seed/content/demo-bookings.ts";
import { seedDemoAccounts, seedOwner } from "../seed/demo-accounts.ts";
import { seedDemoBookings } from "../seed/demo-bookings.ts";
import { seedDemoSubscriptions } from "../seed/demo-subscriptions.ts";
import { seedDemoContent } from "../seed/seed.ts";
import { createStorage } from "../storage/create-storage.ts";
import { createDiskBackend } from "../storage/disk-backend.ts";
import { subscriptionSettled } from "../subscriptions/subscription-settled.ts";
import { appTables, type RunSql, tableRowCounts } from "./table-row-counts.ts";

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`test data: no ${what}`);
  return row;
}

/** The demo's beach house with its one unit: the calendar seed fills it (rates, stays, a voucher, a feed). */
async function demoCalendarSite(db: Database) {
  const owner = await seedOwner(db, { email: "kalender@example.nl" });
  const site = await first(
    db
      .insert(userSites)
      .values({
        userId: owner.id,
        themeName: "fresh-coastal",
        siteName: "Duinhuis Zeezicht",
        subdomain: "duinhuis-zeezicht",
      })
      .returning({ id: userSites.id }),
    "site",
  );
  await db.insert(rentalUnits).values({
    siteId: site.id,
    slug: "duinhuis-zeezicht",
    type: "cabin",
    name: { nl: "Duinhuis Zeezicht" },
    maxGuests: 6,
    bedrooms: 3,
    beds: 4,
    bathrooms: 2,
  });
  await seedDemoBookings(db, site.id, DEMO_BOOKINGS.coast);
  return { ownerId: owner.id, siteId: site.id };
}

/**
 * Test data in every table of the schema, as far as possible the way the product writes it:
 * the demo seed (content, accounts, subscriptions with invoices, a calendar with bookings, a
 * voucher and an imported channel), an owner with support requests and a domain claim, a
 * guest's online payment and a stored file on disk under `dataDir`; the rest (settings, a
 * review, a page view) as rows written directly. A table added later without data here makes
 * the backup drill test fail, as it should.
 */
export async function fillEveryTable(db: Database, dataDir: string): Promise<{ siteId: string; stayId: string }> {
  await seedDemoContent(db);
  const { auth } = testAuth(db);
  await seedDemoAccounts(db, auth);
  const payments = testPaymentServices(db, undefined, subscriptionSettled);
  await seedDemoSubscriptions(db, payments.services, payments.notify);
  const owner = await ownerWithData(db, auth, "backup");
  const calendar = await demoCalendarSite(db);
  await paidTestBooking(db, "gast@example.de", "paid");

  const { siteId, ownerId } = calendar;
  const stay = await first(db.select({ id: stays.id }).from(stays).where(eq(stays.siteId, siteId)).limit(1), "stay");
  const voucher = await first(db.select({ id: vouchers.id }).from(vouchers).limit(1), "voucher");
  const outbox = await first(db.select({ id: emailOutbox.id }).from(emailOutbox).limit(1), "email");
  const storage = createStorage(db, createDiskBackend(path.join(dataDir, "storage")));
  const photo = await first(
    db
      .insert(sitePhotos)
      .values({ siteId, width: 1200, height: 800, widths: [480, 960], alt: { nl: "Het duin bij zonsondergang" } })
      .returning({ id: sitePhotos.id }),
    "photo",
  );
  for (const width of [480, 960]) {
    await storage.upload("site-photos", `${siteId}/${photo.id}/${width}.avif`, randomBytes(2048 + width), {
      contentType: "image/avif",
    });
  }
  const template = await first(
    db
      .insert(messageTemplates)
      .values({ siteId, name: "Aankomstinformatie", subject: { nl: "Welkom" }, body: { nl: "Tot zaterdag!" } } as never)
      .returning({ id: messageTemplates.id }),
    "message template",
  );
  await db
    .insert(scheduledMessages)
    .values({ siteId, templateId: template.id, stayId: stay.id, dueAt: new Date() } as never);
  await db
    .insert(voucherRedemptions)
    .values({ voucherId: voucher.id, stayId: stay.id, email: "gast@example.nl", discountCents: 2500 });
  await db.insert(siteContent).values({ siteId, draft: { hero: "Zee en duin" }, published: { hero: "Zee en duin" } });
  await db.insert(sitePosts).values({ siteId, slug: "strandwandeling", title: { nl: "Een strandwandeling" } } as never);
  await db.insert(siteReviews).values({
    siteId,
    guestName: "Marieke",
    stayMonth: "2026-08-01",
    rating: 5,
    body: "Heerlijk huis vlak achter de duinen.",
    lang: "nl",
    source: "owner",
  });
  await db.insert(siteEnquiries).values({
    siteId,
    name: "Jens",
    email: "jens@example.de",
    message: "Ist der Hund erlaubt?",
    lang: "de",
  });
  await db.insert(siteSendingIdentity).values({ siteId, mode: "platform" } as never);
  await db.insert(ownerNotificationPreferences).values({ siteId, kind: "new-booking", enabled: true });
  await db.insert(pageViews).values({
    siteId,
    viewedAt: new Date(),
    day: "2026-11-28",
    path: "/",
    device: "mobile",
    visitor: randomBytes(16),
    salt: randomBytes(16),
  } as never);
  await db.insert(visitorSalts).values({ day: "2026-11-28", salt: randomBytes(32) });
  await db
    .insert(leads)
    .values({ kind: "contact", lang: "nl", name: "Henk", email: "henk@example.nl", message: "Bel me even" });
  await db
    .insert(emailTemplates)
    .values({ key: "welcome", lang: "nl", subject: "Welkom", html: "<p>Welkom</p>", text: "Welkom" } as never);
  await db.insert(smtpSettings).values({
    host: "smtp.example.nl",
    port: 587,
    security: "starttls",
    fromAddress: "team@example.nl",
    fromName: "VayVista",
  } as never);
  await db.insert(paymentPlatformSettings).values({} as never);
  const now = new Date();
  await db.insert(paymentReconciliations).values({
    startedAt: now,
    finishedAt: now,
    since: new Date(now.getTime() - 86_400_000),
    accountsChecked: 1,
    accountsFailed: 0,
    settledCount: 0,
    differenceCount: 0,
  } as never);
  await db.insert(platformEmailSwitches).values({ email: "owner-monthly-summary", enabled: true } as never);
  await db
    .insert(platformEmailSends)
    .values({ userId: owner.id, email: "owner-monthly-summary", period: "2026-10", outboxId: outbox.id } as never);
  await db.insert(twoFactor).values({ userId: ownerId, secret: "sealed-secret", backupCodes: "sealed-codes" } as never);
  await db.insert(verification).values({
    identifier: "reset:kalender@example.nl",
    value: "token",
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await db.insert(accountExports).values({ userId: ownerId, lang: "nl" });
  await db.insert(accountDeletions).values({ userId: owner.id, purgeAfter: new Date(now.getTime() + 30 * 86_400_000) });
  await db.insert(opsIncidents).values({
    check: "outbox-stuck",
    incident: "outbox-stuck",
    summary: "3 emails waiting for more than 15 minutes",
    lastSummary: "3 emails waiting for more than 15 minutes",
    openedAt: now,
    lastSeenAt: now,
  });
  return { siteId, stayId: stay.id };
}

/** Runs SQL text on a Drizzle database. */
export function runOn(db: Database): RunSql {
  return async (text) => ((await db.execute(text as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The tables that hold no row (every one must, for a drill to prove it comes back). */
export async function emptyTables(db: Database): Promise<string[]> {
  const counts = await tableRowCounts(runOn(db));
  return (await appTables(runOn(db))).filter((name) => counts[name] === 0);
}
