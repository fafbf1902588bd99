import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, siteEnquiries, user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ENQUIRY_SITE_LIMIT } from "../../modules/enquiries/create-enquiry.ts";
import { loadSiteContent, publishSiteContent, saveSiteDraft } from "../../modules/site-content/site-content-store.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";
import {
  chunkedBody,
  giveSite,
  ORIGIN,
  type Person,
  type RouteHarness,
  routeHarness,
} from "../../tests/support/route-harness.ts";
import type { AppServices } from "../context.ts";
import { action } from "../routes/site/page.tsx";
import type { SitePageData } from "../themes/kit/page-data.ts";

/** A stay a few months from whenever the test runs. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const form = {
  name: "Jonas Becker",
  email: "jonas@example.de",
  phone: "",
  checkIn: day(90),
  checkOut: day(97),
  guests: "4",
  unit: "",
  message: "Ist das Haus in den Sommerferien noch frei?",
  website: "",
};

/** The contact pages of an owner's site and a theme's demo, through the site route's action. */
describe.each(testBackends())("the contact form of an owner's site on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let owner: Person;
  let host: HostResolution;
  let siteId: string;
  let address = 0;
  const freshIp = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    owner = await h.signUpOwner({ email: "sanne@example.nl", name: "Sanne de Vries", lang: "nl" });
    const site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    siteId = site.id;
    host = {
      kind: "owner-site",
      site: {
        id: site.id,
        userId: site.ownerId,
        themeName: site.themeName,
        siteName: site.siteName,
        subdomain: site.subdomain,
        customDomain: null,
        access: "live",
      },
    };
    // The site speaks Dutch (its main language, without prefix), German and English.
    const content = await loadSiteContent(handle.db, site.id);
    const saved = await saveSiteDraft(handle.db, {
      siteId: site.id,
      draft: { ...content.draft, languages: { main: "nl", others: ["de", "en"] } },
      baseVersion: content.draftVersion,
    });
    if (!saved.ok) throw new Error("draft not saved");
    await publishSiteContent(handle.db, site.id);
  });
  afterAll(() => handle.close());

  /** A post to the site's page at `path` (as the visitor sees it), from a new address unless one is given. */
  const post = (path: string, fields: Record<string, string>, services: Partial<AppServices> = {}) =>
    h.call(action, `/__site${path}`, { form: fields, services: { host, clientIp: freshIp(), ...services } });
  const contactOf = (data: unknown) => (data as SitePageData).contact;
  const counts = async () => ({
    enquiries: (await handle.db.select({ id: siteEnquiries.id }).from(siteEnquiries)).length,
    emails: (await handle.db.select({ id: emailOutbox.id }).from(emailOutbox)).length,
  });

  it("stores the enquiry for the host's site and confirms to the guest in the page's language", async () => {
    const result = await post("/de/kontakt", form);
    expect(result.status).toBe(200);
    expect(contactOf(result.data)).toEqual({ values: {}, errors: {}, formError: null, sent: true });
    expect(result.data).toMatchObject({ page: "contact", lang: "de" });

    const [stored] = await handle.db.select().from(siteEnquiries).where(eq(siteEnquiries.email, "jonas@example.de"));
    expect(stored).toMatchObject({ siteId, lang: "de", name: "Jonas Becker", guests: 4, checkIn: form.checkIn });

    const [toOwner] = await h.queued("sanne@example.nl", "enquiry-received");
    expect(toOwner).toMatchObject({ lang: "nl", subject: "Nieuwe aanvraag via Villa Zon van Jonas Becker" });
    expect(toOwner?.text).toContain(`${ORIGIN}/dashboard/enquiries`);
    expect(toOwner?.text).toContain("Taal: Duits");
    const [toGuest] = await h.queued("jonas@example.de", "enquiry-confirmation");
    expect(toGuest).toMatchObject({ lang: "de", subject: "Ihre Nachricht an Villa Zon" });
    // The guest's link is the site's home page in their language.
    expect(toGuest?.text).toContain("https://villa-zon.vayvista.test/de\n");

    const dutch = await post("/contact", { ...form, email: "anna@example.nl" });
    expect(dutch.status).toBe(200);
    const [toAnna] = await h.queued("anna@example.nl", "enquiry-confirmation");
    expect(toAnna).toMatchObject({ lang: "nl", subject: "Je bericht aan Villa Zon" });
    expect(toAnna?.text).toContain("https://villa-zon.vayvista.test/\n");
  });

  it("keeps everything typed and names each problem in the page's language, storing nothing", async () => {
    const before = await counts();
    const typed = { ...form, email: "jonas@", checkOut: form.checkIn, guests: "60", message: "" };
    const result = await post("/de/kontakt", typed);
    expect(result.status).toBe(400);
    const { website: _honeypot, ...values } = typed;
    expect(contactOf(result.data)).toEqual({
      values,
      errors: {
        email: "Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
        checkOut: "Die Abreise muss nach der Anreise liegen.",
        guests: "Wählen Sie eine Zahl zwischen 1 und 50.",
        message: "Bitte füllen Sie dieses Feld aus.",
      },
      formError: null,
      sent: false,
    });
    const english = await post("/en/contact", { ...form, name: "x".repeat(121) });
    expect(contactOf(english.data)?.errors).toEqual({ name: "Use at most 120 characters." });
    expect(await counts()).toEqual(before);
  });

  it("refuses a NUL or another control character with a 400 in the page's language, storing and sending nothing", async () => {
    const before = await counts();
    const typed = { ...form, name: "Jonas\u0000Becker", message: "Frei?\u001b[2J\r\nBis bald" };
    const result = await post("/de/kontakt", typed);
    expect(result.status).toBe(400);
    const refusal =
      "Hier stehen unsichtbare Steuerzeichen, die wir nicht speichern können. Bitte tippen Sie es neu ein.";
    expect(contactOf(result.data)?.errors).toEqual({ name: refusal, message: refusal });
    const english = await post("/en/contact", { ...form, phone: "+49 170\n1234567" });
    expect(contactOf(english.data)?.errors).toEqual({
      phone: "This contains invisible control characters that cannot be saved. Please type it again.",
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses a visitor over the limit with the page's words, keeping what they typed", async () => {
    const clientIp = freshIp();
    for (let i = 0; i < ENQUIRY_SITE_LIMIT.limit; i++) {
      expect((await post("/contact", form, { clientIp })).status).toBe(200);
    }
    const before = await counts();
    const limited = await post("/en/contact", { ...form, message: "One more question." }, { clientIp });
    expect(limited.status).toBe(429);
    expect(contactOf(limited.data)).toMatchObject({
      values: { name: "Jonas Becker", message: "One more question.", checkIn: form.checkIn },
      errors: {},
      formError: "You have just sent several messages. Please try again in an hour.",
      sent: false,
    });
    expect(await counts()).toEqual(before);
  });

  it("answers a robot that filled in the hidden field as if sent, storing and sending nothing", async () => {
    const before = await counts();
    const result = await post("/contact", { ...form, website: "https://spam.example" });
    expect(result.status).toBe(200);
    expect(contactOf(result.data)?.sent).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("stores nothing on a theme's demo: a valid form gets the demo notice, an invalid one its problems", async () => {
    const before = await counts();
    const demo: Partial<AppServices> = { host: { kind: "theme-demo", theme: "modern-minimal" } };
    const valid = await post("/contact", form, demo);
    expect(valid.status).toBe(403);
    expect(contactOf(valid.data)).toMatchObject({
      values: { name: "Jonas Becker" },
      formError: "Dit is een voorbeeldsite: berichten worden niet verstuurd.",
      sent: false,
    });
    const invalid = await post("/contact", { ...form, email: "" }, demo);
    expect(invalid.status).toBe(400);
    expect(contactOf(invalid.data)?.errors).toEqual({ email: "Vul dit veld in." });
    expect(await counts()).toEqual(before);
  });

  it("refuses a form sent in chunks past its limit with a 413 on the site's own page in its language, storing nothing", async () => {
    const before = await counts();
    const body = chunkedBody(`${new URLSearchParams(form).toString()}&message=${"a".repeat(512 * 1024)}`);
    const refused = await h.call(action, "/__site/en/contact", {
      stream: body.stream,
      services: { host, clientIp: freshIp() },
    });
    expect(refused.status).toBe(413);
    expect(contactOf(refused.data)).toMatchObject({
      formError:
        "Your message is longer than we can accept in one go, so nothing was sent. Please shorten it and send it again.",
      sent: false,
    });
    expect(body.pulled()).toBeLessThan(512 * 1024);
    expect(await counts()).toEqual(before);
  });

  it("logs a failure on our side and asks to try later, keeping what was typed", async () => {
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    // An owner address the outbox refuses: queueing fails inside the enquiry's transaction.
    await handle.db.update(user).set({ email: "sanne-at-example" }).where(eq(user.id, owner.id));
    try {
      const before = await counts();
      const failed = await post("/en/contact", form, { log });
      expect(failed.status).toBe(500);
      expect(contactOf(failed.data)).toMatchObject({
        values: { name: "Jonas Becker", message: form.message },
        formError: "Sending failed because of a problem on our side. Please try again later.",
        sent: false,
      });
      expect(await counts()).toEqual(before);
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; site?: string });
      expect(logged).toContainEqual(expect.objectContaining({ level: 50, msg: "enquiry not stored", site: siteId }));
      // What the guest typed stays out of the log.
      expect(lines.join("\n")).not.toContain("jonas@example.de");
    } finally {
      await handle.db.update(user).set({ email: "sanne@example.nl" }).where(eq(user.id, owner.id));
    }
  });
});
