import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteEnquiries, user, userSites } from "../../db/schema.ts";
import { upsertGuest } from "../guests/upsert-guest.ts";
import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { amsterdamToday } from "../leads/lead-dates.ts";
import { addressKey } from "../rate-limit/address-key.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "../rate-limit/hit-rate-limit.ts";
import { ENQUIRY_HONEYPOT, type EnquiryFieldErrors, parseEnquiry } from "./enquiry-schema.ts";
import { queueEnquiryEmails } from "./queue-enquiry-emails.ts";

/** Per visitor address (IPv6: per /64) and site: more than five messages an hour to one host is not a guest. */
export const ENQUIRY_SITE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 3600 };
/** Per visitor address over every site: the guest confirmation repeats what was typed, so it must not become a mailer. */
export const ENQUIRY_DAILY_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 86_400 };

export type CreateEnquiryResult =
  /** Stored and both emails queued (id), or silently dropped because a robot filled in the honeypot (id null). */
  | { ok: true; id: string | null }
  | { ok: false; reason: "invalid"; errors: EnquiryFieldErrors }
  | { ok: false; reason: "rate-limited"; retryAfterMinutes: number };

export type EnquirySubmission = {
  /** The site whose contact form was used: the request's host, never a value from the form. */
  siteId: string;
  /** The language of the page the form is on. */
  lang: SiteLang;
  /** The form's fields as sent (strings). */
  values: Record<string, unknown>;
};

export type EnquiryContext = {
  /** The visitor's address, for the limits only (never stored). */
  ip: string;
  /** The platform's public origin, for the owner's link to the dashboard. */
  origin: string;
  /** The site's home page in the page's language, for the guest's link. */
  homeUrl: string;
  now?: Date;
};

function honeypotFilled(values: Record<string, unknown>): boolean {
  const value = values[ENQUIRY_HONEYPOT];
  return typeof value === "string" && value.trim() !== "";
}

async function hitLimits(db: Database, siteId: string, ip: string, now: Date): Promise<number | null> {
  const client = addressKey(ip);
  const perSite = await hitRateLimit(db, rateLimitKey("enquiry-site", `${siteId} ${client}`), ENQUIRY_SITE_LIMIT, now);
  const refused = perSite.allowed
    ? await hitRateLimit(db, rateLimitKey("enquiry", client), ENQUIRY_DAILY_LIMIT, now)
    : perSite;
  return refused.allowed ? null : Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
}

/** The site's owner as their account has them; the site must exist. */
async function ownerOf(tx: Database, siteId: string) {
  const [row] = await tx
    .select({ siteName: userSites.siteName, id: user.id, name: user.name, email: user.email, lang: user.lang })
    .from(userSites)
    .innerJoin(user, eq(user.id, userSites.userId))
    .where(eq(userSites.id, siteId))
    .limit(1);
  if (!row) throw new Error(`no site ${siteId}`);
  return row;
}

/** The site's active unit with this slug; a unit of another site, an archived one or none is null. */
async function unitOf(tx: Database, siteId: string, slug: string | undefined) {
  if (!slug) return null;
  const [row] = await tx
    .select({ id: rentalUnits.id, name: rentalUnits.name })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.slug, slug), eq(rentalUnits.status, "active")))
    .limit(1);
  return row ? { id: row.id, name: row.name as SiteText } : null;
}

/**
 * Validates and stores a guest's enquiry for the site, and in the same transaction adds the
 * guest to the site's guest book (upsertGuest) and queues its two emails
 * (queueEnquiryEmails): the details to the owner, a confirmation to the guest. A filled
 * honeypot pretends success and stores and sends nothing. A valid enquiry over the
 * per-address limits (ENQUIRY_SITE_LIMIT, ENQUIRY_DAILY_LIMIT) is refused with the
 * minutes to wait; only valid ones count, so a guest fixing mistakes is never locked out.
 * The unit is kept only when it is one of this site's own.
 */
export async function createEnquiry(
  db: Database,
  input: EnquirySubmission,
  ctx: EnquiryContext,
): Promise<CreateEnquiryResult> {
  assertUuid(input.siteId, "siteId");
  if (honeypotFilled(input.values)) return { ok: true, id: null };

  const now = ctx.now ?? new Date();
  const parsed = parseEnquiry(input.values, { today: amsterdamToday(now) });
  if (!parsed.success) return { ok: false, reason: "invalid", errors: parsed.errors };

  const retryAfterMinutes = await hitLimits(db, input.siteId, ctx.ip, now);
  if (retryAfterMinutes !== null) return { ok: false, reason: "rate-limited", retryAfterMinutes };

  const { enquiry } = parsed;
  const id = await db.transaction(async (tx) => {
    const owner = await ownerOf(tx, input.siteId);
    const unit = await unitOf(tx, input.siteId, enquiry.unit);
    const [stored] = await tx
      .insert(siteEnquiries)
      .values({
        siteId: input.siteId,
        unitId: unit?.id ?? null,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone ?? null,
        checkIn: enquiry.checkIn ?? null,
        checkOut: enquiry.checkOut ?? null,
        guests: enquiry.guests ?? null,
        message: enquiry.message,
        lang: input.lang,
      })
      .returning({ id: siteEnquiries.id });
    if (!stored) throw new Error("enquiry not stored");
    // Whoever writes is a guest of the site too: the owner's guest book lists them.
    await upsertGuest(
      tx,
      input.siteId,
      { email: enquiry.email, name: enquiry.name, phone: enquiry.phone ?? null, lang: input.lang },
      "guest",
    );
    await queueEnquiryEmails(tx, {
      siteId: input.siteId,
      siteName: owner.siteName,
      owner: { id: owner.id, name: owner.name, email: owner.email, lang: owner.lang },
      enquiry,
      unitName: unit?.name ?? null,
      lang: input.lang,
      origin: ctx.origin,
      homeUrl: ctx.homeUrl,
    });
    return stored.id;
  });
  return { ok: true, id };
}
