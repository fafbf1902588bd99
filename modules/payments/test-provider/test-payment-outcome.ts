import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { testProviderPayments } from "../../../db/schema.ts";
import type { PaymentMethod } from "../payment-methods.ts";
import { DECLINING_CARD, newTestId, type TestNoticeSender } from "./test-provider.ts";

/**
 * What the payer can choose on the test provider's hosted page, as in Mollie's test mode;
 * `paid_declines_later` pays now and leaves a card whose later charges are declined (to try
 * a failed balance).
 */
export const TEST_OUTCOMES = ["paid", "paid_declines_later", "failed", "cancelled", "expired"] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

export type TestPaymentPage = {
  id: string;
  amountCents: number;
  currency: string;
  description: string;
  methods: PaymentMethod[];
  /** Still waiting for the payer; else the page only leads back. */
  open: boolean;
  returnUrl: string | null;
};

const ID = /^tp_[0-9a-f]{24}$/;

/** The hosted page's payment (any site's: its id is unguessable, as a provider's checkout link is). */
export async function testPaymentPage(db: Database, id: string): Promise<TestPaymentPage | null> {
  if (!ID.test(id)) return null;
  const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id));
  if (!row?.returnUrl) return null;
  return {
    id: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    description: row.description,
    methods: row.methods as PaymentMethod[],
    open: row.state === "requires_payment",
    returnUrl: row.returnUrl,
  };
}

/**
 * The payer's choice on the hosted page: the payment takes the outcome (once: a second
 * click, or a click on a page left open, changes nothing), a method chosen to be saved is
 * kept for later charges, and the provider's notice goes to our webhook endpoint. Returns
 * where the payer's browser goes back to.
 */
export async function chooseTestOutcome(
  db: Database,
  input: { id: string; outcome: TestOutcome; method: PaymentMethod },
  notify: TestNoticeSender,
  now: Date = new Date(),
): Promise<string | null> {
  const page = await testPaymentPage(db, input.id);
  if (!page) return null;
  if (!page.open || !page.methods.includes(input.method)) return page.returnUrl;
  const paid = input.outcome === "paid" || input.outcome === "paid_declines_later";
  const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, input.id));
  const saves = paid && row?.saveForLater && input.method !== "blik" && input.method !== "przelewy24";
  const saved = !saves
    ? null
    : input.method === "card"
      ? input.outcome === "paid_declines_later"
        ? newTestId("tm").replace("tm_", DECLINING_CARD)
        : newTestId("tm")
      : newTestId("tm").replace("tm_", "tm_sepa_");
  const changed = await db
    .update(testProviderPayments)
    .set({
      state: paid ? "paid" : input.outcome,
      method: input.method,
      savedMethodId: saved,
      failureCode: input.outcome === "failed" ? "declined_by_payer" : null,
      updatedAt: now,
    })
    .where(and(eq(testProviderPayments.id, input.id), eq(testProviderPayments.state, "requires_payment")))
    .returning({ state: testProviderPayments.state });
  // Only the first choice counts: a second one, even at the same moment, changes no row.
  if (changed.length > 0) await notify(input.id);
  return page.returnUrl;
}
