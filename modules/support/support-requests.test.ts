import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { auditLog, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { addOwnerMessage } from "./add-owner-message.ts";
import { getSupportRequest, listSupportRequests } from "./admin-support-requests.ts";
import { closeSupportRequest } from "./close-support-request.ts";
import { openSupportRequest } from "./open-support-request.ts";
import { getOwnerSupportRequest, listOwnerSupportRequests } from "./owner-support-requests.ts";
import { replyToSupportRequest } from "./reply-to-support-request.ts";

const ORIGIN = "https://vayvista.test";
const OWNER_IP = "203.0.113.20";

describe.each(testBackends())("support requests on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const owner = randomUUID();
  const otherOwner = randomUUID();
  const admin = randomUUID();
  let siteId: string;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await seedOwner(db, { id: owner });
    await seedOwner(db, { id: otherOwner });
    await seedOwner(db, { id: admin, role: "admin" });
    const [site] = await db
      .insert(userSites)
      .values({ userId: owner, themeName: "warm-cozy", siteName: "Villa Zon", subdomain: "villa-zon" })
      .returning({ id: userSites.id });
    if (!site) throw new Error("no site");
    siteId = site.id;
  });
  afterAll(() => handle.close());

  const open = async (ownerId: string, subject = "Kalender synchroniseert niet") => {
    const result = await openSupportRequest(db, {
      origin: ORIGIN,
      ip: OWNER_IP,
      ownerId,
      subject,
      message: "Mijn Airbnb-boekingen verschijnen niet in de kalender.",
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.request;
  };

  it("opens a request with its first message, linked to the owner's site", async () => {
    let queued: string | undefined;
    const result = await openSupportRequest(db, {
      origin: ORIGIN,
      ip: OWNER_IP,
      ownerId: owner,
      subject: "  Vraag over mijn domein ",
      message: "Hoe koppel ik mijn eigen domeinnaam?",
      afterCreate: async (tx, request) => {
        // Same transaction: the request is already visible here.
        queued = (await getSupportRequest(tx, request.id))?.subject;
      },
    });
    expect(result).toMatchObject({
      ok: true,
      request: {
        ownerId: owner,
        siteId,
        subject: "Vraag over mijn domein",
        status: "open",
        messages: [{ authorId: owner, authorRole: "owner", body: "Hoe koppel ik mijn eigen domeinnaam?" }],
      },
    });
    expect(queued).toBe("Vraag over mijn domein");
  });

  it("opens a request without a site for an owner who has none yet", async () => {
    expect((await open(otherOwner)).siteId).toBeNull();
  });

  it("refuses a too short subject or message with i18n keys", async () => {
    expect(
      await openSupportRequest(db, { origin: ORIGIN, ip: OWNER_IP, ownerId: owner, subject: "Hi", message: "Help" }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        subject: { key: "support.errors.tooShort", params: { min: 3 } },
        message: { key: "support.errors.tooShort", params: { min: 10 } },
      },
    });
    expect(
      await openSupportRequest(db, {
        origin: ORIGIN,
        ip: OWNER_IP,
        ownerId: owner,
        subject: " ",
        message: "x".repeat(5001),
      }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        subject: { key: "support.errors.required" },
        message: { key: "support.errors.tooLong", params: { max: 5000 } },
      },
    });
  });

  it("refuses a control character (a line break in the subject, a NUL anywhere) before counting or storing", async () => {
    const refused = await openSupportRequest(db, {
      origin: ORIGIN,
      ip: OWNER_IP,
      ownerId: owner,
      subject: "Vraag\r\nBcc: x@evil.example",
      message: "Mijn agenda\u0000 werkt niet.",
    });
    expect(refused).toEqual({
      ok: false,
      reason: "invalid",
      errors: { subject: { key: "support.errors.controls" }, message: { key: "support.errors.controls" } },
    });
  });

  it("shows owners their own requests only; another owner's request is not found", async () => {
    const mine = await open(owner, "Alleen voor mij");
    const theirs = await open(otherOwner, "Alleen voor de ander");
    const listed = (await listOwnerSupportRequests(db, owner)).map((r) => r.subject);
    expect(listed).toContain("Alleen voor mij");
    expect(listed).not.toContain("Alleen voor de ander");
    expect(await getOwnerSupportRequest(db, owner, mine.id)).toMatchObject({ id: mine.id, messages: [{}] });
    expect(await getOwnerSupportRequest(db, owner, theirs.id)).toBeNull();
    expect(await getOwnerSupportRequest(db, owner, randomUUID())).toBeNull();
    expect(
      await addOwnerMessage(db, {
        ownerId: owner,
        requestId: theirs.id,
        body: "Ik schrijf in jouw vraag.",
        origin: ORIGIN,
        ip: OWNER_IP,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect((await getOwnerSupportRequest(db, otherOwner, theirs.id))?.messages).toHaveLength(1);
  });

  it("runs a conversation: admin reply answers, owner message reopens, close is final until the owner writes", async () => {
    const request = await open(owner, "Betaling mislukt");
    const mails: string[] = [];
    const reply = await replyToSupportRequest(db, {
      origin: ORIGIN,
      actorId: admin,
      requestId: request.id,
      body: "We hebben het opgelost, probeer het nog eens.",
      afterReply: async (_tx, r, m) => {
        mails.push(`${r.ownerId}:${m.body}`);
      },
    });
    expect(reply).toMatchObject({ ok: true, request: { status: "answered" }, message: { authorRole: "admin" } });
    expect(mails).toEqual([`${owner}:We hebben het opgelost, probeer het nog eens.`]);

    const again = await addOwnerMessage(db, {
      ownerId: owner,
      requestId: request.id,
      body: "Het werkt nog steeds niet.",
      origin: ORIGIN,
      ip: OWNER_IP,
    });
    expect(again).toMatchObject({ ok: true, request: { status: "open" } });

    expect(await closeSupportRequest(db, { actorId: admin, requestId: request.id })).toMatchObject({
      ok: true,
      request: { status: "closed" },
    });
    const thread = await getOwnerSupportRequest(db, owner, request.id);
    expect(thread?.status).toBe("closed");
    expect(thread?.messages.map((m) => m.authorRole)).toEqual(["owner", "admin", "owner"]);

    await addOwnerMessage(db, {
      ownerId: owner,
      requestId: request.id,
      body: "Toch nog een vraag hierover.",
      origin: ORIGIN,
      ip: OWNER_IP,
    });
    expect((await getOwnerSupportRequest(db, owner, request.id))?.status).toBe("open");
  });

  it("lists requests for admins by status with their site and message count", async () => {
    const request = await open(owner, "Status-test");
    await replyToSupportRequest(db, {
      origin: ORIGIN,
      actorId: admin,
      requestId: request.id,
      body: "Dit is ons antwoord op je vraag.",
    });
    const { requests: answered } = await listSupportRequests(db, { status: "answered" });
    expect(answered.find((r) => r.id === request.id)).toMatchObject({
      subject: "Status-test",
      ownerId: owner,
      ownerName: "Test Eigenaar",
      siteName: "Villa Zon",
      subdomain: "villa-zon",
      messageCount: 2,
    });
    expect(answered.every((r) => r.status === "answered")).toBe(true);
    expect((await listSupportRequests(db, { status: "open" })).requests.some((r) => r.id === request.id)).toBe(false);
    expect((await listSupportRequests(db)).requests.length).toBeGreaterThan(answered.length);
  });

  it("writes audit entries for replies and closing", async () => {
    const request = await open(owner, "Audit-test");
    const reply = await replyToSupportRequest(db, {
      origin: ORIGIN,
      actorId: admin,
      requestId: request.id,
      body: "Antwoord voor de audit.",
    });
    if (!reply.ok) throw new Error("no reply");
    await closeSupportRequest(db, { actorId: admin, requestId: request.id });
    await closeSupportRequest(db, { actorId: admin, requestId: request.id }); // already closed: no second entry
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, request.id)).orderBy(auditLog.id);
    expect(entries.map((e) => [e.actorId, e.action, e.targetType, e.details])).toEqual([
      [admin, "support.reply", "support_request", { messageId: reply.message.id }],
      [admin, "support.close", "support_request", { before: "answered", after: "closed" }],
    ]);
  });

  it("answers not found for unknown requests and refuses malformed ids", async () => {
    const missing = randomUUID();
    expect(
      await replyToSupportRequest(db, {
        origin: ORIGIN,
        actorId: admin,
        requestId: missing,
        body: "Antwoord op niets.",
      }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await closeSupportRequest(db, { actorId: admin, requestId: missing })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await getSupportRequest(db, missing)).toBeNull();
    await expect(getOwnerSupportRequest(db, owner, "1")).rejects.toBeInstanceOf(InvalidIdError);
    await expect(listOwnerSupportRequests(db, "owner")).rejects.toBeInstanceOf(InvalidIdError);
    await expect(
      addOwnerMessage(db, {
        ownerId: owner,
        requestId: "abc",
        body: "Lang genoeg bericht.",
        origin: ORIGIN,
        ip: OWNER_IP,
      }),
    ).rejects.toBeInstanceOf(InvalidIdError);
    await expect(
      replyToSupportRequest(db, { origin: ORIGIN, actorId: "root", requestId: missing, body: "Lang genoeg bericht." }),
    ).rejects.toBeInstanceOf(InvalidIdError);
    await expect(closeSupportRequest(db, { actorId: admin, requestId: "%" })).rejects.toBeInstanceOf(InvalidIdError);
    await expect(getSupportRequest(db, "")).rejects.toBeInstanceOf(InvalidIdError);
  });
});
