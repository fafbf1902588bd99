import { and, count, eq, gt, inArray, isNull, min, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accountDeletions, siteBookingSettings, stays, subscriptions, user, userSites } from "../../db/schema.ts";
import { type StayDate, todayIn } from "../dates/stay-date.ts";
import { isLang, type Lang, LOCALES } from "../i18n/languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";

/**
 * How long a deleted account can still be downloaded or brought back: the 30 days the terms,
 * the privacy statement and the FAQ promise after an account ends (content/legal, content/faq).
 */
export const DELETION_PERIOD_DAYS = 30;
/** Dutch fiscal retention (art. 52 AWR): invoices are kept seven years after the year they are in. */
export const INVOICE_RETENTION_YEARS = 7;

export type PendingDeletion = { requestedAt: Date; purgeAfter: Date };

/** The owner's deletion waiting for its day, or null (none, or already carried out). */
export async function pendingDeletion(db: Database, userId: string): Promise<PendingDeletion | null> {
  assertUuid(userId, "userId");
  const [row] = await db
    .select({ requestedAt: accountDeletions.requestedAt, purgeAfter: accountDeletions.purgeAfter })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.purgedAt)));
  return row ?? null;
}

export type UpcomingGuestStays = { count: number; firstArrival: StayDate };

/**
 * The direct bookings of guests (confirmed or asked for) not yet over on the owner's sites,
 * each site's today in its own time zone: deleting the account cancels none of them and tells
 * no guest, so the owner is told before they delete. Null when there are none.
 */
export async function upcomingGuestStays(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<UpcomingGuestStays | null> {
  assertUuid(userId, "userId");
  const sites = await db
    .select({ id: userSites.id, timeZone: siteBookingSettings.timeZone })
    .from(userSites)
    .leftJoin(siteBookingSettings, eq(siteBookingSettings.siteId, userSites.id))
    .where(eq(userSites.userId, userId));
  let total = 0;
  let first: StayDate | null = null;
  for (const site of sites) {
    const today = todayIn(site.timeZone ?? "Europe/Amsterdam", now);
    const [row] = await db
      .select({ n: count(), first: min(stays.checkIn) })
      .from(stays)
      .where(
        and(
          eq(stays.siteId, site.id),
          eq(stays.kind, "booking"),
          inArray(stays.status, ["request", "confirmed"]),
          gt(stays.checkOut, today),
        ),
      );
    if (!row || row.n === 0 || !row.first) continue;
    total += row.n;
    if (first === null || row.first < first) first = row.first as StayDate;
  }
  return first === null ? null : { count: total, firstArrival: first };
}

/**
 * The owner asked to delete their account (Lodgify and Smoobu work the same way): their site
 * goes offline for guests at once, renewals of their subscription stop, and everything is
 * removed after DELETION_PERIOD_DAYS by the daily purge (purgeDueAccounts). Until then they
 * can sign in only to download their data or undo it. They are emailed the date in the same
 * transaction. Asking twice keeps the first date. Callers tell the site directory.
 */
export async function scheduleAccountDeletion(
  db: Database,
  opts: { userId: string; origin: string; now?: Date },
): Promise<{ purgeAfter: Date; siteIds: string[] }> {
  assertUuid(opts.userId, "userId");
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(user).where(eq(user.id, opts.userId)).for("update");
    if (!person) throw new Error("no such account");
    const [existing] = await tx.select().from(accountDeletions).where(eq(accountDeletions.userId, person.id));
    const sites = await tx.select().from(userSites).where(eq(userSites.userId, person.id));
    if (existing && !existing.purgedAt) return { purgeAfter: existing.purgeAfter, siteIds: sites.map((s) => s.id) };

    const purgeAfter = new Date(now.getTime() + DELETION_PERIOD_DAYS * 86_400_000);
    const stopped = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, updatedAt: now })
      .where(
        and(
          eq(subscriptions.userId, person.id),
          ne(subscriptions.state, "cancelled"),
          eq(subscriptions.cancelAtPeriodEnd, false),
        ),
      )
      .returning({ id: subscriptions.id });
    await tx.insert(accountDeletions).values({
      userId: person.id,
      requestedAt: now,
      purgeAfter,
      siteStatusBefore: sites[0]?.status ?? null,
      stoppedRenewal: stopped.length > 0,
    });
    if (sites.length > 0) {
      await tx
        .update(userSites)
        .set({ status: "inactive", updatedAt: now })
        .where(
          inArray(
            userSites.id,
            sites.map((s) => s.id),
          ),
        );
    }
    const lang: Lang = isLang(person.lang) ? person.lang : "nl";
    await enqueueEmail(tx, {
      to: { address: person.email, name: person.name },
      lang,
      template: "account-deletion-scheduled",
      userId: person.id,
      data: {
        name: person.name,
        deleteOn: dayText(purgeAfter, lang),
        keepYears: String(INVOICE_RETENTION_YEARS),
        url: `${opts.origin}/dashboard/account#delete`,
      },
    });
    return { purgeAfter, siteIds: sites.map((s) => s.id) };
  });
}

/**
 * Undoes a deletion still waiting for its day: the site is back as it was, renewals run again
 * if the request stopped them. False when there was nothing to undo.
 */
export async function cancelAccountDeletion(db: Database, userId: string, now = new Date()): Promise<boolean> {
  assertUuid(userId, "userId");
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.purgedAt)))
      .returning();
    if (!removed) return false;
    if (removed.siteStatusBefore) {
      await tx
        .update(userSites)
        .set({ status: removed.siteStatusBefore, updatedAt: now })
        .where(eq(userSites.userId, userId));
    }
    if (removed.stoppedRenewal) {
      await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, updatedAt: now })
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.state, "cancelled")));
    }
    return true;
  });
}

/** A day written out in the owner's language, on the Dutch calendar (29 december 2026). */
export function dayText(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(date);
}
