import { randomUUID } from "node:crypto";
import type { Database } from "../../../db/client.ts";
import { invoices, subscriptions, user } from "../../../db/schema.ts";

export type TestOwner = { userId: string; subscriptionId: string };

/** An owner with an active subscription, as the subscription emails go to (for tests). */
export async function insertSubscribedOwner(db: Database, email: string): Promise<TestOwner> {
  const [owner] = await db
    .insert(user)
    .values({ name: "Anna de Vries", email, role: "owner" })
    .returning({ id: user.id });
  if (!owner) throw new Error("no owner");
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId: owner.id,
      state: "active",
      provider: "test",
      setupFeeCents: 15_000,
      monthlyFeeCents: 5_000,
      moneyBackDays: 30,
      billingName: "Anna de Vries",
      billingStreet: "Duinweg 1",
      billingPostalCode: "4506 AA",
      billingCity: "Cadzand",
      billingCountry: "NL",
      billingEmail: email,
      lang: "nl",
    })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error("no subscription");
  return { userId: owner.id, subscriptionId: subscription.id };
}

/** An invoice of a month (€60.50 with 21 % VAT) of the owner, its PDF not rendered yet. */
export async function insertInvoice(db: Database, owner: TestOwner, number: string): Promise<string> {
  const [invoice] = await db
    .insert(invoices)
    .values({
      number,
      kind: "invoice",
      userId: owner.userId,
      subscriptionId: owner.subscriptionId,
      paymentId: randomUUID(),
      document: {},
      totalCents: 6_050,
      vatCents: 1_050,
      issuedAt: new Date(),
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error("no invoice");
  return invoice.id;
}
