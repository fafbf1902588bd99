import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, guests, rentalUnits, siteEnquiries, user, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { upsertGuest } from "../guests/upsert-guest.ts";
import type { Lang } from "../i18n/languages.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { createEnquiry, type EnquiryContext } from "./create-enquiry.ts";

const ORIGIN = "https://vayvista.test";
const now = new Date("2026-03-10T10:00:00Z");

const enquiry = {
  name: "Jonas <b>Becker</b>",
  email: "jonas@example.de",
  phone: "+49 170 1234567",
  checkIn: "2026-07-10",
  checkOut: "2026-07-17",
  guests: "4",
  unit: "duinhuis",
  message: 'Ist das Haus noch frei?\n<a href="https://evil.example">klick</a>',
};

/** An owner with a site and its units (slug → name per language; "archived:" marks an archived one). */
async function siteWith(
  db: Database,
  owner: { email: string; lang: Lang },
  site: string,
  units: Record<string, string>,
) {
  const account = await seedOwner(db, { name: `Eigenaar ${site}`, email: owner.email, lang: owner.lang });
  const [row] = await db
    .insert(userSites)
    .values({
      userId: account.id,
      themeName: "warm-cozy",
      siteName: site,
      subdomain: site.toLowerCase().replace(/\W+/g, "-"),
    })
    .returning({ id: userSites.id });
  if (!row) throw new Error("no site");
  for (const [slug, name] of Object.entries(units)) {
    const archived = slug.startsWith("archived:");
    await db.insert(rentalUnits).values({
      siteId: row.id,
      slug: slug.replace("archived:", ""),
      status: archived ? "archived" : "active",
      type: "holidayHome",
      name: { nl: name, de: `${name} (DE)` },
      maxGuests: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
    });
  }
  return { siteId: row.id, ownerId: account.id };
}

describe.each(testBackends())("createEnquiry on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let duinhuis: { siteId: string; ownerId: string };
  let boshut: { siteId: string; ownerId: string };
  let address = 0;
  const freshIp = () => `203.0.113.${++address}`;
  const ctx = (ip: string, at: Date = now): EnquiryContext => ({
    ip,
    origin: ORIGIN,
    homeUrl: "https://duinhuis.vayvista.test/de",
    now: at,
  });

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    duinhuis = await siteWith(db, { email: "sanne@example.nl", lang: "nl" }, "Villa Duinhuis", {
      duinhuis: "Het Duinhuis",
      "archived:strandhuis": "Het Strandhuis",
    });
    boshut = await siteWith(db, { email: "piotr@example.pl", lang: "pl" }, "Boshut", { boshut: "De Boshut" });
  });
  afterAll(() => handle.close());

  const emailsTo = (to: string) =>
    db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.createdAt);
  const find = async (id: string) => (await db.select().from(siteEnquiries).where(eq(siteEnquiries.id, id)))[0];
  const counts = async () => ({
    enquiries: (await db.select({ id: siteEnquiries.id }).from(siteEnquiries)).length,
    emails: (await db.select({ id: emailOutbox.id }).from(emailOutbox)).length,
    guests: (await db.select({ id: guests.id }).from(guests)).length,
  });

  it("stores the enquiry for the site with its unit, and emails the owner and the German guest", async () => {
    const result = await createEnquiry(db, { siteId: duinhuis.siteId, lang: "de", values: enquiry }, ctx(freshIp()));
    if (!result.ok || !result.id) throw new Error(`not stored: ${JSON.stringify(result)}`);
    const [unit] = await db.select().from(rentalUnits).where(eq(rentalUnits.slug, "duinhuis"));
    expect(await find(result.id)).toMatchObject({
      siteId: duinhuis.siteId,
      unitId: unit?.id,
      name: "Jonas <b>Becker</b>",
      email: "jonas@example.de",
      phone: "+49 170 1234567",
      checkIn: "2026-07-10",
      checkOut: "2026-07-17",
      guests: 4,
      lang: "de",
      status: "new",
      handledAt: null,
    });

    // The guest is in the owner's guest book, once, in the language they wrote in.
    expect(await db.select().from(guests).where(eq(guests.email, "jonas@example.de"))).toEqual([
      expect.objectContaining({
        siteId: duinhuis.siteId,
        name: "Jonas <b>Becker</b>",
        phone: "+49 170 1234567",
        lang: "de",
        marketingConsent: false,
      }),
    ]);

    const [toOwner, ...moreToOwner] = await emailsTo("sanne@example.nl");
    expect(moreToOwner).toEqual([]);
    expect(toOwner).toMatchObject({
      lang: "nl",
      templateKey: "enquiry-received",
      userId: duinhuis.ownerId,
      siteId: duinhuis.siteId,
      toName: "Eigenaar Villa Duinhuis",
      subject: "Nieuwe aanvraag via Villa Duinhuis van Jonas <b>Becker</b>",
    });
    for (const line of [
      "E-mailadres: jonas@example.de",
      "Telefoon: +49 170 1234567",
      "Accommodatie: Het Duinhuis",
      "Aankomst: vrijdag 10 juli 2026",
      "Vertrek: vrijdag 17 juli 2026",
      "Aantal gasten: 4",
      "Taal: Duits",
      "Ist das Haus noch frei?",
      `Aanvragen bekijken: ${ORIGIN}/dashboard/enquiries`,
    ]) {
      expect(toOwner?.text).toContain(line);
    }
    expect(toOwner?.html).toContain('href="mailto:jonas@example.de"');
    expect(toOwner?.html).toContain(`href="${ORIGIN}/dashboard/enquiries"`);

    const [toGuest, ...moreToGuest] = await emailsTo("jonas@example.de");
    expect(moreToGuest).toEqual([]);
    expect(toGuest).toMatchObject({
      lang: "de",
      templateKey: "enquiry-confirmation",
      userId: null,
      siteId: duinhuis.siteId,
      subject: "Ihre Nachricht an Villa Duinhuis",
    });
    for (const line of [
      "Hallo Jonas <b>Becker</b>,",
      "Unterkunft: Het Duinhuis (DE)",
      "Anreise: Freitag, 10. Juli 2026",
      "Abreise: Freitag, 17. Juli 2026",
      "Personen: 4",
      "Ist das Haus noch frei?",
      "https://duinhuis.vayvista.test/de",
      "Mit freundlichen Grüßen\nVilla Duinhuis",
    ]) {
      expect(toGuest?.text).toContain(line);
    }
    // What the guest typed is shown, never obeyed.
    for (const mail of [toOwner, toGuest]) {
      expect(mail?.html).toContain("Jonas &lt;b&gt;Becker&lt;/b&gt;");
      expect(mail?.html).toContain("&lt;a href=&#34;https://evil.example&#34;&gt;klick&lt;/a&gt;");
      expect(mail?.html).not.toMatch(/<b>|href="https:\/\/evil/);
    }
  });

  it("confirms in the page's language and tells the owner in theirs; leaves out what the guest did", async () => {
    const result = await createEnquiry(
      db,
      {
        siteId: boshut.siteId,
        lang: "en",
        values: { name: "Emma", email: "emma@example.com", message: "Do you allow dogs?" },
      },
      ctx(freshIp()),
    );
    expect(result).toMatchObject({ ok: true });
    const [toOwner] = await emailsTo("piotr@example.pl");
    expect(toOwner).toMatchObject({ lang: "pl", templateKey: "enquiry-received" });
    expect(toOwner?.text).toContain("Język: angielski");
    expect(toOwner?.text).not.toMatch(/Telefon|Przyjazd|Wyjazd|Liczba gości|Obiekt/);
    const [toGuest] = await emailsTo("emma@example.com");
    expect(toGuest).toMatchObject({ lang: "en", subject: "Your message to Boshut" });
    expect(toGuest?.text).not.toMatch(/Arrival|Departure|Guests:|Place to stay/);
  });

  it("keeps the owner's guest as the owner has them: an enquiry under their address renames no one", async () => {
    const owners = await upsertGuest(
      db,
      duinhuis.siteId,
      { email: "marta@example.pl", name: "Marta Nowak", phone: "+48 600 100 200", lang: "pl" },
      "owner",
    );
    const result = await createEnquiry(
      db,
      {
        siteId: duinhuis.siteId,
        lang: "en",
        values: { name: "Someone Else", email: "Marta@Example.pl", phone: "+1 555 0100", message: "Free in May?" },
      },
      ctx(freshIp()),
    );
    expect(result).toMatchObject({ ok: true });
    expect(await db.select().from(guests).where(eq(guests.email, "marta@example.pl"))).toEqual([
      expect.objectContaining({ id: owners, name: "Marta Nowak", phone: "+48 600 100 200", lang: "pl" }),
    ]);
    // The enquiry itself says who wrote it.
    if (!result.ok || !result.id) throw new Error("not stored");
    expect(await find(result.id)).toMatchObject({ name: "Someone Else", phone: "+1 555 0100", lang: "en" });
  });

  it("ignores a unit of another site, an archived unit and an unknown one", async () => {
    for (const unit of ["boshut", "strandhuis", "nergens"]) {
      const result = await createEnquiry(
        db,
        { siteId: duinhuis.siteId, lang: "nl", values: { ...enquiry, email: `gast-${unit}@example.nl`, unit } },
        ctx(freshIp()),
      );
      if (!result.ok || !result.id) throw new Error(`not stored: ${JSON.stringify(result)}`);
      expect(await find(result.id), unit).toMatchObject({ siteId: duinhuis.siteId, unitId: null });
      const [toGuest] = await emailsTo(`gast-${unit}@example.nl`);
      expect(toGuest?.text).not.toContain("Accommodatie:");
    }
  });

  it("stores and sends nothing for invalid input, and says what is wrong", async () => {
    const before = await counts();
    const result = await createEnquiry(
      db,
      { siteId: duinhuis.siteId, lang: "de", values: { ...enquiry, email: "jonas@", checkOut: "2026-07-01" } },
      ctx(freshIp()),
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { email: { key: "email" }, checkOut: { key: "dateOrder" } },
    });
    expect(await counts()).toEqual(before);
  });

  it("answers a robot that filled in the honeypot as if sent, storing and sending nothing", async () => {
    const before = await counts();
    const result = await createEnquiry(
      db,
      { siteId: duinhuis.siteId, lang: "nl", values: { ...enquiry, website: "https://spam.example" } },
      ctx(freshIp()),
    );
    expect(result).toEqual({ ok: true, id: null });
    expect(await counts()).toEqual(before);
  });

  it("takes five enquiries an hour per address and site, without counting mistakes", async () => {
    const ip = freshIp();
    const at = new Date("2026-03-10T12:05:00Z");
    for (let i = 0; i < 3; i++) {
      await createEnquiry(db, { siteId: duinhuis.siteId, lang: "nl", values: { ...enquiry, name: "" } }, ctx(ip, at));
    }
    for (let i = 1; i <= 5; i++) {
      const ok = await createEnquiry(db, { siteId: duinhuis.siteId, lang: "nl", values: enquiry }, ctx(ip, at));
      expect(ok.ok, `enquiry ${i}`).toBe(true);
    }
    const before = await counts();
    const sixth = await createEnquiry(db, { siteId: duinhuis.siteId, lang: "nl", values: enquiry }, ctx(ip, at));
    expect(sixth).toEqual({ ok: false, reason: "rate-limited", retryAfterMinutes: 55 });
    expect(await counts()).toEqual(before);

    // Another site, another address and the next hour are not affected.
    const elsewhere = await createEnquiry(db, { siteId: boshut.siteId, lang: "nl", values: enquiry }, ctx(ip, at));
    expect(elsewhere.ok).toBe(true);
    const other = await createEnquiry(db, { siteId: duinhuis.siteId, lang: "nl", values: enquiry }, ctx(freshIp(), at));
    expect(other.ok).toBe(true);
    const later = new Date("2026-03-10T13:00:00Z");
    expect((await createEnquiry(db, { siteId: duinhuis.siteId, lang: "nl", values: enquiry }, ctx(ip, later))).ok).toBe(
      true,
    );
  });

  it("takes twenty enquiries a day per address over all sites", async () => {
    const ip = freshIp();
    const submit = (siteId: string, at: string) =>
      createEnquiry(db, { siteId, lang: "nl", values: enquiry }, ctx(ip, new Date(at)));
    // Five an hour, four hours: twenty.
    for (const hour of ["01", "02", "03", "04"]) {
      for (let i = 1; i <= 5; i++) expect((await submit(duinhuis.siteId, `2026-03-11T${hour}:10:00Z`)).ok).toBe(true);
    }
    expect(await submit(duinhuis.siteId, "2026-03-11T05:00:00Z")).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterMinutes: 19 * 60,
    });
    expect(await submit(boshut.siteId, "2026-03-11T05:00:00Z")).toMatchObject({ ok: false, reason: "rate-limited" });
    expect((await submit(boshut.siteId, "2026-03-12T00:30:00Z")).ok).toBe(true);
  });

  it("counts an IPv6 visitor by their /64", async () => {
    const at = new Date("2026-03-10T15:00:00Z");
    for (let i = 1; i <= 5; i++) {
      const ok = await createEnquiry(
        db,
        { siteId: duinhuis.siteId, lang: "nl", values: enquiry },
        ctx(`2001:db8:5:5::${i}`, at),
      );
      expect(ok.ok, `enquiry ${i}`).toBe(true);
    }
    const rotated = await createEnquiry(
      db,
      { siteId: duinhuis.siteId, lang: "nl", values: enquiry },
      ctx("2001:DB8:5:5:abcd::99", at),
    );
    expect(rotated).toMatchObject({ ok: false, reason: "rate-limited" });
    const neighbour = await createEnquiry(
      db,
      { siteId: duinhuis.siteId, lang: "nl", values: enquiry },
      ctx("2001:db8:5:6::1", at),
    );
    expect(neighbour.ok).toBe(true);
  });

  it("stores no enquiry when its emails cannot be queued, and no email without the enquiry", async () => {
    await db.update(user).set({ email: "sanne-at-example" }).where(eq(user.id, duinhuis.ownerId));
    try {
      const before = await counts();
      await expect(
        createEnquiry(db, { siteId: duinhuis.siteId, lang: "nl", values: enquiry }, ctx(freshIp())),
      ).rejects.toThrow();
      expect(await counts()).toEqual(before);
    } finally {
      await db.update(user).set({ email: "sanne@example.nl" }).where(eq(user.id, duinhuis.ownerId));
    }
  });
});
