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
 * Who typed the details: the guest themselves on the site (a booking, a request, an
 * enquiry: anyone can type any address), or the site's owner (a booking taken by phone).
 */
export type GuestDetailsBy = "guest" | "owner";

type GuestDetail = typeof guests.name | typeof guests.phone | typeof guests.country | typeof guests.lang;

/**
 * Adds someone who books or enquires to the site's guest book, or brings their entry up to
 * date: one guest per site and address (compared in lower case). What the site's form says
 * only fills what the entry lacks (anyone can type someone else's address, so a stranger
 * never renames the owner's guest or changes their language or phone); what the owner types
 * for a booking they enter replaces the name and language, and any phone or country they
 * give. What is left out and the owner's notes stay. Consent to marketing is recorded when
 * given and never taken away by a form that did not ask again. Pass the transaction of the
 * booking or enquiry. The guest's id.
 */
export async function upsertGuest(
  tx: Database,
  siteId: string,
  contact: GuestContact,
  by: GuestDetailsBy,
): Promise<string> {
  assertUuid(siteId, "siteId");
  const email = contact.email.trim().toLowerCase();
  const phone = contact.phone?.trim() || null;
  const country = contact.country?.trim().toUpperCase() || null;
  const now = new Date();
  const fresh = (column: GuestDetail) => sql`excluded.${sql.identifier(column.name)}`;
  // A guest's form fills what the entry lacks; the owner's typing replaces what they gave.
  const update =
    by === "owner"
      ? (column: GuestDetail) => sql`coalesce(${fresh(column)}, ${column})`
      : (column: GuestDetail) => sql`coalesce(nullif(${column}, ''), ${fresh(column)})`;
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
        name: update(guests.name),
        phone: update(guests.phone),
        country: update(guests.country),
        lang: update(guests.lang),
        marketingConsent: sql`${guests.marketingConsent} or excluded.marketing_consent`,
        updatedAt: now,
      },
    })
    .returning({ id: guests.id });
  if (!row) throw new Error("guest not stored");
  return row.id;
}
