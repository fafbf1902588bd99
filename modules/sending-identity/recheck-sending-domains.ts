import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteSendingIdentity, user, userSites } from "../../db/schema.ts";
import type { DnsLookup } from "../domains/dns-lookup.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { verifySendingDomain } from "./identity-settings.ts";

/** Where the owner's sending settings are: the lapsed-domain email's button. */
export const SENDING_SETTINGS_PATH = "/dashboard/settings#sending-identity";

/**
 * The daily look at every verified sending domain: a DKIM record that is gone or changed
 * lapses the domain (guest emails fall back to our domain in the owner's name at once) and
 * the owner is emailed, in the same transaction as the lapse. A DNS failure changes nothing.
 * Returns how many lapsed.
 */
export async function recheckSendingDomains(
  db: Database,
  dns: DnsLookup,
  ctx: { spfInclude: string; origin: string; now?: Date },
): Promise<number> {
  const verified = await db
    .select({ siteId: siteSendingIdentity.siteId })
    .from(siteSendingIdentity)
    .where(and(eq(siteSendingIdentity.mode, "domain"), eq(siteSendingIdentity.domainStatus, "verified")));
  let lapsed = 0;
  for (const { siteId } of verified) {
    await db.transaction(async (tx) => {
      const result = await verifySendingDomain(tx, dns, siteId, ctx.spfInclude, ctx.now);
      if (result.ok || result.reason !== "records") return;
      if (result.check.dkim !== "dkim-missing" && result.check.dkim !== "dkim-mismatch") return;
      lapsed += 1;
      const [owner] = await tx
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          lang: user.lang,
          siteName: userSites.siteName,
          domain: siteSendingIdentity.domain,
        })
        .from(userSites)
        .innerJoin(user, eq(user.id, userSites.userId))
        .innerJoin(siteSendingIdentity, eq(siteSendingIdentity.siteId, userSites.id))
        .where(eq(userSites.id, siteId));
      if (!owner) return;
      await enqueueEmail(tx, {
        to: { address: owner.email, name: owner.name },
        lang: owner.lang,
        template: "sending-domain-lapsed",
        data: {
          name: owner.name,
          siteName: owner.siteName,
          domain: owner.domain ?? "",
          url: new URL(SENDING_SETTINGS_PATH, ctx.origin).href,
        },
        userId: owner.id,
        siteId,
      });
    });
  }
  return lapsed;
}
