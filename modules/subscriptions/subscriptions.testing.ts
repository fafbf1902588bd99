import type { Database } from "../../db/client.ts";
import { billingSettings, user } from "../../db/schema.ts";
import { testPaymentServices } from "../payments/payments.testing.ts";
import { chooseTestOutcome, type TestOutcome } from "../payments/test-provider/test-payment-outcome.ts";
import { seedPlan } from "../seed/seed.ts";
import type { BillingDetails } from "./billing-details.ts";
import { startCheckout } from "./start-checkout.ts";
import { subscriptionSettled } from "./subscription-settled.ts";

/** The seller's details as an admin would enter them. */
export const TEST_SELLER = {
  sellerName: "VayVista B.V.",
  sellerStreet: "Keizersgracht 1",
  sellerPostalCode: "1015 CJ",
  sellerCity: "Amsterdam",
  sellerCountry: "NL",
  sellerVatNumber: "NL123456789B01",
  sellerChamberOfCommerce: "12345678",
  sellerEmail: "billing@vayvista.example",
  sellerIban: "NL91ABNA0417164300",
};

export const DUTCH_OWNER: BillingDetails = {
  name: "Anna de Vries",
  company: null,
  street: "Duinweg 4",
  postalCode: "2042 AB",
  city: "Zandvoort",
  country: "NL",
  vatNumber: null,
};

/** A database with the standard plan, the seller's details and the test provider for the platform's charges. */
export async function billingWorld(db: Database) {
  await seedPlan(db);
  await db.insert(billingSettings).values({ ...TEST_SELLER, provider: "test" });
  const payments = testPaymentServices(db, undefined, subscriptionSettled);
  let made = 0;
  /** A new owner account. */
  const owner = async (lang: "nl" | "en" | "pl" = "nl") => {
    made += 1;
    const [row] = await db
      .insert(user)
      .values({ name: `Owner ${made}`, email: `owner-${made}@example.nl`, lang })
      .returning();
    if (!row) throw new Error("owner not made");
    return row;
  };
  /** The owner's checkout, paid on the test provider's page with `outcome`, its notices settled. */
  const subscribe = async (
    who: { id: string; email: string },
    outcome: TestOutcome = "paid",
    billing: BillingDetails = DUTCH_OWNER,
    now = new Date(),
  ) => {
    const started = await startCheckout(db, payments.services, {
      userId: who.id,
      email: who.email,
      lang: "nl",
      billing,
      returnUrl: (id) => `https://vayvista.example/checkout-success?subscription=${id}`,
      now,
    });
    if (!started.ok || !started.checkoutUrl) throw new Error(`checkout did not start: ${JSON.stringify(started)}`);
    await chooseTestOutcome(
      db,
      { id: started.checkoutUrl.split("/").at(-1) ?? "", outcome, method: "card" },
      payments.notify,
    );
    await payments.settleAll(now);
    return started;
  };
  return { ...payments, owner, subscribe };
}

/** A running subscription's row (add the owner's `userId`), for tests about what it allows rather than how it was paid. */
export const RUNNING_SUBSCRIPTION = {
  state: "active",
  provider: "test",
  setupFeeCents: 15_000,
  monthlyFeeCents: 5_000,
  moneyBackDays: 30,
  periodStart: "2026-11-01",
  periodEnd: "2026-12-01",
  anchorDay: 1,
  billingName: DUTCH_OWNER.name,
  billingStreet: DUTCH_OWNER.street,
  billingPostalCode: DUTCH_OWNER.postalCode,
  billingCity: DUTCH_OWNER.city,
  billingCountry: DUTCH_OWNER.country,
  billingEmail: "owner@example.nl",
  lang: "nl",
} as const;
