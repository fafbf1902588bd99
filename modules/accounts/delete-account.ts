import { eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox, onboardingDrafts, supportRequests, user, userSites, verification } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";

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

export type DeletedAccount = { deleted: boolean; siteIds: string[] };

/**
 * Removes a person and everything of theirs, in one transaction: their sites (with the
 * site profiles and domain claims, by foreign key), the onboarding draft, their support
 * requests (messages follow by foreign key), the emails sent to them, pending reset and
 * verification values, and finally the user row, which takes sessions, passwords and
 * second factors with it. The audit log stays: it records what admins did.
 * Callers must tell the site directory, so the deleted sites stop resolving at once.
 */
export async function deleteAccount(db: Database, userId: string): Promise<DeletedAccount> {
  assertUuid(userId, "userId");
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (!person) return { deleted: false, siteIds: [] };
    const sites = await tx.select({ id: userSites.id }).from(userSites).where(eq(userSites.userId, userId));
    const siteIds = sites.map((s) => s.id);

    await tx.delete(emailOutbox).where(emailsAbout(userId, person.email, siteIds));
    await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
    await tx.delete(onboardingDrafts).where(eq(onboardingDrafts.userId, userId));
    if (siteIds.length > 0) await tx.delete(userSites).where(inArray(userSites.id, siteIds));
    // Reset links and similar single-use values name the user by id.
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return { deleted: true, siteIds };
  });
}
