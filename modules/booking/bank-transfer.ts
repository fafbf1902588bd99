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

/** The owner's bank account as given in the booking settings; null without an IBAN. */
export async function ownerBankAccount(db: Database, siteId: string): Promise<Omit<BankTransfer, "reference"> | null> {
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
  return { accountHolder: row.holder?.trim() || null, iban, bic: bic === "" ? null : bic };
}

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
  const account = await ownerBankAccount(db, siteId);
  return account ? { ...account, reference: booking.reference } : null;
}
