import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays, userSites } from "../../db/schema.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { isSiteLang } from "../i18n/site-languages.ts";
import { idempotencyKey } from "./idempotency-key.ts";
import { type LedgerRow, moveOf, obligationsOf, stayPayments, stayRow } from "./ledger-rows.ts";
import { activeAccount, offeredMethods, type PaymentServices, paymentAccountOf } from "./payment-services.ts";
import { settleFromProvider } from "./settle-payment.ts";

export type PayNowResult =
  | { ok: true; checkoutUrl: string }
  /** Nothing is due: everything is paid (or the stay pays nothing online). */
  | { ok: false; reason: "nothing_due" }
  /** The stay can no longer be paid: cancelled, expired, declined, or its hold ran out. */
  | { ok: false; reason: "closed" }
  /** The site takes no online payments (now). */
  | { ok: false; reason: "no_provider" };

/** A stay that money can still be taken for: confirmed, or held for its payment with time left. */
function isPayable(stay: typeof stays.$inferSelect, now: Date): boolean {
  if (stay.status === "confirmed") return true;
  return stay.status === "request" && stay.holdFor === "payment" && !!stay.holdExpiresAt && stay.holdExpiresAt > now;
}

/**
 * The guest's "pay now": the first instalment not yet paid (the balance may be paid before
 * its day), on the provider's hosted page. An attempt still open is reused (a reload or a
 * second tab never makes a second payment: the provider answers our same key with the same
 * payment); after a failed, expired or cancelled attempt a new attempt is made under a new
 * key. Returns where to send the guest. The provider is called outside any transaction.
 */
export async function payNow(
  db: Database,
  services: PaymentServices,
  input: { siteId: string; stayId: string; returnUrl: string; now?: Date },
): Promise<PayNowResult> {
  const now = input.now ?? new Date();
  const [found] = await db
    .select({ stay: stays, siteName: userSites.siteName })
    .from(stays)
    .innerJoin(userSites, eq(userSites.id, stays.siteId))
    .where(and(eq(stays.id, input.stayId), eq(stays.siteId, input.siteId)));
  if (!found || !isPayable(found.stay, now)) return { ok: false, reason: "closed" };
  const { stay } = found;
  const rows = await stayPayments(db, input.siteId, input.stayId);
  const due = obligationsOf(rows).find((o) => o.purpose === "instalment" && !o.met);
  if (!due) return { ok: false, reason: "nothing_due" };
  const account = activeAccount(await paymentAccountOf(db, input.siteId));
  if (!account || account.provider !== due.latest.provider) return { ok: false, reason: "no_provider" };
  const provider = await services.providerFor(account);
  if (!provider) return { ok: false, reason: "no_provider" };

  let row = due.latest;
  if (row.providerPaymentId) {
    const current = await provider.readPayment(row.providerPaymentId);
    const settled = await settleFromProvider(db, services, row.id, current, now);
    if (settled.state === "requires_payment" && current.checkoutUrl)
      return { ok: true, checkoutUrl: current.checkoutUrl };
    if (settled.state === "paid") return { ok: false, reason: "nothing_due" };
    row = await nextAttempt(db, row);
  }
  const later = rows.some((other) => other.instalment !== 1 || other.purpose === "deposit");
  const lang: SiteLang = isSiteLang(stay.lang) ? stay.lang : "en";
  const created = await provider.createPayment({
    amountCents: row.amountCents,
    currency: row.currency,
    description: `${stay.reference ?? ""} · ${found.siteName}`.slice(0, 200),
    methods: offeredMethods(account, row.currency),
    payer: { email: stay.guestEmail ?? "", name: stay.guestName ?? "", locale: lang },
    customerId: rows.find((other) => other.customerId)?.customerId ?? null,
    saveForLater: row.instalment === 1 && later,
    returnUrl: input.returnUrl,
    webhookUrl: services.webhookUrl(account.provider),
    ledgerId: row.id,
    idempotencyKey: row.idempotencyKey ?? idempotencyKey(moveOf(row, row.attempt)),
  });
  await db
    .update(payments)
    .set({
      providerPaymentId: created.providerPaymentId,
      checkoutUrl: created.checkoutUrl,
      customerId: created.customerId,
      attempts: row.attempts + 1,
      updatedAt: now,
    })
    .where(eq(payments.id, row.id));
  if (!created.checkoutUrl) return { ok: false, reason: "nothing_due" };
  return { ok: true, checkoutUrl: created.checkoutUrl };
}

/** A new attempt at a row's amount, under its own key; two tabs at once make one. */
async function nextAttempt(db: Database, row: LedgerRow): Promise<LedgerRow> {
  const attempt = row.attempt + 1;
  const key = idempotencyKey(moveOf(row, attempt));
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row;
  await db
    .insert(payments)
    .values({
      ...rest,
      attempt,
      attempts: 0,
      state: "requires_payment",
      idempotencyKey: key,
      providerPaymentId: null,
      checkoutUrl: null,
      method: null,
      failureCode: null,
      settledAt: null,
    })
    .onConflictDoNothing();
  const [made] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  if (!made) throw new Error("payment attempt not stored");
  return stayRow(made);
}
