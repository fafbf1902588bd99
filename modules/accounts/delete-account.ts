import { and, eq, inArray, isNotNull, isNull, lte, max, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  account,
  accountDeletions,
  accountExports,
  emailOutbox,
  invoices,
  onboardingDrafts,
  session,
  storageObjects,
  subscriptions,
  supportRequests,
  twoFactor,
  user,
  userSites,
  verification,
} from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { BucketName, Storage } from "../storage/storage.ts";
import { INVOICE_RETENTION_YEARS } from "./account-deletion.ts";

/**
 * The outbox rows erased with a person: tagged with them or one of their sites, or sent to
 * their address (account emails are queued by address only). Wider than what the export
 * shows: the team's notifications about the owner's site quote the owner's own words.
 */
function emailsAbout(userId: string, email: string, siteIds: string[]) {
  const conditions = [eq(emailOutbox.userId, userId), sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`];
  if (siteIds.length > 0) conditions.push(inArray(emailOutbox.siteId, siteIds));
  return or(...conditions);
}

export type DeletedAccount = {
  deleted: boolean;
  siteIds: string[];
  /** VayVista's invoices to the person, kept for the tax authorities until `keepInvoicesUntil`. */
  keptInvoices: number;
  keepInvoicesUntil: Date | null;
};

/**
 * Removes a person and everything of theirs, in one transaction: their sites (with
 * everything that hangs on them by foreign key: content, units, rates, stays, guests, their
 * payments, vouchers, reviews, posts, feeds, photos' records), the onboarding draft, their
 * support requests, the emails sent to them or about their site, their data archives,
 * pending reset and verification values. What the law makes us keep stays: VayVista's
 * invoices to them (with the subscription and ledger rows they are for), until seven years
 * after the year of the last one. For that the user row stays as an anonymous record that
 * cannot sign in (no name, address, password, session or second factor); without invoices
 * it goes too. The audit log stays: it records what admins did. Stored files (photos,
 * archives) are removed after the commit when `storage` is given. Callers must tell the
 * site directory, so the deleted sites stop resolving at once.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  opts: { storage?: Storage; now?: Date } = {},
): Promise<DeletedAccount> {
  assertUuid(userId, "userId");
  const now = opts.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const [person] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (!person) return null;
    const sites = await tx.select({ id: userSites.id }).from(userSites).where(eq(userSites.userId, userId));
    const siteIds = sites.map((s) => s.id);

    await tx.delete(emailOutbox).where(emailsAbout(userId, person.email, siteIds));
    await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
    await tx.delete(onboardingDrafts).where(eq(onboardingDrafts.userId, userId));
    await tx.delete(accountExports).where(eq(accountExports.userId, userId));
    if (siteIds.length > 0) await tx.delete(userSites).where(inArray(userSites.id, siteIds));
    // Reset links and similar single-use values name the user by id.
    await tx.delete(verification).where(eq(verification.value, userId));

    const [{ kept, last } = { kept: 0, last: null }] = await tx
      .select({ kept: sql<number>`count(*)::int`, last: max(invoices.issuedAt) })
      .from(invoices)
      .where(eq(invoices.userId, userId));
    if (kept === 0 || !last) {
      await tx.delete(user).where(eq(user.id, userId));
      return { siteIds, kept: 0, keepUntil: null };
    }
    const keepUntil = retentionEnd(new Date(last));
    // No more charges or subscription emails to a record nobody reads: the subscription ends now.
    await tx
      .update(subscriptions)
      .set({ state: "cancelled", cancelledAt: now, updatedAt: now })
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.state, "cancelled")));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx
      .update(user)
      .set({
        name: "",
        email: `deleted-${userId}@deleted.invalid`,
        emailVerified: false,
        image: null,
        phoneNumber: null,
        phoneNumberVerified: false,
        twoFactorEnabled: false,
        banned: true,
        banReason: "account deleted",
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    await tx
      .insert(accountDeletions)
      .values({
        userId,
        requestedAt: new Date(now.getTime() - 1),
        purgeAfter: now,
        purgedAt: now,
        keepInvoicesUntil: keepUntil,
      })
      .onConflictDoUpdate({ target: accountDeletions.userId, set: { purgedAt: now, keepInvoicesUntil: keepUntil } });
    return { siteIds, kept, keepUntil };
  });
  if (!result) return { deleted: false, siteIds: [], keptInvoices: 0, keepInvoicesUntil: null };
  if (opts.storage) {
    await removeStoredFiles(db, opts.storage, "site-photos", result.siteIds);
    await removeStoredFiles(db, opts.storage, "account-exports", [userId]);
  }
  return { deleted: true, siteIds: result.siteIds, keptInvoices: result.kept, keepInvoicesUntil: result.keepUntil };
}

/** The first day after the retention: 1 January of the eighth year after the invoice's year. */
export function retentionEnd(lastInvoice: Date): Date {
  return new Date(Date.UTC(lastInvoice.getUTCFullYear() + INVOICE_RETENTION_YEARS + 1, 0, 1));
}

/**
 * The daily purge: every account whose deletion period has passed is deleted (deleteAccount),
 * and the anonymous records kept for invoices whose retention has ended go with their
 * invoices. Returns the counts, for the log.
 */
export async function purgeDueAccounts(
  db: Database,
  storage: Storage,
  now = new Date(),
): Promise<{ purged: number; invoicesReleased: number }> {
  const due = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.purgedAt), lte(accountDeletions.purgeAfter, now)));
  let purged = 0;
  for (const { userId } of due) {
    const done = await deleteAccount(db, userId, { storage, now });
    if (done.deleted) purged += 1;
  }

  const expired = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(isNotNull(accountDeletions.purgedAt), lte(accountDeletions.keepInvoicesUntil, now)));
  let invoicesReleased = 0;
  for (const { userId } of expired) {
    const pdfs = await db
      .select({ key: invoices.pdfKey })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), isNotNull(invoices.pdfKey)));
    // The record, its subscription, ledger rows and invoices go together (foreign keys).
    await db.delete(user).where(eq(user.id, userId));
    const keys = pdfs.flatMap((p) => (p.key ? [p.key] : []));
    for (let i = 0; i < keys.length; i += 1000) await storage.remove("invoices", keys.slice(i, i + 1000));
    invoicesReleased += 1;
  }
  return { purged, invoicesReleased };
}

/** Removes every stored object under `{prefix}/` for each prefix (a site's photos, an owner's archives). */
async function removeStoredFiles(db: Database, storage: Storage, bucket: BucketName, prefixes: string[]) {
  for (const prefix of prefixes) {
    for (;;) {
      const rows = await db
        .select({ path: storageObjects.path })
        .from(storageObjects)
        .where(and(eq(storageObjects.bucket, bucket), sql`${storageObjects.path} like ${`${prefix}/%`}`))
        .limit(1000);
      if (rows.length === 0) break;
      await storage.remove(
        bucket,
        rows.map((r) => r.path),
      );
    }
  }
}
