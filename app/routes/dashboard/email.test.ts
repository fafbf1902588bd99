import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { emailOutbox, rentalUnits, scheduledMessages } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { planStayMessages } from "../../../modules/message-rules/plan-stay-messages.ts";
import { enqueueRenderedEmail } from "../../../modules/messaging/enqueue-rendered-email.ts";
import { bookStay } from "../../../modules/vouchers/vouchers.testing.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { loader } from "./email.tsx";
import { action as detailAction, loader as detailLoader } from "./email-detail.tsx";

type Entry = {
  id: string;
  kind: "email" | "scheduled";
  state: string;
  reason: string | null;
  subject: string | null;
  templateKey: string | null;
  messageName: string | null;
  reference: string | null;
  toAddress: string | null;
};
type LogData = { entries: Entry[]; nextBefore: string | null; reference: string; state: string | null };

describe.each(testBackends())("the owner's email log on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let sanne: Person;
  let piotr: Person;
  let siteId = "";
  let theirSiteId = "";
  let stayId = "";
  let theirEmail = "";
  let confirmation = "";
  let ownerEmail = "";

  const email = (site: string, fields: { to: string; key: string; subject: string; stay?: string | null }) =>
    enqueueRenderedEmail(handle.db, {
      to: fields.to,
      lang: "de",
      templateKey: fields.key,
      siteId: site,
      stayId: fields.stay ?? null,
      email: { subject: fields.subject, html: `<p>${fields.subject}</p>`, text: fields.subject },
    });

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    sanne = await app.signUpOwner({ email: "sanne@example.nl", lang: "nl" });
    piotr = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    siteId = (await giveSite(handle.db, sanne.id, { siteName: "Villa Zon", subdomain: "villa-zon" })).id;
    theirSiteId = (await giveSite(handle.db, piotr.id, { siteName: "Domek", subdomain: "domek" })).id;
    const [unit] = await handle.db
      .select({ id: rentalUnits.id })
      .from(rentalUnits)
      .where(eq(rentalUnits.siteId, siteId))
      .orderBy(asc(rentalUnits.position));
    stayId = await bookStay(
      handle.db,
      { siteId, unitId: unit?.id ?? "" },
      {
        checkIn: "2031-07-10",
        checkOut: "2031-07-17",
        reference: "VV-ZON123",
        guestName: "Jonas Becker",
        guestEmail: "jonas@example.de",
        lang: "de",
      },
    );
    // The site's default rules plan their messages for the stay: confirmation, arrival, review.
    await planStayMessages(handle.db, stayId);
    confirmation = (
      await email(siteId, {
        to: "jonas@example.de",
        key: "booking-confirmed",
        subject: "Buchung bestätigt",
        stay: stayId,
      })
    ).id;
    await email(siteId, { to: "anna@example.nl", key: "payment-received", subject: "Zahlung erhalten" });
    // The owner's own account email (a new booking) is not a guest's.
    ownerEmail = (await email(siteId, { to: "sanne@example.nl", key: "booking-received", subject: "Nieuwe boeking" }))
      .id;
    theirEmail = (
      await email(theirSiteId, { to: "ola@example.pl", key: "booking-confirmed", subject: "Potwierdzenie" })
    ).id;
  });
  afterAll(() => handle.close());

  const list = async (query = "", as: Person = sanne) => {
    const result = await app.call(loader, `/dashboard/email${query}`, { as });
    expect(result.status).toBe(200);
    return result.data as LogData;
  };
  const detail = (id: string, as: Person = sanne) =>
    app.call(detailLoader, `/dashboard/email/${id}`, { as, params: { emailId: id } });
  const resend = (id: string, as: Person = sanne) =>
    app.call(detailAction, `/dashboard/email/${id}`, { as, form: { intent: "resend" }, params: { emailId: id } });

  it("sends visitors to the login page", async () => {
    expect(await app.call(loader, "/dashboard/email")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Femail",
    });
    expect(
      await app.call(detailLoader, `/dashboard/email/${confirmation}`, { params: { emailId: confirmation } }),
    ).toMatchObject({ status: 302 });
  });

  it("lists the emails to the site's own guests and the messages still to go, not the owner's nor another site's", async () => {
    const { entries } = await list();
    const emails = entries.filter((e) => e.kind === "email");
    expect(emails.map((e) => e.subject).sort()).toEqual(["Buchung bestätigt", "Zahlung erhalten"]);
    expect(entries.find((e) => e.id === confirmation)).toMatchObject({
      state: "sending",
      reference: "VV-ZON123",
      toAddress: "jonas@example.de",
    });
    const planned = entries.filter((e) => e.kind === "scheduled");
    expect(planned.length).toBeGreaterThanOrEqual(2);
    expect(planned.every((e) => e.reference === "VV-ZON123" && e.messageName)).toBe(true);
    expect(entries.some((e) => e.id === ownerEmail || e.id === theirEmail)).toBe(false);
    // Piotr sees his own, and none of Sanne's.
    expect((await list("", piotr)).entries.map((e) => e.subject)).toEqual(["Potwierdzenie"]);
  });

  it("filters by the stay's reference (as typed, any case) and by state", async () => {
    const byStay = await list("?stay=vv-zon123");
    expect(byStay.entries.length).toBeGreaterThan(1);
    expect(byStay.entries.every((e) => e.reference === "VV-ZON123")).toBe(true);
    expect((await list("?stay=VV-NOPE")).entries).toEqual([]);
    const scheduled = await list("?state=scheduled");
    expect(scheduled.entries.length).toBeGreaterThan(0);
    expect(scheduled.entries.every((e) => e.kind === "scheduled" && e.state === "scheduled")).toBe(true);
    // A skipped message shows with its reason.
    const [first] = scheduled.entries;
    await handle.db
      .update(scheduledMessages)
      .set({ state: "skipped", reason: "owner" })
      .where(eq(scheduledMessages.id, first?.id ?? ""));
    expect((await list("?state=skipped")).entries).toEqual([
      expect.objectContaining({ id: first?.id, state: "skipped", reason: "owner" }),
    ]);
    // An unknown state is no filter.
    expect((await list("?state=bogus")).state).toBeNull();
  });

  it("pages newest first without skipping or repeating an entry; a malformed cursor is a 400", async () => {
    for (let i = 0; i < 30; i += 1) {
      await email(siteId, { to: `gast${i}@example.nl`, key: "guest-message", subject: `Bericht ${i}` });
    }
    const all = (await list()).entries;
    const seen: string[] = [];
    let query = "";
    for (;;) {
      const page = await list(query);
      expect(page.entries.length).toBeLessThanOrEqual(25);
      seen.push(...page.entries.map((e) => e.id));
      if (!page.nextBefore) break;
      query = `?before=${page.nextBefore}`;
    }
    expect(all.length).toBe(25);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(30);
    expect((await app.call(loader, "/dashboard/email?before=17", { as: sanne })).status).toBe(400);
  });

  it("shows one of the site's emails with its HTML and plain text; another site's, an account email or an unknown id is a 404", async () => {
    const page = await detail(confirmation);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      email: { subject: "Buchung bestätigt", text: "Buchung bestätigt", html: "<p>Buchung bestätigt</p>" },
    });
    expect((await detail(theirEmail)).status).toBe(404);
    expect((await detail(ownerEmail)).status).toBe(404);
    expect((await detail(randomUUID())).status).toBe(404);
    expect((await detail("17")).status).toBe(400);
    expect((await detail(confirmation, piotr)).status).toBe(404);
  });

  it("sends an email again as a new row naming the original, only the site's own and only once it has gone", async () => {
    // Still queued: on its way already.
    const pending = await resend(confirmation);
    expect(pending.status).toBe(409);
    expect(pending.data).toMatchObject({ ok: false, message: expect.stringContaining("onderweg") });
    await handle.db
      .update(emailOutbox)
      .set({ status: "failed", lastError: "550 5.1.1 mailbox unavailable" })
      .where(eq(emailOutbox.id, confirmation));
    expect((await list("?state=failed")).entries).toEqual([
      expect.objectContaining({ id: confirmation, reason: "550 5.1.1 mailbox unavailable" }),
    ]);
    const again = await resend(confirmation);
    expect(again.status).toBe(302);
    const copyId = again.location?.split("/").at(-1) ?? "";
    const [copy] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, copyId));
    expect(copy).toMatchObject({
      resendOf: confirmation,
      siteId,
      stayId,
      status: "queued",
      subject: "Buchung bestätigt",
    });
    expect((await resend(theirEmail)).status).toBe(404);
    expect((await resend(ownerEmail)).status).toBe(404);
    expect((await resend(confirmation, piotr)).status).toBe(404);
  });
});
