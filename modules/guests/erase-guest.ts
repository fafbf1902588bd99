import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guests, siteEnquiries, stays, voucherRedemptions, vouchers } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";

/**
 * Erases a guest of the site at their request (GDPR art. 17), in one transaction. Their
 * entry in the guest book keeps only that it existed: no address, phone, country, notes or
 * consent, and `erasedName` ("Gewiste gast", in the owner's language) as its name. Their bookings stay
 * for the books (dates, unit, guests, amounts, voucher code) without their name, address,
 * phone, country, arrival time, message, the keys their open stays were counted under or
 * the owner's notes on them (which may describe them); the address their voucher uses were counted under is dropped, so those uses no
 * longer count against a per-guest limit; their enquiries through the site keep only the
 * date and stay asked about. False when the site has no such guest: another site's is never
 * touched. Erasing again changes nothing more.
 */
export async function eraseGuest(
  db: Database,
  siteId: string,
  guestId: string,
  opts: { erasedName: string; now?: Date },
): Promise<boolean> {
  assertUuid(siteId, "siteId");
  assertUuid(guestId, "guestId");
  const now = opts.now ?? new Date();
  const { erasedName } = opts;
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ email: guests.email })
      .from(guests)
      .where(and(eq(guests.siteId, siteId), eq(guests.id, guestId)))
      .for("update");
    if (!guest) return false;
    const email = guest.email;

    await tx
      .update(guests)
      .set({
        email: null,
        name: erasedName,
        phone: null,
        country: null,
        notes: "",
        marketingConsent: false,
        erasedAt: sql`coalesce(${guests.erasedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(guests.id, guestId));

    const theirs =
      email === null
        ? eq(stays.guestId, guestId)
        : or(eq(stays.guestId, guestId), eq(sql`lower(${stays.guestEmail})`, email));
    await tx
      .update(stays)
      .set({
        guestName: null,
        guestEmail: null,
        guestPhone: null,
        guestCountry: null,
        arrivalTime: null,
        guestMessage: null,
        guestEmailKey: null,
        guestNetworkKey: null,
        notes: "",
        updatedAt: now,
      })
      .where(and(eq(stays.siteId, siteId), theirs));
    if (email === null) return true;

    const siteVouchers = tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.siteId, siteId));
    await tx
      .update(voucherRedemptions)
      .set({ email: "" })
      .where(and(eq(voucherRedemptions.email, email), inArray(voucherRedemptions.voucherId, siteVouchers)));
    await tx
      .update(siteEnquiries)
      .set({ name: erasedName, email: "", phone: null, message: "" })
      .where(and(eq(siteEnquiries.siteId, siteId), eq(sql`lower(${siteEnquiries.email})`, email)));
    return true;
  });
}
