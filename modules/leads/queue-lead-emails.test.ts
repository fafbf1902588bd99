import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, leads, user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { submitLead } from "./submit-lead.ts";
import { LEAD_EMAILS } from "./test-lead-emails.ts";

const contact = {
  name: "Anna <b>de Vries</b>",
  email: "anna@example.nl",
  phone: "",
  subject: "Vraag over <script>alert(1)</script>",
  message: 'Werkt de kalender ook met Booking.com?\n<a href="https://evil.example">klik</a>',
};
const consultation = {
  name: "Jan Jansen",
  email: "jan@example.nl",
  phone: "+31 6 12345678",
  preferredDate: "2026-03-12",
  timeSlot: "afternoon",
  propertyType: "chalet",
  propertyLocation: "Veluwe",
  unitCount: "3",
  notes: "Wij verhuren drie chalets.",
};
const now = new Date("2026-03-10T10:00:00Z");

describe.each(testBackends())("lead emails on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let ip = 0;
  const freshIp = () => `198.51.100.${++ip}`;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await seedOwner(db, { name: "Bea Beheer", email: "bea@vayvista.test", role: "admin" });
    await seedOwner(db, { name: "Ed Admin", email: "ed@vayvista.test", role: "admin", lang: "en" });
    await seedOwner(db, { name: "Sanne Eigenaar", email: "sanne@example.nl" });
  });
  afterAll(() => handle.close());

  const emailsTo = (address: string) =>
    db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(emailOutbox.createdAt);
  const counts = async () => ({
    leads: (await db.select({ id: leads.id }).from(leads)).length,
    emails: (await db.select({ id: emailOutbox.id }).from(emailOutbox)).length,
  });

  it("emails every admin in their language and confirms to the visitor in the page's, escaping what they typed", async () => {
    const result = await submitLead(
      db,
      { kind: "contact", values: contact },
      { ip: freshIp(), lang: "pl", now, mail: LEAD_EMAILS },
    );
    expect(result).toMatchObject({ ok: true });

    const [toBea] = await emailsTo("bea@vayvista.test");
    const [toEd] = await emailsTo("ed@vayvista.test");
    expect(toBea).toMatchObject({ lang: "nl", templateKey: "lead-received" });
    expect(toBea?.subject).toBe("Nieuwe aanvraag via de website: Contactbericht van Anna <b>de Vries</b>");
    expect(toEd).toMatchObject({ lang: "en", templateKey: "lead-received" });
    expect(toEd?.text).toContain("Subject: Vraag over <script>alert(1)</script>");
    expect(toEd?.text).toContain("Open the requests: https://vayvista.test/admin/leads");
    for (const mail of [toBea, toEd]) {
      expect(mail?.html).toContain("Anna &lt;b&gt;de Vries&lt;/b&gt;");
      expect(mail?.html).toContain("Vraag over &lt;script&gt;alert(1)&lt;/script&gt;");
      expect(mail?.html).toContain("&lt;a href=&#34;https://evil.example&#34;&gt;klik&lt;/a&gt;");
      expect(mail?.html).not.toMatch(/<script|<b>|href="https:\/\/evil/);
      expect(mail?.html).toContain('href="https://vayvista.test/admin/leads"');
    }
    // No owner hears about it.
    expect(await emailsTo("sanne@example.nl")).toEqual([]);

    const [confirmation, ...more] = await emailsTo("anna@example.nl");
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({ lang: "pl", templateKey: "lead-confirmation", userId: null, siteId: null });
    expect(confirmation?.subject).toBe("Otrzymaliśmy Twoje zgłoszenie");
    expect(confirmation?.text).toContain("Twoja wiadomość do nas dotarła.");
    expect(confirmation?.text).toContain("https://vayvista.test/pl");
    // The visitor's text is not repeated to whatever address was typed in, only their name.
    expect(confirmation?.text).not.toContain("Booking.com");
    expect(confirmation?.html).not.toContain("<b>");
    expect(confirmation?.text).toContain("ten adres został wpisany w formularzu");
  });

  it("names the consultation's moment and property in the admin's language and the visitor's", async () => {
    const result = await submitLead(
      db,
      { kind: "consultation", values: consultation },
      { ip: freshIp(), lang: "en", now, mail: LEAD_EMAILS },
    );
    expect(result).toMatchObject({ ok: true });
    const toBea = (await emailsTo("bea@vayvista.test")).at(-1);
    expect(toBea?.text).toContain("Voorkeursdatum: donderdag 12 maart 2026");
    expect(toBea?.text).toContain("Tijdvak: Middag (12:00–17:00)");
    expect(toBea?.text).toContain("Type accommodatie: Chalet of lodge");
    expect(toBea?.text).toContain("Aantal accommodaties: 3");
    expect(toBea?.text).toContain("Wij verhuren drie chalets.");
    const [confirmation] = await emailsTo("jan@example.nl");
    expect(confirmation?.lang).toBe("en");
    expect(confirmation?.text).toContain("You asked for a free consultation on Thursday, 12 March 2026");
  });

  it("queues nothing for a honeypot, an invalid or a limited submission", async () => {
    const before = await counts();
    const honeypot = await submitLead(
      db,
      { kind: "contact", values: { ...contact, email: "robot@example.nl", website: "https://spam.example" } },
      { ip: freshIp(), lang: "nl", now, mail: LEAD_EMAILS },
    );
    expect(honeypot).toEqual({ ok: true, id: null });
    const invalid = await submitLead(
      db,
      { kind: "contact", values: { ...contact, message: "Hoi" } },
      { ip: freshIp(), lang: "nl", now, mail: LEAD_EMAILS },
    );
    expect(invalid).toMatchObject({ ok: false, reason: "invalid" });
    const address = freshIp();
    for (let i = 0; i < 5; i++) {
      await submitLead(db, { kind: "contact", values: contact }, { ip: address, lang: "nl", now, mail: LEAD_EMAILS });
    }
    const afterFive = await counts();
    const limited = await submitLead(
      db,
      { kind: "contact", values: contact },
      { ip: address, lang: "nl", now, mail: LEAD_EMAILS },
    );
    expect(limited).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(await counts()).toEqual(afterFive);
    // Five accepted ones: each stored with two admin emails and a confirmation, nothing for the others.
    expect(afterFive).toEqual({ leads: before.leads + 5, emails: before.emails + 15 });
  });

  it("stores no lead when its emails cannot be queued, and no email without the lead", async () => {
    const [ed] = await db.select({ id: user.id }).from(user).where(eq(user.email, "ed@vayvista.test"));
    if (!ed) throw new Error("no admin");
    // An address the outbox refuses: queueing fails inside the lead's transaction.
    await db.update(user).set({ email: "ed-at-vayvista" }).where(eq(user.id, ed.id));
    try {
      const before = await counts();
      await expect(
        submitLead(db, { kind: "contact", values: contact }, { ip: freshIp(), lang: "nl", now, mail: LEAD_EMAILS }),
      ).rejects.toThrow();
      expect(await counts()).toEqual(before);
    } finally {
      await db.update(user).set({ email: "ed@vayvista.test" }).where(eq(user.id, ed.id));
    }
  });
});
