import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { billingSettings, invoices, payments, subscriptions, user } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { chooseTestOutcome, type TestOutcome } from "../../../modules/payments/test-provider/test-payment-outcome.ts";
import { seedPlan } from "../../../modules/seed/seed.ts";
import { TEST_SELLER } from "../../../modules/subscriptions/subscriptions.testing.ts";
import {
  ORIGIN,
  PASSWORD,
  type Person,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import type { CheckoutAnswer } from "./checkout/checkout.server.ts";
import { action, loader } from "./checkout.tsx";
import { loader as successLoader } from "./checkout-success.tsx";

/** The billing details of a Dutch owner, as typed into the form. */
const DUTCH = {
  name: "Anna de Vries",
  street: "Duinweg 4",
  postalCode: "2042 AB",
  city: "Zandvoort",
  country: "NL",
};

/** The id of the test provider's payment a checkout URL opens (`…/payments/test/{id}`). */
function testPaymentId(location: string | null): string {
  const match = /\/payments\/test\/([^/?#]+)$/.exec(location ?? "");
  if (!match?.[1]) throw new Error(`not the test provider's page: ${location}`);
  return match[1];
}

describe.each(testBackends())("the checkout on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let made = 0;

  beforeAll(async () => {
    handle = await backend.open();
    await seedPlan(handle.db);
    app = routeHarness(handle.db);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    // The seller's details, as an admin enters them, with the test provider for the platform.
    await handle.db.delete(billingSettings);
    await handle.db.insert(billingSettings).values({ ...TEST_SELLER, provider: "test" });
  });

  const newOwner = () => app.signUpOwner({ email: `eigenaar-${++made}@example.nl` });

  /** The owner pays (or not) on the test provider's page; the provider's notice is not sent, so only the return settles. */
  const choose = (location: string | null, outcome: TestOutcome) =>
    chooseTestOutcome(handle.db, { id: testPaymentId(location), outcome, method: "card" }, async () => {});

  const subscriptionsOf = (userId: string) =>
    handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  it("makes a visitor's account and sends them to the provider's page, signed in by the same answer", async () => {
    const result = await app.call(action, "/en/checkout", {
      form: { ...DUTCH, email: "nieuw@example.nl", password: PASSWORD },
    });
    expect(result.status).toBe(303);
    expect(result.location).toMatch(new RegExp(`^${ORIGIN}/payments/test/`));
    expect(result.headers.get("set-cookie")).toContain("session_token");
    const [made] = await handle.db.select().from(user).where(eq(user.email, "nieuw@example.nl"));
    expect(made).toMatchObject({ name: "Anna de Vries", lang: "en" });
    const [subscription] = await subscriptionsOf(made?.id ?? "");
    expect(subscription).toMatchObject({
      state: "pending",
      billingName: "Anna de Vries",
      billingCity: "Zandvoort",
      billingCountry: "NL",
      billingEmail: "nieuw@example.nl",
      lang: "en",
    });
    // The setup fee and the first month with 21 % VAT: what the button said.
    const [payment] = await handle.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, subscription?.id ?? ""));
    const page = await app.call(loader, "/en/checkout");
    expect(payment?.amountCents).toBe((page.data as { amounts: { totalCents: number } }).amounts.totalCents);
  });

  it("answers bad details with 400, each problem beside its field in the page's language, everything typed kept", async () => {
    const result = await app.call(action, "/pl/platnosc", {
      form: {
        name: "",
        email: "geen-adres",
        password: "kort",
        street: "Długa 1",
        postalCode: "00-001",
        city: "Warszawa",
        country: "ZZ",
        business: "on",
        company: "Domki nad morzem",
        vatNumber: "NL123",
      },
    });
    expect(result.status).toBe(400);
    const answer = result.data as CheckoutAnswer;
    expect(answer.problems.fields).toEqual({
      name: ["Uzupełnij to pole."],
      email: [expect.stringContaining("adres e-mail")],
      password: [expect.any(String)],
      country: ["Wybierz kraj z listy."],
      vatNumber: ["To nie jest numer VAT wybranego kraju. Sprawdź numer i kraj."],
    });
    expect(answer.values).toMatchObject({
      email: "geen-adres",
      street: "Długa 1",
      city: "Warszawa",
      business: "on",
      company: "Domki nad morzem",
      vatNumber: "NL123",
    });
    expect(JSON.stringify(answer)).not.toContain("kort");
    expect(await handle.db.select().from(user).where(eq(user.email, "geen-adres"))).toEqual([]);
  });

  it("refuses a VAT number that does not fit the country in Dutch, and keeps the account it could not make unmade", async () => {
    const result = await app.call(action, "/checkout", {
      form: {
        ...DUTCH,
        email: "btw@example.nl",
        password: PASSWORD,
        business: "on",
        company: "Duinhuis BV",
        vatNumber: "BE0123",
      },
    });
    expect(result.status).toBe(400);
    expect((result.data as CheckoutAnswer).problems.fields.vatNumber).toEqual([
      "Dit is geen btw-nummer van het gekozen land. Controleer het nummer en het land.",
    ]);
    expect(await handle.db.select().from(user).where(eq(user.email, "btw@example.nl"))).toEqual([]);
  });

  it("says an address that has an account already beside the email field, in the page's language", async () => {
    const owner = await newOwner();
    const result = await app.call(action, "/en/checkout", {
      form: { ...DUTCH, email: owner.email, password: PASSWORD },
    });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect((result.data as CheckoutAnswer).problems.fields.email?.[0]).toMatch(/already/i);
  });

  it("sends a signed-in owner who pays twice (two tabs, a reload) to the same provider page, with one subscription", async () => {
    const owner = await newOwner();
    const first = await app.call(action, "/checkout", { as: owner, form: DUTCH });
    const second = await app.call(action, "/checkout", { as: owner, form: DUTCH });
    expect(first.status).toBe(303);
    expect(second.location).toBe(first.location);
    expect(await subscriptionsOf(owner.id)).toHaveLength(1);
  });

  it("shows a signed-in owner by name, fills in what they typed before, and is never cached", async () => {
    const owner = await newOwner();
    await app.call(action, "/en/checkout", {
      as: owner,
      form: { ...DUTCH, business: "on", company: "Duinhuis BV", vatNumber: "NL123456789B01" },
    });
    const page = await app.call(loader, "/en/checkout", { as: owner });
    expect(page.data).toMatchObject({
      account: { email: owner.email },
      values: { ...DUTCH, business: "on", company: "Duinhuis BV", vatNumber: "NL123456789B01" },
    });
    const { headers } = await import("./checkout.tsx");
    expect(headers()).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("sends an owner who pays already to their billing section, from the page and from the form", async () => {
    const owner = await newOwner();
    const started = await app.call(action, "/checkout", { as: owner, form: DUTCH });
    await choose(started.location, "paid");
    const subscription = (await subscriptionsOf(owner.id))[0];
    await app.call(successLoader, `/checkout-success?subscription=${subscription?.id}`, { as: owner });
    expect(await app.call(loader, "/checkout", { as: owner })).toMatchObject({
      status: 302,
      location: "/dashboard/account#billing",
    });
    expect(await app.call(action, "/checkout", { as: owner, form: DUTCH })).toMatchObject({
      status: 303,
      location: "/dashboard/account#billing",
    });
  });

  it("says plainly that paying is not possible when the seller's details are missing, without an error page", async () => {
    await handle.db.delete(billingSettings);
    const owner = await newOwner();
    expect((await app.call(loader, "/checkout", { as: owner })).data).toMatchObject({ available: false });
    const result = await app.call(action, "/checkout", { as: owner, form: DUTCH });
    expect(result.status).toBe(503);
    expect(result.data).toMatchObject({ unavailable: true, values: DUTCH });
  });

  it("signs the browser out and shows the checkout again", async () => {
    const owner = await newOwner();
    const result = await app.call(action, "/en/checkout", { as: owner, form: { intent: "signOut" } });
    expect(result).toMatchObject({ status: 303, location: "/en/checkout" });
    expect((await app.call(loader, "/en/checkout", { as: owner })).data).toMatchObject({ account: null });
  });
});

describe.each(testBackends())("the owner's return from paying on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let made = 0;

  beforeAll(async () => {
    handle = await backend.open();
    await seedPlan(handle.db);
    await handle.db.insert(billingSettings).values({ ...TEST_SELLER, provider: "test" });
    app = routeHarness(handle.db);
  });
  afterAll(() => handle.close());

  /** A new owner who started the checkout and chose `outcome` on the provider's page (its notice not sent). */
  const checkedOut = async (outcome: TestOutcome | null): Promise<{ owner: Person; path: string }> => {
    const owner = await app.signUpOwner({ email: `terug-${++made}@example.nl` });
    const started = await app.call(action, "/checkout", { as: owner, form: DUTCH });
    if (outcome) {
      await chooseTestOutcome(
        handle.db,
        { id: testPaymentId(started.location), outcome, method: "card" },
        async () => {},
      );
    }
    const [subscription] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    return { owner, path: `/checkout-success?subscription=${subscription?.id}` };
  };

  it("settles a paid first payment itself and shows it confirmed, with the wizard next; a reload makes nothing twice", async () => {
    const { owner, path } = await checkedOut("paid");
    const first = await app.call(successLoader, path, { as: owner });
    expect(first.data).toMatchObject({ state: "confirmed", next: "/onboarding" });
    const again = await app.call(successLoader, path, { as: owner });
    expect(again.data).toMatchObject({ state: "confirmed" });
    const [subscription] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect(subscription?.state).toBe("active");
    expect(
      await handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.subscriptionId, subscription?.id ?? "")),
    ).toHaveLength(1);
  });

  it("waits while the payment is still open, and looks again by itself", async () => {
    const { owner, path } = await checkedOut(null);
    const result = await app.call(successLoader, path, { as: owner });
    expect(result.data).toMatchObject({ state: "waiting" });
    expect(result.headers.get("set-cookie")).toBeNull();
  });

  it("leads a cancelled or failed payment to the cancelled page in the owner's language", async () => {
    for (const outcome of ["cancelled", "failed"] as const) {
      const { owner, path } = await checkedOut(outcome);
      expect(
        await app.call(successLoader, `/pl/platnosc-sukces${path.slice(path.indexOf("?"))}`, { as: owner }),
      ).toMatchObject({
        status: 302,
        location: "/pl/platnosc-anulowana",
      });
    }
  });

  it("answers 404 for another owner's subscription, or an id that is no id", async () => {
    const { path } = await checkedOut("paid");
    const other = await app.signUpOwner({ email: `ander-${++made}@example.nl` });
    expect((await app.call(successLoader, path, { as: other })).status).toBe(404);
    expect((await app.call(successLoader, "/checkout-success?subscription=' or 1=1", { as: other })).status).toBe(404);
    expect((await app.call(successLoader, "/checkout-success", { as: other })).status).toBe(404);
  });

  it("asks a visitor to sign in first, and brings them back", async () => {
    const { path } = await checkedOut("paid");
    const result = await app.call(successLoader, path);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/login?lang=nl&next=${encodeURIComponent(path)}`);
  });
});
