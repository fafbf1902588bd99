import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteBookingSettings } from "../../db/schema.ts";
import { normaliseBic, normaliseIban } from "../stays/bank-details.ts";

/**
 * How a guest pays a confirmed booking by bank transfer until online payment exists: the
 * owner's account, and the booking's reference to put on the transfer so the owner can
 * match it. The IBAN and BIC are in their stored form (no spaces); pages group the IBAN.
 */
export type BankTransfer = {
  accountHolder: string | null;
  iban: string;
  bic: string | null;
  reference: string;
};

/**
 * The bank transfer a just-made booking's guest is told about: for a confirmed booking of a
 * site whose owner gave an IBAN; null for a request (the details come with the owner's
 * acceptance, by email) and for a site without one (the guest pays on arrival).
 */
export async function bankTransferFor(
  db: Database,
  siteId: string,
  booking: { status: "request" | "confirmed"; reference: string },
): Promise<BankTransfer | null> {
  if (booking.status !== "confirmed") return null;
  const [row] = await db
    .select({
      holder: siteBookingSettings.bankAccountHolder,
      iban: siteBookingSettings.bankIban,
      bic: siteBookingSettings.bankBic,
    })
    .from(siteBookingSettings)
    .where(eq(siteBookingSettings.siteId, siteId))
    .limit(1);
  const iban = normaliseIban(row?.iban ?? "");
  if (!row || iban === "") return null;
  const bic = normaliseBic(row.bic ?? "");
  return {
    accountHolder: row.holder?.trim() || null,
    iban,
    bic: bic === "" ? null : bic,
    reference: booking.reference,
  };
}
