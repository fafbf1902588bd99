import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, supportRequests, user, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { addOwnerMessage } from "./add-owner-message.ts";
import { listAdminEmails } from "./list-admin-emails.ts";
import { openSupportRequest } from "./open-support-request.ts";
import { replyToSupportRequest } from "./reply-to-support-request.ts";

const ORIGIN = "https://vayvista.test";
const OWNER_IP = "203.0.113.20";

describe.each(testBackends())("support emails on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let owner: { id: string; email: string };
  let polishOwner: { id: string; email: string };
  let bea: { id: string; email: string };
  let ed: { id: string; email: string };

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    owner = await seedOwner(db, { name: "Sanne de Vries", email: "sanne@example.nl" });
    polishOwner = await seedOwner(db, { name: "Piotr Nowak", email: "piotr@example.pl", lang: "pl" });
    bea = await seedOwner(db, { name: "Bea Beheer", email: "bea@vayvista.test", role: "admin" });
    ed = await seedOwner(db, { name: "Ed Admin", email: "ed@vayvista.test", role: "admin", lang: "en" });
    const banned = await seedOwner(db, { name: "Oud Lid", email: "oud@vayvista.test", role: "admin" });
    await db.update(user).set({ banned: true }).where(eq(user.id, banned.id));
    await db
      .insert(userSites)
      .values({ userId: owner.id, themeName: "warm-cozy", siteName: "Villa Zon", subdomain: "villa-zon" });
  });
  afterAll(() => handle.close());

  const emailsTo = (address: string) =>
    db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(emailOutbox.createdAt);

  it("lists the admins who are not banned", async () => {
    expect((await listAdminEmails(db)).map((a) => [a.email, a.lang])).toEqual([
      ["bea@vayvista.test", "nl"],
      ["ed@vayvista.test", "en"],
    ]);
  });

  it("emails every admin, in their own language, who asks what about which site, with a link to the thread", async () => {
    const result = await openSupportRequest(db, {
      ownerId: owner.id,
      subject: "Kalender synchroniseert niet",
      message: "Mijn Airbnb-boekingen verschijnen niet.\nKunnen jullie kijken?",
      origin: ORIGIN,
      ip: OWNER_IP,
    });
    if (!result.ok) throw new Error("not opened");
    const link = `${ORIGIN}/admin/support/${result.request.id}`;

    const [toBea] = await emailsTo(bea.email);
    expect(toBea).toMatchObject({
      templateKey: "support-request",
      lang: "nl",
      toName: "Bea Beheer",
      subject: "Nieuwe supportvraag: Kalender synchroniseert niet",
      userId: bea.id,
      siteId: result.request.siteId,
      status: "queued",
    });
    for (const part of [toBea?.text, toBea?.html]) {
      expect(part).toContain("Sanne de Vries");
      expect(part).toContain("sanne@example.nl");
      expect(part).toContain("Villa Zon (villa-zon)");
      expect(part).toContain("Kunnen jullie kijken?");
      expect(part).toContain(link);
    }
    const [toEd] = await emailsTo(ed.email);
    expect(toEd).toMatchObject({ lang: "en", subject: "New support request: Kalender synchroniseert niet" });
    expect(await emailsTo("oud@vayvista.test")).toEqual([]);
  });

  it("says so when the owner has no website yet", async () => {
    await openSupportRequest(db, {
      ownerId: polishOwner.id,
      subject: "Waar begin ik?",
      message: "Ik heb nog geen website, hoe begin ik?",
      origin: ORIGIN,
      ip: OWNER_IP,
    });
    const latest = (await emailsTo(ed.email)).at(-1);
    expect(latest?.text).toContain("Website: no website yet");
  });

  it("emails the owner the team's answer in the owner's language, with a link to the conversation", async () => {
    const opened = await openSupportRequest(db, {
      ownerId: polishOwner.id,
      subject: "Płatności",
      message: "Jak włączyć płatności online?",
      origin: ORIGIN,
      ip: OWNER_IP,
    });
    if (!opened.ok) throw new Error("not opened");
    const reply = await replyToSupportRequest(db, {
      actorId: bea.id,
      requestId: opened.request.id,
      body: "Dzień dobry,\nPłatności włączysz w ustawieniach.",
      origin: ORIGIN,
    });
    expect(reply.ok).toBe(true);
    const mails = await emailsTo(polishOwner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      templateKey: "support-reply",
      lang: "pl",
      toName: "Piotr Nowak",
      subject: "Odpowiedź na Twoje pytanie: Płatności",
      userId: polishOwner.id,
    });
    expect(mails[0]?.text).toContain("Dzień dobry,\nPłatności włączysz w ustawieniach.");
    expect(mails[0]?.text).toContain(`${ORIGIN}/dashboard/support/${opened.request.id}`);
    // The team's individual accounts stay private.
    expect(mails[0]?.text).not.toContain("Bea");
  });

  it("emails every admin again when the owner writes back, with the new message, and not the owner", async () => {
    const opened = await openSupportRequest(db, {
      ownerId: owner.id,
      subject: "Factuur klopt niet",
      message: "Op mijn factuur staat het verkeerde adres.",
      origin: ORIGIN,
      ip: OWNER_IP,
    });
    if (!opened.ok) throw new Error("not opened");
    await replyToSupportRequest(db, {
      actorId: ed.id,
      requestId: opened.request.id,
      body: "We hebben het adres aangepast.",
      origin: ORIGIN,
    });
    const ownerMailsBefore = (await emailsTo(owner.email)).length;

    const added = await addOwnerMessage(db, {
      ownerId: owner.id,
      requestId: opened.request.id,
      body: "Dank je, maar de postcode is nog fout.",
      origin: ORIGIN,
      ip: OWNER_IP,
    });
    expect(added.ok).toBe(true);

    const toBea = (await emailsTo(bea.email)).at(-1);
    expect(toBea).toMatchObject({
      templateKey: "support-follow-up",
      lang: "nl",
      subject: "Nieuw bericht bij supportvraag: Factuur klopt niet",
    });
    for (const part of [toBea?.text, toBea?.html]) {
      expect(part).toContain("Dank je, maar de postcode is nog fout.");
      expect(part).not.toContain("Op mijn factuur staat het verkeerde adres.");
      expect(part).toContain(`${ORIGIN}/admin/support/${opened.request.id}`);
    }
    expect((await emailsTo(ed.email)).at(-1)).toMatchObject({
      templateKey: "support-follow-up",
      lang: "en",
      subject: "New message on support request: Factuur klopt niet",
    });
    expect(await emailsTo(owner.email)).toHaveLength(ownerMailsBefore);
  });

  it("queues no email when the request is not stored", async () => {
    const before = (await db.select().from(emailOutbox)).length;
    await expect(
      openSupportRequest(db, {
        ownerId: owner.id,
        subject: "Teruggedraaid",
        message: "Deze vraag wordt nooit opgeslagen.",
        origin: ORIGIN,
        ip: OWNER_IP,
        afterCreate: async () => {
          throw new Error("rolled back");
        },
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.select().from(supportRequests).where(eq(supportRequests.subject, "Teruggedraaid"))).toEqual([]);
    expect((await db.select().from(emailOutbox)).length).toBe(before);
  });
});
