import { randomUUID } from "node:crypto";
import type { Database } from "../../../db/client.ts";
import { invoices, subscriptions, user } from "../../../db/schema.ts";
import type { InvoiceDocument } from "../../billing/invoice-document.ts";
import { invoiceTotals } from "../../billing/vat-rule.ts";

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

/** What a Dutch owner's invoice for a month prints (21 % VAT), as the issuing transaction stores it. */
export function monthInvoiceDocument(number: string): InvoiceDocument {
  const lines = [
    { description: "Abonnement VayVista, januari 2027", quantity: 1, unitCents: 5_000, totalCents: 5_000 },
  ];
  const party = { attention: null, country: "NL", vatNumber: null };
  return {
    kind: "invoice",
    number,
    issuedOn: "2027-01-05",
    correctsNumber: null,
    lang: "nl",
    currency: "EUR",
    seller: {
      ...party,
      name: "VayVista B.V.",
      addressLines: ["Keizersgracht 123", "1015 CJ Amsterdam"],
      email: "facturen@vayvista.test",
      chamberOfCommerce: null,
      iban: null,
    },
    buyer: {
      ...party,
      name: "Anna de Vries",
      addressLines: ["Duinweg 1", "4506 AA Cadzand"],
      email: "anna@example.nl",
    },
    lines,
    period: { from: "2027-01-05", until: "2027-02-05" },
    vat: { treatment: "domestic", rateBasisPoints: 2100 },
    ...invoiceTotals(lines, 2100),
    settled: { on: "2027-01-05", method: "ideal" },
  };
}

/**
 * An invoice of a month (€60.50 with VAT) of the owner, its PDF not rendered yet; with
 * `renderable: false` its stored document is one no PDF can be made from.
 */
export async function insertInvoice(
  db: Database,
  owner: TestOwner,
  number: string,
  { renderable = true }: { renderable?: boolean } = {},
): Promise<string> {
  const [invoice] = await db
    .insert(invoices)
    .values({
      number,
      kind: "invoice",
      userId: owner.userId,
      subscriptionId: owner.subscriptionId,
      paymentId: randomUUID(),
      document: renderable ? monthInvoiceDocument(number) : {},
      totalCents: 6_050,
      vatCents: 1_050,
      issuedAt: new Date(),
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error("no invoice");
  return invoice.id;
}
