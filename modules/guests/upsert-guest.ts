import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guests } from "../../db/schema.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";

export type GuestContact = {
  email: string;
  name: string;
  phone?: string | null | undefined;
  /** ISO 3166-1 alpha-2, as the booking form sends it. */
  country?: string | null | undefined;
  /** The language they booked or wrote in. */
  lang: SiteLang;
  /** Ticked on the booking form; unticked later is not a withdrawal. */
  marketingConsent?: boolean | undefined;
};

/**
 * Adds someone who books or enquires to the site's guest book, or brings their entry up to
 * date: one guest per site and address (compared in lower case). The newest name, language
 * and any phone or country they give replace the old ones; what they leave out and the
 * owner's notes stay. Consent to marketing is recorded when given and never taken away by a
 * form that did not ask again. Pass the transaction of the booking or enquiry. The guest's id.
 */
export async function upsertGuest(tx: Database, siteId: string, contact: GuestContact): Promise<string> {
  assertUuid(siteId, "siteId");
  const email = contact.email.trim().toLowerCase();
  const phone = contact.phone?.trim() || null;
  const country = contact.country?.trim().toUpperCase() || null;
  const now = new Date();
  const [row] = await tx
    .insert(guests)
    .values({
      siteId,
      email,
      name: contact.name.trim(),
      phone,
      country,
      lang: contact.lang,
      marketingConsent: contact.marketingConsent === true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [guests.siteId, guests.email],
      set: {
        name: sql`excluded.name`,
        phone: sql`coalesce(excluded.phone, ${guests.phone})`,
        country: sql`coalesce(excluded.country, ${guests.country})`,
        lang: sql`excluded.lang`,
        marketingConsent: sql`${guests.marketingConsent} or excluded.marketing_consent`,
        updatedAt: now,
      },
    })
    .returning({ id: guests.id });
  if (!row) throw new Error("guest not stored");
  return row.id;
}
