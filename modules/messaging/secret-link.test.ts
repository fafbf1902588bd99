import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { deliverOutboxEmail } from "./deliver-outbox-email.ts";
import { enqueueEmail } from "./enqueue-email.ts";
import { getOutboxEmail } from "./outbox-queries.ts";
import { resendEmail } from "./resend-email.ts";
import { withHiddenLinkNotice } from "./secret-link.ts";
import { saveSmtpSettings } from "./smtp-settings.ts";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink.ts";

const KEY = randomBytes(32);
/** The admin who makes the changes (audited). */
const ADMIN_ID = randomUUID();
const TOKEN = "Zq8rT2vLk9WxY4bN";
const RESET_LINK = `https://vayvista.test/login/reset?token=${TOKEN}`;
const context = (finalAttempt = false) => ({
  secretsKey: KEY,
  appDomain: "vayvista.test",
  finalAttempt,
  invoicePdf: () => Promise.reject(new Error("these emails carry no invoice")),
});

describe.each(testBackends())("single-use links in the outbox on $name", (backend) => {
  let handle: DatabaseHandle;
  let sink: SmtpSink;

  beforeAll(async () => {
    handle = await backend.open();
    sink = await startSmtpSink();
    const server = { host: "127.0.0.1", port: sink.port, security: "none" as const };
    await saveSmtpSettings(
      handle.db,
      { ...server, fromAddress: "hallo@vayvista.test", fromName: "VayVista" },
      KEY,
      ADMIN_ID,
    );
  });
  afterAll(async () => {
    await sink.close();
    await handle.close();
  });

  async function row(id: string) {
    const [found] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  }

  const queueReset = (to: string, sealLinksWith: Buffer | null) =>
    handle.db.transaction((tx) =>
      enqueueEmail(tx, {
        to,
        lang: "en",
        template: "password-reset",
        data: { name: "Anna", url: RESET_LINK },
        sealLinksWith,
      }),
    );

  it("keeps a reset link on a public origin only sealed, and delivers it working", async () => {
    const { id } = await queueReset("anna@example.com", KEY);
    const stored = await row(id);
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
    expect(stored.text).toContain("https://vayvista.test/[link-hidden]");
    expect(stored.secretLink).toMatch(/^v1:/);

    // What the admin page shows: no token, no sealed value, the notice where the link goes.
    const view = await getOutboxEmail(handle.db, id);
    if (!view) throw new Error("no view");
    const shown = withHiddenLinkNotice(view, "[link hidden: only the recipient receives it]");
    expect(JSON.stringify(shown)).not.toContain(TOKEN);
    expect(JSON.stringify(shown)).not.toContain(stored.secretLink);
    expect(shown.text).toContain("[link hidden: only the recipient receives it]");
    expect(shown.resendRefusal).toBe("pending");

    expect(await deliverOutboxEmail(handle.db, id, context())).toMatchObject({ outcome: "sent" });
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("anna@example.com"));
    expect(mail.text).toContain(RESET_LINK);
    expect(mail.html).toContain(`href="${RESET_LINK}"`);
    expect(mail.text).not.toContain("[link-hidden]");
    expect(mail.html).not.toContain("[link-hidden]");

    // Delivered: nothing keeps the link, and a resend cannot bring it back.
    expect((await row(id)).secretLink).toBeNull();
    expect((await getOutboxEmail(handle.db, id))?.resendRefusal).toBe("link-gone");
    expect(await resendEmail(handle.db, id, KEY, ADMIN_ID)).toEqual({ ok: false, reason: "link-gone" });
  });

  it("moves the sealed link of an email that failed to its resent copy, which delivers it", async () => {
    const { id } = await queueReset("bram@example.com", KEY);
    sink.failNext(1, 550, "Mailbox unavailable");
    expect(await deliverOutboxEmail(handle.db, id, context(true))).toMatchObject({ outcome: "failed", final: true });
    expect(await row(id)).toMatchObject({ status: "failed", secretLink: expect.stringMatching(/^v1:/) });
    expect((await getOutboxEmail(handle.db, id))?.resendRefusal).toBeNull();

    const resent = await resendEmail(handle.db, id, KEY, ADMIN_ID);
    if (!resent.ok) throw new Error(`not resent: ${resent.reason}`);
    expect((await row(id)).secretLink).toBeNull();
    const copy = await row(resent.id);
    expect(JSON.stringify(copy)).not.toContain(TOKEN);
    expect(await deliverOutboxEmail(handle.db, resent.id, context())).toMatchObject({ outcome: "sent" });
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("bram@example.com"));
    expect(mail.text).toContain(RESET_LINK);
    // The original cannot be sent a second time: its link moved on.
    expect(await resendEmail(handle.db, id, KEY, ADMIN_ID)).toEqual({ ok: false, reason: "link-gone" });
  });

  it("fails at once, sending no stand-in, when the key that sealed the link is gone", async () => {
    const { id } = await queueReset("carla@example.com", randomBytes(32));
    const result = await deliverOutboxEmail(handle.db, id, context());
    expect(result).toMatchObject({ outcome: "failed", final: true });
    expect(await row(id)).toMatchObject({ status: "failed", lastError: expect.stringContaining("ask for a new one") });
    expect(sink.messages.some((m) => m.envelopeTo.includes("carla@example.com"))).toBe(false);
    expect(await resendEmail(handle.db, id, KEY, ADMIN_ID)).toEqual({ ok: false, reason: "link-gone" });
  });

  it("keeps the link readable in the outbox on this machine, and a sent email can be resent", async () => {
    const { id } = await queueReset("dirk@example.com", null);
    expect(await row(id)).toMatchObject({ secretLink: null, text: expect.stringContaining(RESET_LINK) });
    expect(await deliverOutboxEmail(handle.db, id, context())).toMatchObject({ outcome: "sent" });
    expect(await resendEmail(handle.db, id, KEY, ADMIN_ID)).toMatchObject({ ok: true });
  });

  it("leaves emails without a single-use link as they are, also on a public origin", async () => {
    const { id } = await handle.db.transaction((tx) =>
      enqueueEmail(tx, {
        to: "eva@example.com",
        lang: "nl",
        template: "welcome",
        data: { name: "Eva", url: "https://vayvista.test/dashboard" },
        sealLinksWith: KEY,
      }),
    );
    expect(await row(id)).toMatchObject({ secretLink: null, text: expect.stringContaining("/dashboard") });
  });
});
