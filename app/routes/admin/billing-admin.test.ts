import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { billingSettings, invoices, subscriptions } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { listAudit } from "../../../modules/audit/list-audit.ts";
import { pdfText } from "../../../modules/billing/invoice-pdf-text.testing.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { billingWorld } from "../../../modules/subscriptions/subscriptions.testing.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import * as invoicePdf from "./invoice-pdf.ts";
import * as ownerBilling from "./owner-billing.tsx";
import * as owners from "./owners.tsx";
import * as payments from "./payments.tsx";
import * as plan from "./plan.tsx";

const SELLER_FORM = {
  intent: "billing-owners",
  provider: "",
  graceDays: "21",
  vatRate: "21",
  sellerName: "VayVista B.V.",
  sellerStreet: "Keizersgracht 1",
  sellerPostalCode: "1015 CJ",
  sellerCity: "Amsterdam",
  sellerCountry: "NL",
  sellerVatNumber: "NL852580345B01",
  sellerChamberOfCommerce: "12345678",
  sellerEmail: "facturen@vayvista.nl",
  sellerIban: "NL91 ABNA 0417 1643 00",
};

const PLAN_FORM = { setupFee: "150", monthlyFee: "50", moneyBackDays: "30", liveWithinDays: "7" };

type Answer = { ok: boolean; message: string; errors?: Record<string, string>; values?: Record<string, string> };

describe.each(testBackends())("the admin's billing of owners on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let world: Awaited<ReturnType<typeof billingWorld>>;
  let admin: Person;
  let owner: Person;

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    world = await billingWorld(handle.db);
    // The seller as billingWorld made it is replaced by what the admin enters below.
    await handle.db.delete(billingSettings);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", name: "Bea Beheer", lang: "en" });
    owner = await h.signUpOwner({ email: "sanne@example.nl", lang: "nl" });
  });
  afterAll(() => handle.close());

  const asAdmin = (fn: Parameters<RouteHarness["call"]>[0], path: string, form?: Record<string, string>) =>
    h.call(fn, path, { as: admin, form });

  describe("/admin/settings/payments: billing owners", () => {
    const PATH = "/admin/settings/payments";

    it("starts from the defaults, says the checkout takes no money yet, and offers only the providers that can charge", async () => {
      const page = await asAdmin(payments.loader, PATH);
      expect(page.data).toMatchObject({
        billingOwners: {
          saved: false,
          values: { provider: "", graceDays: "14", vatRate: "21", sellerCountry: "NL", sellerName: "" },
          available: { stripe: false, mollie: false, test: true },
        },
      });
    });

    it("refuses a bad form with each problem beside its field in the admin's language, keeping what was typed", async () => {
      const typed = {
        ...SELLER_FORM,
        graceDays: "90",
        vatRate: "21%%",
        sellerVatNumber: "NL12345",
        sellerIban: "NL91 ABNA 0417 1643 01",
        provider: "stripe",
      };
      const refused = await asAdmin(payments.action, PATH, typed);
      expect(refused.status).toBe(422);
      const answer = refused.data as Answer;
      expect(answer).toMatchObject({ ok: false, message: "Not saved: please check the highlighted fields." });
      expect(answer.errors).toEqual({
        graceDays: "Enter a number from 0 to 60.",
        vatRate: "Enter a number.",
        sellerVatNumber: "This is not a VAT number in the chosen country's format, for example NL123456789B01.",
        sellerIban: "This IBAN does not add up: check it for a typo.",
        provider: "This provider is not available: enter its credentials first.",
      });
      const { intent: _intent, ...fields } = typed;
      expect(answer.values).toEqual(fields);
      expect(await handle.db.select().from(billingSettings)).toEqual([]);
    });

    it("saves the single row with the admin as who saved it, audited; the page shows it as saved", async () => {
      const saved = await asAdmin(payments.action, PATH, { ...SELLER_FORM, provider: "test" });
      expect(saved).toMatchObject({
        status: 200,
        data: { ok: true, message: "Saved. New invoices and payments use these details." },
      });
      const [row] = await handle.db.select().from(billingSettings);
      expect(row).toMatchObject({
        provider: "test",
        graceDays: 21,
        vatRateBasisPoints: 2100,
        sellerIban: "NL91ABNA0417164300",
        updatedBy: admin.id,
      });
      const [entry] = (await listAudit(handle.db, { limit: 1 })).entries;
      expect(entry).toMatchObject({ action: "billing_settings.update", actorId: admin.id });
      expect((await asAdmin(payments.loader, PATH)).data).toMatchObject({
        billingOwners: { saved: true, values: { provider: "test", graceDays: "21", sellerIban: "NL91ABNA0417164300" } },
      });
    });

    it("is the admins' only: an owner's post is refused and changes nothing", async () => {
      const result = await h.call(payments.action, PATH, { as: owner, form: { ...SELLER_FORM, graceDays: "0" } });
      expect(result.status).toBe(403);
      expect((await handle.db.select().from(billingSettings))[0]?.graceDays).toBe(21);
    });
  });

  describe("/admin/plan: the free first month", () => {
    it("refuses it with a setup fee of 0, beside the box and keeping what was typed, then saves it with a fee", async () => {
      const refused = await asAdmin(plan.action, "/admin/plan", { ...PLAN_FORM, setupFee: "0", freeFirstMonth: "on" });
      expect(refused.status).toBe(422);
      expect(refused.data).toMatchObject({
        ok: false,
        errors: {
          freeFirstMonth:
            "A free first month needs a setup fee: without one nothing is paid at checkout, so no payment method is saved.",
        },
        values: { setupFee: "0", freeFirstMonth: "on" },
      });
      expect((await getPlan(handle.db)).freeFirstMonth).toBe(false);

      const saved = await asAdmin(plan.action, "/admin/plan", { ...PLAN_FORM, freeFirstMonth: "on" });
      expect(saved).toMatchObject({ status: 200, data: { ok: true, values: { freeFirstMonth: "on" } } });
      expect((await getPlan(handle.db)).freeFirstMonth).toBe(true);
      expect((await asAdmin(plan.loader, "/admin/plan")).data).toMatchObject({ values: { freeFirstMonth: "on" } });
      const [entry] = (await listAudit(handle.db, { limit: 1 })).entries;
      expect(entry).toMatchObject({ action: "plan.update", details: { after: { freeFirstMonth: true } } });

      // Unticked, the offer ends.
      await asAdmin(plan.action, "/admin/plan", PLAN_FORM);
      expect((await getPlan(handle.db)).freeFirstMonth).toBe(false);
    });
  });

  describe("/admin/owners and an owner's billing", () => {
    let subscriber: { id: string; email: string; name: string };
    let invoiceNumber: string;

    beforeAll(async () => {
      subscriber = await world.owner("en");
      await world.subscribe(subscriber, "paid");
      const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.userId, subscriber.id));
      invoiceNumber = invoice?.number ?? "";
    });

    const path = (id: string) => `/admin/owners/${id}`;
    const act = (form: Record<string, string>, id = subscriber.id) =>
      h.call(ownerBilling.action, path(id), { as: admin, form, params: { ownerId: id } });

    it("lists each owner's subscription with the next payment, and the figures above the list", async () => {
      const page = await asAdmin(owners.loader, "/admin/owners");
      const data = page.data as Awaited<ReturnType<typeof owners.loader>>;
      expect(data.figures).toMatchObject({ active: 1, pastDue: 0, cancelled: 0, monthlyRecurringCents: 5_000 });
      const listed = data.owners.find((o) => o.id === subscriber.id);
      expect(listed?.subscription).toMatchObject({ state: "active", next: { amountCents: 6_050 } });
      expect(data.owners.find((o) => o.id === owner.id)?.subscription).toBeNull();
    });

    it("shows the owner's subscription and invoices, each invoice's PDF downloadable by the admin only", async () => {
      const page = await h.call(ownerBilling.loader, path(subscriber.id), {
        as: admin,
        params: { ownerId: subscriber.id },
      });
      expect(page.data).toMatchObject({
        owner: { id: subscriber.id, email: subscriber.email },
        billing: { state: "active", refundableCents: 24_200, invoices: [{ number: invoiceNumber, kind: "invoice" }] },
      });

      const file = `${invoiceNumber}.pdf`;
      const download = await h.call(invoicePdf.loader, `/admin/invoices/${file}`, { as: admin, params: { file } });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      const response = (await invoicePdf.loader({
        request: new Request(`https://vayvista.test/admin/invoices/${file}`, { headers: { cookie: admin.cookie } }),
        context: h.context(),
        params: { file },
      } as never)) as Response;
      expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(invoiceNumber);

      const missing = "VV-2001-000001.pdf";
      expect(
        (await h.call(invoicePdf.loader, `/admin/invoices/${missing}`, { as: admin, params: { file: missing } }))
          .status,
      ).toBe(404);
      expect((await h.call(invoicePdf.loader, `/admin/invoices/${file}`, { as: owner, params: { file } })).status).toBe(
        403,
      );
    });

    it("answers 400 for a malformed owner id, 404 for one that is no owner's, and 400 for an unknown action", async () => {
      expect((await act({ intent: "refund" }, "1%27--")).status).toBe(400);
      expect((await act({ intent: "refund" }, admin.id)).status).toBe(404);
      const unknown = await act({ intent: "delete" });
      expect(unknown).toMatchObject({ status: 400, data: { ok: false, message: "That action does not exist." } });
      expect((await act({ intent: "cancel", refund: "maybe" })).status).toBe(400);
    });

    it("extends by days with the problem beside the field, and refuses what does not apply", async () => {
      const before = (await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.id)))[0];
      const bad = await act({ intent: "extend", days: "400" });
      expect(bad).toMatchObject({
        status: 422,
        data: { ok: false, errors: { days: "Enter a number from 1 to 365." }, values: { days: "400" } },
      });
      const done = await act({ intent: "extend", days: "10" });
      expect(done).toMatchObject({ status: 200, data: { ok: true } });
      const [after] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.id));
      expect(after?.periodEnd).not.toBe(before?.periodEnd);
      expect((await listAudit(handle.db, { limit: 1 })).entries[0]).toMatchObject({
        action: "subscription.extend",
        actorId: admin.id,
        details: { days: 10 },
      });
    });

    it("refunds the last payment, then cancels now; each refused once it no longer applies", async () => {
      const refunded = await act({ intent: "refund" });
      expect(refunded).toMatchObject({
        status: 200,
        data: { ok: true, message: "€242 is being refunded; the credit note follows once the provider confirms it." },
      });
      expect(await act({ intent: "refund" })).toMatchObject({
        status: 409,
        data: { ok: false, message: "There is no payment to refund." },
      });
      expect(await act({ intent: "cancel", refund: "no" })).toMatchObject({
        status: 200,
        data: { ok: true, message: "The subscription is cancelled." },
      });
      expect(await act({ intent: "cancel", refund: "yes" })).toMatchObject({
        status: 409,
        data: { message: "There is no running subscription to cancel." },
      });
      expect(await act({ intent: "extend", days: "5" })).toMatchObject({ status: 409 });
      const actions = (await listAudit(handle.db, { limit: 2 })).entries.map((e) => [e.action, e.actorId]);
      expect(actions).toEqual([
        ["subscription.cancel", admin.id],
        ["subscription.refund", admin.id],
      ]);
      const page = await h.call(ownerBilling.loader, path(subscriber.id), {
        as: admin,
        params: { ownerId: subscriber.id },
      });
      expect(page.data).toMatchObject({
        billing: { state: "cancelled", refundableCents: 0, invoices: [{ kind: "credit_note" }, { kind: "invoice" }] },
      });
    });

    it("is the admins' only: an owner gets 403 on the page and every action, and nothing changes", async () => {
      const other = await world.owner();
      await world.subscribe(other, "paid");
      const asOwner = { as: owner, params: { ownerId: other.id } };
      expect((await h.call(ownerBilling.loader, path(other.id), asOwner)).status).toBe(403);
      const forms: Record<string, string>[] = [
        { intent: "refund" },
        { intent: "cancel", refund: "yes" },
        { intent: "extend", days: "30" },
      ];
      for (const form of forms) {
        expect((await h.call(ownerBilling.action, path(other.id), { ...asOwner, form })).status).toBe(403);
      }
      const [still] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, other.id));
      expect(still?.state).toBe("active");
    });
  });
});
