import { count, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { billingSettings, subscriptions, user } from "../../db/schema.ts";
import { settlePendingNotices } from "../payments/payment-inbox.ts";
import type { PaymentServices } from "../payments/payment-services.ts";
import { chooseTestOutcome } from "../payments/test-provider/test-payment-outcome.ts";
import type { TestNoticeSender } from "../payments/test-provider/test-provider.ts";
import type { BillingDetails } from "../subscriptions/billing-details.ts";
import { renewSubscriptions } from "../subscriptions/renew-subscriptions.ts";
import { startCheckout } from "../subscriptions/start-checkout.ts";

const DAY = 86_400_000;

/** The seller on the local demo's invoices: plainly a demo, never a real company's details. */
const DEMO_SELLER = {
  sellerName: "VayVista (demo)",
  sellerStreet: "Voorbeeldstraat 1",
  sellerPostalCode: "1234 AB",
  sellerCity: "Amsterdam",
  sellerCountry: "NL",
  sellerVatNumber: null,
  sellerChamberOfCommerce: null,
  sellerEmail: "billing@vayvista.test",
  sellerIban: null,
  provider: "test" as const,
};

/**
 * The demo owners' subscriptions, as paying for VayVista would have left them: Sanne
 * subscribed 12 days ago (still within the money-back days, so cancelling shows the refund),
 * Piotr 75 days ago (two renewals since, past the money-back days, in Polish). Made through
 * the real checkout on the test provider at those moments, so their payments, invoices and
 * emails are the product's own.
 */
export const DEMO_SUBSCRIBERS: { email: string; daysAgo: number; billing: BillingDetails; lang: "nl" | "pl" }[] = [
  {
    email: "sanne@vayvista.test",
    daysAgo: 12,
    lang: "nl",
    billing: {
      name: "Sanne de Vries",
      company: null,
      street: "Boulevard Paulus Loot 12",
      postalCode: "2042 AD",
      city: "Zandvoort",
      country: "NL",
      vatNumber: null,
    },
  },
  {
    email: "piotr@vayvista.test",
    daysAgo: 75,
    lang: "pl",
    billing: {
      name: "Piotr Chowaniec",
      company: "Trzy Smreki Piotr Chowaniec",
      street: "ul. Krupówki 12",
      postalCode: "34-500",
      city: "Zakopane",
      country: "PL",
      vatNumber: "PL5260001246",
    },
  },
];

/**
 * On the first local start, after the demo accounts: the platform's demo billing settings
 * (the test provider, a demo seller) and the demo owners' subscriptions with their invoices.
 * Nothing is done where any subscription exists already.
 */
export async function seedDemoSubscriptions(
  db: Database,
  services: PaymentServices,
  notify: TestNoticeSender,
  now = new Date(),
): Promise<void> {
  const [made] = await db.select({ n: count() }).from(subscriptions);
  if ((made?.n ?? 0) > 0) return;
  await db.insert(billingSettings).values(DEMO_SELLER).onConflictDoNothing();
  const owners = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        DEMO_SUBSCRIBERS.map((s) => s.email),
      ),
    );
  // Day by day from the first subscriber's start, so invoice numbers follow their dates:
  // that day's checkouts, then that day's renewals.
  const firstDay = Math.max(...DEMO_SUBSCRIBERS.map((s) => s.daysAgo));
  for (let day = firstDay; day >= 0; day--) {
    const at = new Date(now.getTime() - day * DAY);
    for (const subscriber of DEMO_SUBSCRIBERS.filter((s) => s.daysAgo === day)) {
      const owner = owners.find((o) => o.email === subscriber.email);
      if (owner) await subscribe(db, services, notify, owner, subscriber, at);
    }
    await renewSubscriptions(db, services, at);
    while ((await settlePendingNotices(db, services, () => at)) > 0) {}
  }
}

/** One demo owner's checkout, paid on the test provider's page at `at`. */
async function subscribe(
  db: Database,
  services: PaymentServices,
  notify: TestNoticeSender,
  owner: { id: string; email: string },
  subscriber: (typeof DEMO_SUBSCRIBERS)[number],
  at: Date,
) {
  const started = await startCheckout(db, services, {
    userId: owner.id,
    email: owner.email,
    lang: subscriber.lang,
    billing: subscriber.billing,
    returnUrl: () => new URL("/dashboard/account", services.addressing.origin).href,
    now: at,
  });
  if (!started.ok || !started.checkoutUrl) return;
  const id = started.checkoutUrl.split("/").at(-1) ?? "";
  await chooseTestOutcome(db, { id, outcome: "paid", method: subscriber.lang === "pl" ? "card" : "ideal" }, notify, at);
  while ((await settlePendingNotices(db, services, () => at)) > 0) {}
}
