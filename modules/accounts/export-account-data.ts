import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  account,
  domainClaims,
  emailOutbox,
  onboardingDrafts,
  session,
  siteProfiles,
  supportMessages,
  supportRequests,
  user,
  userSites,
} from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";

/**
 * Everything VayVista keeps about one person, as they download it from their account
 * page ("download my data"). Never a secret: no password hash, session token, TOTP
 * secret, backup code, domain-verification token or email body (bodies carry sign-in
 * links). Times are ISO 8601 strings in UTC.
 */
export type AccountExport = {
  format: "vayvista-account-export/1";
  exportedAt: string;
  account: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    phoneNumber: string | null;
    phoneNumberVerified: boolean;
    language: string;
    role: string;
    twoFactorEnabled: boolean;
    createdAt: string;
    updatedAt: string;
  };
  signInMethods: { method: string; createdAt: string }[];
  sessions: {
    createdAt: string;
    lastActiveAt: string;
    expiresAt: string;
    ipAddress: string | null;
    userAgent: string | null;
  }[];
  sites: ExportedSite[];
  onboardingDraft: { step: string; answers: Record<string, unknown>; updatedAt: string } | null;
  supportRequests: {
    subject: string;
    status: string;
    createdAt: string;
    updatedAt: string;
    messages: { from: "you" | "vayvista"; body: string; createdAt: string }[];
  }[];
  emails: { to: string; subject: string; template: string; status: string; createdAt: string; sentAt: string | null }[];
};

type ExportedSite = {
  id: string;
  siteName: string;
  subdomain: string;
  customDomain: string | null;
  theme: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  profile: {
    propertyType: string;
    address: string;
    postalCode: string;
    city: string;
    country: string;
    maxGuests: number;
    bedrooms: number;
    bathrooms: number;
    description: string;
    basePriceCents: number;
    currency: string;
  } | null;
  /** Status only: the TXT token is of no use to the owner once the claim is made. */
  domainClaims: { domain: string; status: string; createdAt: string; verifiedAt: string | null }[];
};

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The person's data, or null when there is no such account. */
export async function exportAccountData(db: Database, userId: string, now = new Date()): Promise<AccountExport | null> {
  assertUuid(userId, "userId");
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) return null;

  const [methods, sessions, siteRows, drafts, requests] = await Promise.all([
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.createdAt)),
    db
      .select()
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
      .orderBy(asc(session.createdAt)),
    db
      .select({ site: userSites, profile: siteProfiles })
      .from(userSites)
      .leftJoin(siteProfiles, eq(siteProfiles.siteId, userSites.id))
      .where(eq(userSites.userId, userId))
      .orderBy(asc(userSites.createdAt)),
    db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId)),
    db.select().from(supportRequests).where(eq(supportRequests.userId, userId)).orderBy(asc(supportRequests.createdAt)),
  ]);

  const siteIds = siteRows.map((row) => row.site.id);
  const requestIds = requests.map((r) => r.id);
  const [claims, messages, emails] = await Promise.all([
    siteIds.length === 0
      ? []
      : db
          .select()
          .from(domainClaims)
          .where(inArray(domainClaims.siteId, siteIds))
          .orderBy(asc(domainClaims.createdAt)),
    requestIds.length === 0
      ? []
      : db
          .select()
          .from(supportMessages)
          .where(inArray(supportMessages.requestId, requestIds))
          .orderBy(asc(supportMessages.createdAt)),
    db
      .select({
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        template: emailOutbox.templateKey,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(emailsTo(userId, person.email))
      .orderBy(asc(emailOutbox.createdAt)),
  ]);

  const [draft] = drafts;
  return {
    format: "vayvista-account-export/1",
    exportedAt: iso(now),
    account: {
      id: person.id,
      name: person.name,
      email: person.email,
      emailVerified: person.emailVerified,
      phoneNumber: person.phoneNumber,
      phoneNumberVerified: person.phoneNumberVerified,
      language: person.lang,
      role: person.role,
      twoFactorEnabled: person.twoFactorEnabled,
      createdAt: iso(person.createdAt),
      updatedAt: iso(person.updatedAt),
    },
    signInMethods: methods.map((m) => ({
      method: m.providerId === "credential" ? "password" : m.providerId,
      createdAt: iso(m.createdAt),
    })),
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      lastActiveAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      // An administrator signed in as this person.
      byAdmin: s.impersonatedBy !== null,
    })),
    sites: siteRows.map(({ site, profile }) => ({
      id: site.id,
      siteName: site.siteName,
      subdomain: site.subdomain,
      customDomain: site.customDomain,
      theme: site.themeName,
      status: site.status,
      createdAt: iso(site.createdAt),
      updatedAt: iso(site.updatedAt),
      profile: profile
        ? {
            propertyType: profile.propertyType,
            address: profile.address,
            postalCode: profile.postalCode,
            city: profile.city,
            country: profile.country,
            maxGuests: profile.maxGuests,
            bedrooms: profile.bedrooms,
            bathrooms: profile.bathrooms,
            description: profile.description,
            basePriceCents: profile.basePriceCents,
            currency: profile.currency,
          }
        : null,
      domainClaims: claims
        .filter((c) => c.siteId === site.id)
        .map((c) => ({
          domain: c.domain,
          status: c.status,
          createdAt: iso(c.createdAt),
          verifiedAt: isoOrNull(c.verifiedAt),
        })),
    })),
    onboardingDraft: draft ? { step: draft.step, answers: draft.data, updatedAt: iso(draft.updatedAt) } : null,
    supportRequests: requests.map((r) => ({
      subject: r.subject,
      status: r.status,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      // Which team member answered stays internal; the owner sees "VayVista".
      messages: messages
        .filter((m) => m.requestId === r.id)
        .map((m) => ({
          from: m.authorRole === "owner" ? ("you" as const) : ("vayvista" as const),
          body: m.body,
          createdAt: iso(m.createdAt),
        })),
    })),
    emails: emails.map((e) => ({ ...e, createdAt: iso(e.createdAt), sentAt: isoOrNull(e.sentAt) })),
  };
}

/**
 * The emails sent to the person: tagged with them as recipient, or, for account emails
 * queued by address only, sent to their address. Never the team's notifications about
 * their site or support requests: those went to admins and name them.
 */
function emailsTo(userId: string, email: string) {
  return or(
    eq(emailOutbox.userId, userId),
    and(isNull(emailOutbox.userId), sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`),
  );
}
