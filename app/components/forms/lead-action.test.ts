import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { emailOutbox, leads } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { chunkedBody, ORIGIN, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { resources } from "../../i18n/ui/resources.ts";
import { action as consultationAction } from "../../routes/marketing/consultation.tsx";
import { action as contactAction } from "../../routes/marketing/contact.tsx";

const contact = {
  name: "Sanne de Vries",
  email: "sanne@example.nl",
  phone: "",
  subject: "Eigen website",
  message: "Ik wil graag meer weten over jullie aanbod.",
};

/** The marketing forms through their route actions: what reaches the team and the visitor. */
describe.each(testBackends())("lead forms on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    await h.signInAdmin({ email: "bea@vayvista.test", name: "Bea", lang: "nl" });
    await h.signInAdmin({ email: "ed@vayvista.test", name: "Ed", lang: "pl" });
    await h.signUpOwner({ email: "eigenaar@example.nl" });
  });
  afterAll(() => handle.close());

  const counts = async () => ({
    leads: (await handle.db.select({ id: leads.id }).from(leads)).length,
    emails: (await handle.db.select({ id: emailOutbox.id }).from(emailOutbox)).length,
  });

  it("emails each admin in their language and confirms to the visitor in the language of the page", async () => {
    const sent = await h.call(contactAction, "/en/contact", { form: contact });
    expect(sent).toMatchObject({ status: 200, data: { ok: true } });

    const [toBea, ...moreToBea] = await h.queued("bea@vayvista.test", "lead-received");
    const [toEd] = await h.queued("ed@vayvista.test", "lead-received");
    expect(moreToBea).toEqual([]);
    expect(toBea).toMatchObject({ lang: "nl", toName: "Bea" });
    expect(toBea?.subject).toBe("Nieuwe aanvraag via de website: Contactbericht van Sanne de Vries");
    expect(toBea?.text).toContain("Ik wil graag meer weten over jullie aanbod.");
    expect(toBea?.text).toContain(`${ORIGIN}/admin/leads`);
    expect(toEd).toMatchObject({ lang: "pl" });
    expect(toEd?.subject).toBe("Nowe zgłoszenie ze strony: Wiadomość od Sanne de Vries");
    expect(await h.queued("eigenaar@example.nl", "lead-received")).toEqual([]);

    const confirmations = await h.queued("sanne@example.nl", "lead-confirmation");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ lang: "en", subject: "We have received your request" });
    expect(confirmations[0]?.text).toContain(`${ORIGIN}/en`);
  });

  it("uses the interface's words for a consultation's choices, in each admin's language", async () => {
    const sent = await h.call(consultationAction, "/pl/konsultacja", {
      form: {
        name: "Piotr Nowak",
        email: "piotr@example.pl",
        phone: "+48 600 123 456",
        preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        timeSlot: "evening",
        propertyType: "apartment",
        propertyLocation: "Sopot",
        unitCount: "2",
        notes: "",
      },
    });
    expect(sent).toMatchObject({ status: 200, data: { ok: true } });
    const toBea = (await h.queued("bea@vayvista.test", "lead-received")).at(-1);
    expect(toBea?.text).toContain("Soort: Adviesgesprek");
    expect(toBea?.text).toContain("Tijdvak: Avond (17:00–20:00)");
    expect(toBea?.text).toContain("Type accommodatie: Appartement");
    const toEd = (await h.queued("ed@vayvista.test", "lead-received")).at(-1);
    expect(toEd?.text).toContain("Pora dnia: Wieczorem (17:00–20:00)");
    const [confirmation] = await h.queued("piotr@example.pl", "lead-confirmation");
    expect(confirmation).toMatchObject({ lang: "pl" });
    expect(confirmation?.text).toContain("pora dnia: Wieczorem (17:00–20:00)");
  });

  it("queues nothing for an invalid submission or one caught by the honeypot", async () => {
    const before = await counts();
    const invalid = await h.call(contactAction, "/contact", { form: { ...contact, email: "sanne@" } });
    expect(invalid).toMatchObject({ status: 400, data: { ok: false } });
    const robot = await h.call(contactAction, "/contact", { form: { ...contact, website: "https://spam.example" } });
    expect(robot).toMatchObject({ status: 200, data: { ok: true } });
    expect(await counts()).toEqual(before);
  });

  it("refuses a NUL or another control character with a 400 naming the field, in the page's language, storing and sending nothing", async () => {
    const before = await counts();
    const typed = { ...contact, name: "Sanne\u0000de Vries", message: "Ik wil\u001b[2J graag meer weten." };
    const refused = await h.call(contactAction, "/en/contact", { form: typed });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        ok: false,
        errors: { name: { key: "errors.oneLine" }, message: { key: "errors.controls" } },
        values: typed,
      },
    });
    // The page words the keys in its language.
    expect(resources.en.errors.controls).toBe(
      "This contains invisible control characters that cannot be saved. Please type it again.",
    );
    expect(await counts()).toEqual(before);
  });

  it("refuses a form sent in chunks past its limit with a 413 in the page's language, storing and sending nothing", async () => {
    const before = await counts();
    const body = chunkedBody(`${new URLSearchParams(contact).toString()}&message=${"a".repeat(512 * 1024)}`);
    const refused = await h.call(contactAction, "/en/contact", { stream: body.stream });
    expect(refused).toMatchObject({ status: 413, data: { reason: "too-large", title: "Too much at once" } });
    expect(await counts()).toEqual(before);
    expect(body.pulled()).toBeLessThan(512 * 1024);
  });
});
