import { and, eq, exists, gt, isNotNull, lt, lte, ne, not, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accountDeletions, domainClaims, platformEmailSends, user, userSites } from "../../db/schema.ts";
import { todayIn } from "../dates/stay-date.ts";
import type { Lang } from "../i18n/languages.ts";
import type { OwnerSeriesTemplateKey } from "../messaging/owner-series-template-keys.ts";
import { monthSpan, previousMonth } from "./monthly-figures.ts";

/** An owner an email is due to, for one period: the key of "exactly once". */
export type DueOwner = {
  userId: string;
  email: string;
  name: string;
  lang: Lang;
  period: string;
  siteId: string | null;
  siteName: string | null;
  /** The claimed domain (domain reminder only). */
  domain: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * The platform's clock: a month's summaries go out from the 2nd, when the month before has
 * ended in every time zone on earth.
 */
const PLATFORM_ZONE = "Europe/Amsterdam";

/**
 * Each email's window after its moment: an owner the job missed (it was down, the email was
 * off) still gets it within the window, and switching an email on never mails every owner
 * who signed up long ago.
 */
const WINDOW_DAYS = 5;

/** The month whose summaries are due at `now`, or null on the 1st (the month may not have ended everywhere). */
export function summaryMonth(now: Date): string | null {
  const today = todayIn(PLATFORM_ZONE, now);
  return Number(today.slice(8, 10)) >= 2 ? previousMonth(today) : null;
}

/** Owners who can receive the platform's emails: accounts of owners, not banned (deleted ones are gone). */
// An owner who asked to delete their account gets no more tips or summaries.
const reachableOwner = and(
  eq(user.role, "owner"),
  eq(user.banned, false),
  notExists(sql`(select 1 from ${accountDeletions} where ${accountDeletions.userId} = ${user.id})`),
);

const hasSite = exists(sql`(select 1 from ${userSites} where ${userSites.userId} = ${user.id})`);

function notSent(email: OwnerSeriesTemplateKey, period: ReturnType<typeof sql> | string) {
  return notExists(
    sql`(select 1 from ${platformEmailSends} where ${platformEmailSends.userId} = ${user.id} and ${platformEmailSends.email} = ${email} and ${platformEmailSends.period} = ${period})`,
  );
}

/**
 * At most `limit` owners the email is due to at `now` and who have not had it for that
 * period. The lists are read fresh each batch: one sent leaves the list.
 */
export async function dueOwners(
  db: Database,
  email: OwnerSeriesTemplateKey,
  now: Date,
  limit: number,
): Promise<DueOwner[]> {
  const owner = { userId: user.id, email: user.email, name: user.name, lang: user.lang };
  const signedUpBetween = (fromDays: number) =>
    and(lte(user.createdAt, daysAgo(now, fromDays)), gt(user.createdAt, daysAgo(now, fromDays + WINDOW_DAYS)));
  const withoutSite = { siteId: sql<null>`null`, siteName: sql<null>`null`, domain: sql<null>`null` };

  switch (email) {
    case "owner-getting-started": {
      const rows = await db
        .select({ ...owner, siteId: userSites.id, siteName: userSites.siteName })
        .from(user)
        .innerJoin(userSites, eq(userSites.userId, user.id))
        .where(and(reachableOwner, signedUpBetween(2), notSent(email, "once")))
        .orderBy(user.createdAt, user.id)
        .limit(limit);
      return rows.map((r) => ({ ...r, period: "once", domain: null }));
    }
    case "owner-onboarding-day-1":
    case "owner-onboarding-day-3": {
      const day = email === "owner-onboarding-day-1" ? 1 : 3;
      // Day 1's window ends where day 3's begins: a late run never sends both at once.
      const window =
        day === 1 ? and(lte(user.createdAt, daysAgo(now, 1)), gt(user.createdAt, daysAgo(now, 3))) : signedUpBetween(3);
      const rows = await db
        .select({ ...owner, ...withoutSite })
        .from(user)
        .where(and(reachableOwner, window, not(hasSite), notSent(email, "once")))
        .orderBy(user.createdAt, user.id)
        .limit(limit);
      return rows.map((r) => ({ ...r, period: "once" }));
    }
    case "owner-domain-not-verified": {
      const rows = await db
        .select({
          ...owner,
          siteId: userSites.id,
          siteName: userSites.siteName,
          domain: domainClaims.domain,
          claimId: domainClaims.id,
        })
        .from(domainClaims)
        .innerJoin(userSites, eq(userSites.id, domainClaims.siteId))
        .innerJoin(user, eq(user.id, userSites.userId))
        .where(
          and(
            reachableOwner,
            eq(domainClaims.status, "pending"),
            lte(domainClaims.createdAt, daysAgo(now, 2)),
            gt(domainClaims.createdAt, daysAgo(now, 2 + WINDOW_DAYS)),
            // A site already served on the domain needs no reminder.
            or(sql`${userSites.customDomain} is null`, ne(userSites.customDomain, domainClaims.domain)),
            notSent(email, sql`${domainClaims.id}::text`),
          ),
        )
        .orderBy(domainClaims.createdAt, domainClaims.id)
        .limit(limit);
      return rows.map(({ claimId, ...r }) => ({ ...r, period: claimId }));
    }
    case "owner-monthly-summary": {
      const month = summaryMonth(now);
      if (!month) return [];
      const monthEnd = sql`(${monthSpan(month).to}::date + 1)::timestamp at time zone ${PLATFORM_ZONE}`;
      const rows = await db
        .select({ ...owner, siteId: userSites.id, siteName: userSites.siteName })
        .from(user)
        .innerJoin(userSites, eq(userSites.userId, user.id))
        .where(
          and(
            reachableOwner,
            // Live that month: open to guests now, and published before the month ended.
            eq(userSites.status, "active"),
            isNotNull(userSites.publishedAt),
            lt(userSites.publishedAt, monthEnd),
            notSent(email, month),
          ),
        )
        .orderBy(user.createdAt, user.id)
        .limit(limit);
      return rows.map((r) => ({ ...r, period: month, domain: null }));
    }
  }
}
