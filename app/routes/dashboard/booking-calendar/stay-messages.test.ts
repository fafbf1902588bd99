import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../../db/client.ts";
import { emailOutbox, messageTemplates, rentalUnits, scheduledMessages } from "../../../../db/schema.ts";
import { testBackends } from "../../../../db/testing.ts";
import type { TimelineEntry } from "../../../../modules/guest-messages/stay-timeline.ts";
import { planStayMessages } from "../../../../modules/message-rules/plan-stay-messages.ts";
import { bookStay } from "../../../../modules/vouchers/vouchers.testing.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../../tests/support/route-harness.ts";
import type { StayPageData } from "../../../components/dashboard/booking-calendar/stay-page-data.ts";
import type { StayActionResult } from "../../../components/dashboard/booking-calendar/stay-result.ts";
import { loader as logLoader } from "../email.tsx";
import { action, loader } from "./stay.tsx";

type Refusal = Extract<StayActionResult, { ok: false }>;

describe.each(testBackends())("a stay's messages on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let sanne: Person;
  let piotr: Person;
  let siteId = "";
  let unitId = "";
  let theirStay = "";
  let theirMessage = "";

  const unitOf = async (site: string) =>
    (
      await handle.db
        .select({ id: rentalUnits.id })
        .from(rentalUnits)
        .where(eq(rentalUnits.siteId, site))
        .orderBy(asc(rentalUnits.position))
    )[0]?.id ?? "";

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    sanne = await app.signUpOwner({ email: "sanne@example.nl", lang: "nl" });
    piotr = await app.signUpOwner({ email: "piotr@example.pl", lang: "en" });
    siteId = (await giveSite(handle.db, sanne.id, { siteName: "Villa Zon", subdomain: "villa-zon" })).id;
    const theirSite = (await giveSite(handle.db, piotr.id, { siteName: "Domek", subdomain: "domek" })).id;
    unitId = await unitOf(siteId);
    theirStay = await bookStay(
      handle.db,
      { siteId: theirSite, unitId: await unitOf(theirSite) },
      { checkIn: "2031-08-01", checkOut: "2031-08-05", guestName: "Ola", guestEmail: "ola@example.pl", lang: "pl" },
    );
    await planStayMessages(handle.db, theirStay);
    const [first] = await handle.db
      .select({ id: scheduledMessages.id })
      .from(scheduledMessages)
      .where(eq(scheduledMessages.stayId, theirStay));
    theirMessage = first?.id ?? "";
  });
  afterAll(() => handle.close());

  let n = 0;
  const book = async (fields: { guestEmail?: string | null } = {}) => {
    n += 1;
    const id = await bookStay(
      handle.db,
      { siteId, unitId },
      {
        checkIn: `2031-0${n}-10`,
        checkOut: `2031-0${n}-14`,
        reference: `VV-ZON${n}`,
        guestName: "Jonas Becker",
        guestEmail: "jonas@example.de",
        lang: "de",
        // The guest's own booking page, which the confirmation links to.
        guestToken: randomUUID(),
        ...fields,
      },
    );
    await planStayMessages(handle.db, id);
    return id;
  };
  const path = (id: string) => `/dashboard/booking-calendar/stays/${id}`;
  const page = async (id: string) => {
    const result = await app.call(loader, path(id), { as: sanne, params: { stayId: id } });
    expect(result.status).toBe(200);
    return result.data as StayPageData;
  };
  const act = (id: string, form: Record<string, string>, as: Person = sanne) =>
    app.call(action, path(id), { as, form, params: { stayId: id } });
  const timeline = async (id: string) => (await page(id)).messages?.timeline ?? [];
  const byKey = async (id: string, key: string) => {
    const rows = await handle.db
      .select({ id: scheduledMessages.id, key: messageTemplates.key })
      .from(scheduledMessages)
      .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
      .where(eq(scheduledMessages.stayId, id));
    return rows.find((row) => row.key === key)?.id ?? "";
  };

  it("shows a booking's messages to come, in order, each with send now and skip", async () => {
    const id = await book();
    const entries = await timeline(id);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.every((e: TimelineEntry) => e.state === "scheduled" && e.open && e.messageName)).toBe(true);
    const times = entries.map((e) => new Date(e.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await page(id)).messages?.canWrite).toBe(true);
  });

  it("sends one now (it goes at once, linked to its email), and skips another for good", async () => {
    const id = await book();
    const confirmation = await byKey(id, "confirmation");
    const sent = await act(id, { intent: "sendMessageNow", messageId: confirmation });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ ok: true, intent: "sendMessageNow", outcome: "sent" });
    const entry = (await timeline(id)).find((e) => e.id === confirmation);
    expect(entry).toMatchObject({ state: "sending", open: false, emailId: expect.any(String) });
    const [email] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, entry?.emailId ?? ""));
    expect(email).toMatchObject({
      toAddress: "jonas@example.de",
      templateKey: "guest-message",
      stayId: id,
      lang: "de",
    });

    const review = await byKey(id, "review_request");
    expect((await act(id, { intent: "skipMessage", messageId: review })).data).toMatchObject({ ok: true });
    expect((await timeline(id)).find((e) => e.id === review)).toMatchObject({
      state: "skipped",
      reason: "owner",
      open: false,
    });
    // Decided: a second press is a conflict with a sentence, not an error.
    const again = await act(id, { intent: "skipMessage", messageId: review });
    expect(again.status).toBe(409);
    expect((again.data as Refusal).message).toContain("al verstuurd of overgeslagen");
    expect((await act(id, { intent: "sendMessageNow", messageId: confirmation })).status).toBe(409);
  });

  it("holds a message whose placeholder has no value, and says why", async () => {
    const id = await book();
    const arrival = await byKey(id, "arrival_info");
    const held = await act(id, { intent: "sendMessageNow", messageId: arrival });
    expect(held.data).toMatchObject({ ok: true, outcome: "held", reason: expect.stringMatching(/^missing:/) });
    expect((await timeline(id)).find((e) => e.id === arrival)).toMatchObject({ state: "held", open: true });
  });

  it("answers another stay's or site's message as missing, and a missing message id with 400", async () => {
    const id = await book();
    const other = await book();
    const foreign = await byKey(other, "confirmation");
    expect((await act(id, { intent: "sendMessageNow", messageId: foreign })).status).toBe(404);
    expect((await act(id, { intent: "skipMessage", messageId: theirMessage })).status).toBe(404);
    expect((await act(theirStay, { intent: "skipMessage", messageId: theirMessage })).status).toBe(404);
    expect((await act(id, { intent: "skipMessage", messageId: randomUUID() })).status).toBe(404);
    expect((await act(id, { intent: "skipMessage", messageId: "17" })).status).toBe(400);
    expect((await act(theirStay, { intent: "writeGuest", subject: "Hoi", text: "Hallo" })).status).toBe(404);
    const [still] = await handle.db
      .select({ state: scheduledMessages.state })
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, theirMessage));
    expect(still?.state).toBe("planned");
  });

  it("sends the owner's own words as typed: never read as a template, escaped in the HTML, one-line subject", async () => {
    const id = await book();
    const text = "Hallo Jonas,\n\n{{ guest.name }} <script>alert(1)</script> & tot gauw!\nSanne";
    const written = await act(id, { intent: "writeGuest", subject: "Sleutel\r\nBcc: x@example.com", text });
    expect(written.data).toMatchObject({ ok: true, intent: "writeGuest" });
    const entry = (await timeline(id)).find((e) => e.templateKey === "guest-message" && e.messageName === null);
    expect(entry).toMatchObject({ subject: "Sleutel Bcc: x@example.com", state: "sending" });
    const [email] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, entry?.emailId ?? ""));
    expect(email?.text).toContain("{{ guest.name }} <script>alert(1)</script> & tot gauw!\nSanne");
    expect(email?.html).toContain(
      ">{{ guest.name }} &lt;script&gt;alert(1)&lt;/script&gt; &amp; tot gauw!<br>Sanne</p>",
    );
    expect(email?.html).not.toContain("<script>alert");
    expect(email).toMatchObject({ toAddress: "jonas@example.de", lang: "de", stayId: id });
    // And it is in the log, under the stay's reference.
    const log = await app.call(logLoader, `/dashboard/email?stay=VV-ZON${n}`, { as: sanne });
    expect((log.data as { entries: { id: string }[] }).entries.map((e) => e.id)).toContain(entry?.emailId);
  });

  it("refuses an empty or too long message beside its field, with what was typed", async () => {
    const id = await book();
    const empty = await act(id, { intent: "writeGuest", subject: "", text: "" });
    expect(empty.status).toBe(400);
    expect((empty.data as Refusal).errors).toEqual({ subject: "Schrijf een onderwerp.", text: "Schrijf een bericht." });
    const long = await act(id, { intent: "writeGuest", subject: "x".repeat(151), text: "y".repeat(5001) });
    expect(long.status).toBe(400);
    expect((long.data as Refusal).errors).toEqual({
      subject: "Het onderwerp mag hoogstens 150 tekens hebben.",
      text: "Het bericht mag hoogstens 5000 tekens hebben.",
    });
    expect((long.data as Refusal).values).toMatchObject({ subject: "x".repeat(151) });
    const emails = await handle.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.stayId, id));
    expect(emails).toEqual([]);
  });

  it("cannot write to a guest without an email address, and says so", async () => {
    const id = await book({ guestEmail: null });
    expect((await page(id)).messages?.canWrite).toBe(false);
    const refused = await act(id, { intent: "writeGuest", subject: "Hoi", text: "Tot gauw" });
    expect(refused.status).toBe(409);
    expect((refused.data as Refusal).message).toBe("Deze boeking heeft geen e-mailadres.");
  });
});
