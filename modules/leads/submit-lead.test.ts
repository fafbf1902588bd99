import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { submitLead } from "./submit-lead.ts";
import { LEAD_EMAILS } from "./test-lead-emails.ts";

const contact = {
  name: "  Anna de Vries ",
  email: "anna@example.nl",
  phone: "",
  subject: "Vraag over de kalender",
  message: "Werkt de kalender ook met Booking.com?",
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
// 10 March 2026, 23:30 UTC: already 11 March in Amsterdam, while the test runs under TZ=UTC.
const lateEvening = new Date("2026-03-10T23:30:00Z");

const mail = LEAD_EMAILS;

describe.each(testBackends())("submitLead on $name", (backend) => {
  let handle: DatabaseHandle;
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  const find = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0];
  const countLeads = async () => (await handle.db.select({ id: leads.id }).from(leads)).length;

  it("stores a valid contact request, trimmed, with its language", async () => {
    const result = await submitLead(
      handle.db,
      { kind: "contact", values: contact },
      { ip: freshIp(), lang: "nl", mail },
    );
    expect(result).toMatchObject({ ok: true });
    if (!result.ok || !result.id) throw new Error("not stored");
    expect(await find(result.id)).toMatchObject({
      kind: "contact",
      status: "new",
      lang: "nl",
      name: "Anna de Vries",
      email: "anna@example.nl",
      phone: null,
      subject: "Vraag over de kalender",
      message: "Werkt de kalender ook met Booking.com?",
      preferredDate: null,
    });
  });

  it("stores a valid consultation request with its date, slot and property", async () => {
    const result = await submitLead(
      handle.db,
      { kind: "consultation", values: consultation },
      { ip: freshIp(), lang: "pl", now: lateEvening, mail },
    );
    if (!result.ok || !result.id) throw new Error(`not stored: ${JSON.stringify(result)}`);
    expect(await find(result.id)).toMatchObject({
      kind: "consultation",
      lang: "pl",
      phone: "+31 6 12345678",
      preferredDate: "2026-03-12",
      timeSlot: "afternoon",
      propertyType: "chalet",
      propertyLocation: "Veluwe",
      unitCount: 3,
      message: "Wij verhuren drie chalets.",
      subject: null,
    });
  });

  it("rejects invalid input with i18n keys and stores nothing", async () => {
    const before = await countLeads();
    const result = await submitLead(
      handle.db,
      { kind: "contact", values: { ...contact, email: "anna@", message: "Hoi" } },
      { ip: freshIp(), lang: "en", mail },
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { email: { key: "errors.email" }, message: { key: "errors.tooShort", params: { min: 10 } } },
    });
    expect(await countLeads()).toBe(before);
  });

  it("pretends success and stores nothing when the honeypot is filled", async () => {
    const before = await countLeads();
    const result = await submitLead(
      handle.db,
      { kind: "contact", values: { ...contact, website: "https://spam.example" } },
      { ip: freshIp(), lang: "nl", mail },
    );
    expect(result).toEqual({ ok: true, id: null });
    expect(await countLeads()).toBe(before);
  });

  it("limits each address to five requests per form in ten minutes", async () => {
    const ip = freshIp();
    const now = new Date("2026-03-10T10:01:00Z");
    for (let i = 0; i < 5; i++) {
      const ok = await submitLead(handle.db, { kind: "contact", values: contact }, { ip, lang: "nl", now, mail });
      expect(ok.ok, `request ${i + 1}`).toBe(true);
    }
    const before = await countLeads();
    const sixth = await submitLead(handle.db, { kind: "contact", values: contact }, { ip, lang: "nl", now, mail });
    expect(sixth).toEqual({ ok: false, reason: "rate-limited", retryAfterMinutes: 9 });
    expect(await countLeads()).toBe(before);

    // The other form, another address and the next window are not affected.
    const other = await submitLead(
      handle.db,
      { kind: "consultation", values: consultation },
      { ip, lang: "nl", now: lateEvening, mail },
    );
    expect(other.ok).toBe(true);
    expect(
      (await submitLead(handle.db, { kind: "contact", values: contact }, { ip: freshIp(), lang: "nl", now, mail })).ok,
    ).toBe(true);
    const later = new Date("2026-03-10T10:10:00Z");
    expect(
      (await submitLead(handle.db, { kind: "contact", values: contact }, { ip, lang: "nl", now: later, mail })).ok,
    ).toBe(true);
  });

  it("counts an IPv6 visitor by their /64, so taking a new address from it does not escape the limit", async () => {
    const now = new Date("2026-03-10T11:01:00Z");
    for (let i = 1; i <= 5; i++) {
      const ok = await submitLead(
        handle.db,
        { kind: "contact", values: contact },
        { ip: `2001:db8:7:7::${i}`, lang: "nl", now, mail },
      );
      expect(ok.ok, `request ${i}`).toBe(true);
    }
    const rotated = await submitLead(
      handle.db,
      { kind: "contact", values: contact },
      { ip: "2001:DB8:7:7:ffff:1:2:3", lang: "nl", now, mail },
    );
    expect(rotated).toMatchObject({ ok: false, reason: "rate-limited" });
    // The next /64 is someone else.
    const neighbour = await submitLead(
      handle.db,
      { kind: "contact", values: contact },
      { ip: "2001:db8:7:8::1", lang: "nl", now, mail },
    );
    expect(neighbour.ok).toBe(true);
  });

  it("does not count invalid attempts towards the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      await submitLead(handle.db, { kind: "contact", values: { ...contact, email: "" } }, { ip, lang: "nl", mail });
    }
    expect((await submitLead(handle.db, { kind: "contact", values: contact }, { ip, lang: "nl", mail })).ok).toBe(true);
  });

  it("takes the date rules from Amsterdam's today, whatever zone the server runs in", async () => {
    const submit = (preferredDate: string, now: Date) =>
      submitLead(
        handle.db,
        { kind: "consultation", values: { ...consultation, preferredDate } },
        {
          ip: freshIp(),
          lang: "nl",
          now,
          mail,
        },
      );
    // In UTC it is still 10 March, so 11 March would look like tomorrow; in Amsterdam it is today.
    expect(await submit("2026-03-11", lateEvening)).toEqual({
      ok: false,
      reason: "invalid",
      errors: { preferredDate: { key: "errors.date" } },
    });
    expect((await submit("2026-06-11", lateEvening)).ok).toBe(true);
    expect(await submit("2026-06-12", lateEvening)).toMatchObject({
      errors: { preferredDate: { key: "errors.dateTooFar" } },
    });
    // Another "today": on 30 November the window runs to 28 February.
    const november = new Date("2026-11-30T09:00:00Z");
    expect((await submit("2026-12-01", november)).ok).toBe(true);
    expect((await submit("2027-02-28", november)).ok).toBe(true);
    expect(await submit("2027-03-01", november)).toMatchObject({
      errors: { preferredDate: { key: "errors.dateTooFar" } },
    });
    expect(await submit("2026-11-30", november)).toMatchObject({ errors: { preferredDate: { key: "errors.date" } } });
  });
});
