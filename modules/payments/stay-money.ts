import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { siteCurrency } from "../pricing/currencies.ts";
import { bookingBalance } from "./booking-balance.ts";
import { type MoneyLine, moneyTimeline } from "./guest-booking.ts";
import { stayPayments } from "./ledger-rows.ts";

/** A booking's money as its owner sees it on the stay's page. */
export type StayMoney = {
  currency: SiteCurrency;
  timeline: MoneyLine[];
  paidCents: number;
  /** What the guest still owes of the price (0 for a cancelled booking). */
  outstandingCents: number;
  /** A deposit hold in place: the owner may keep part of it, or let it go now. */
  heldDepositCents: number;
  testPayments: boolean;
};

/** The money of one booking of the site; null for another site's stay, a block or an import. */
export async function stayMoney(db: Database, siteId: string, stayId: string): Promise<StayMoney | null> {
  const [stay] = await db
    .select({ kind: stays.kind, status: stays.status, totalCents: stays.totalCents })
    .from(stays)
    .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)));
  if (stay?.kind !== "booking") return null;
  const rows = await stayPayments(db, siteId, stayId);
  return {
    currency: await siteCurrency(db, siteId),
    timeline: moneyTimeline(rows),
    ...bookingBalance(stay, rows),
    heldDepositCents: rows
      .filter((row) => row.kind === "hold" && row.state === "authorised")
      .reduce((sum, row) => sum + row.amountCents, 0),
    testPayments: rows.some((row) => row.provider === "test"),
  };
}
