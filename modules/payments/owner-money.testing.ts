import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { payments, siteBookingSettings } from "../../db/schema.ts";
import { upsertGuest } from "../guests/upsert-guest.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { bookStay, siteWithUnits } from "../vouchers/vouchers.testing.ts";

/** Builders for the owner's money tests: a site in a zone and currency, its guests' bookings and their ledger rows. */

export type MoneySite = { siteId: string; ownerId: string; unitId: string };

/** A site with one unit, its property in `timeZone`, priced in `currency`. */
export async function moneySite(
  db: Database,
  opts: { timeZone?: string; currency?: SiteCurrency } = {},
): Promise<MoneySite> {
  const site = await siteWithUnits(db, ["huis"]);
  await db.insert(siteBookingSettings).values({
    siteId: site.siteId,
    calendarToken: `token-${site.siteId}`,
    timeZone: opts.timeZone ?? "Europe/Amsterdam",
    currency: opts.currency ?? "EUR",
  });
  return { siteId: site.siteId, ownerId: site.ownerId, unitId: site.units[0] ?? "" };
}

/** A guest of the site and one booking of theirs (confirmed unless said otherwise). */
export async function guestBookingOf(
  db: Database,
  site: MoneySite,
  guest: { name: string; email: string },
  stay: { checkIn: string; checkOut: string; totalCents: number; status?: "confirmed" | "cancelled" | "request" },
): Promise<{ guestId: string; stayId: string; reference: string }> {
  const guestId = await upsertGuest(db, site.siteId, { ...guest, lang: "nl" }, "guest");
  const reference = `VV-${randomBytes(3).toString("hex").toUpperCase()}`;
  const stayId = await bookStay(
    db,
    { siteId: site.siteId, unitId: site.unitId },
    { ...stay, guestId, guestName: guest.name, guestEmail: guest.email, reference },
  );
  return { guestId, stayId, reference };
}

/** A row of the ledger: a paid first instalment by card unless the test says otherwise. */
export async function ledgerRow(
  db: Database,
  site: { siteId: string },
  stayId: string,
  row: Partial<typeof payments.$inferInsert> = {},
): Promise<typeof payments.$inferSelect> {
  const [inserted] = await db
    .insert(payments)
    .values({
      siteId: site.siteId,
      stayId,
      kind: "charge",
      purpose: "instalment",
      instalment: 1,
      state: "paid",
      amountCents: 10_000,
      currency: "EUR",
      provider: "test",
      method: "card",
      ...row,
    })
    .returning();
  if (!inserted) throw new Error("no ledger row");
  return inserted;
}
