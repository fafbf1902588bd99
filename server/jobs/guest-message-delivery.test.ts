import { randomBytes, randomUUID } from "node:crypto";
import { type AddressInfo, createServer } from "node:net";
import { eq, inArray } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, rentalUnits, scheduledMessages, siteContent } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import {
  ADDRESSING,
  bookableSite,
  emailsTo,
  guestBooking,
  ownerAddress,
} from "../../modules/booking/booking.testing.ts";
import { createBooking } from "../../modules/booking/create-booking.ts";
import { sendDueMessages } from "../../modules/guest-messages/send-due-messages.ts";
import { ensureDefaultMessages } from "../../modules/message-rules/ensure-default-messages.ts";
import type { DeliveryResult } from "../../modules/messaging/deliver-outbox-email.ts";
import { saveSmtpSettings } from "../../modules/messaging/smtp-settings.ts";
import { type SmtpSink, startSmtpSink } from "../../modules/messaging/testing/smtp-sink.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { type MessagingWorker, startMessagingWorker } from "./messaging-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

const KEY = randomBytes(32);
const ADMIN_ID = randomUUID();
const PASSWORD = "Corr3ct-Horse";

/**
 * Issue 19 §6 against a real SMTP server: a guest's message goes out through the outbox with a
 * plain-text part and headers a guest's name cannot break; a server that refuses the login or
 * speaks no TLS is an attempt that is retried; after the last one the stay's timeline says
 * failed and the owner is told.
 */
describe.each(testBackends())("delivering guest messages on $name", (backend) => {
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  let boss: PgBoss | undefined;
  let worker: MessagingWorker | undefined;
  const deliveries: { outboxId: string; result: DeliveryResult }[] = [];
  let afterAttempt: ((outboxId: string, result: DeliveryResult) => Promise<void>) | null = null;
  const bus = new BookingEventBus();

  const pointSmtpAt = (settings: { security: "none" | "tls"; password: string; port?: number }) =>
    saveSmtpSettings(
      handle.db,
      {
        host: "127.0.0.1",
        port: settings.port ?? sink.port,
        security: settings.security,
        username: "mailer",
        password: settings.password,
        fromAddress: "gasten@vayvista.test",
        fromName: "VayVista",
      },
      KEY,
      ADMIN_ID,
    );

  /** Waits until the messaging worker reports an attempt for `outboxId` that matches. */
  const attempt = (outboxId: string, match: (r: DeliveryResult) => boolean) =>
    expect
      .poll(() => deliveries.some((d) => d.outboxId === outboxId && match(d.result)), { timeout: 60_000 })
      .toBe(true);

  beforeAll(async () => {
    handle = await backend.open();
    sink = await startSmtpSink({ password: PASSWORD });
    boss = await startJobQueue(handle, createLogger("silent"));
    worker = await startMessagingWorker({
      database: handle,
      boss,
      config: loadConfig({ APP_DOMAIN: "vayvista.test", DATA_DIR: "/nonexistent" }),
      log: createLogger("silent"),
      secretsKey: KEY,
      invoicePdf: async () => {
        throw new Error("no invoices here");
      },
      outboxPollMs: 100,
      jobPollSeconds: 0.5,
      maxAttempts: 2,
      retryDelaySeconds: 0,
      // Long enough for any busy machine's sink to answer; a server that stays silent fails the attempt.
      smtpTimeoutMs: 5_000,
      onDelivery: async (outboxId, result) => {
        deliveries.push({ outboxId, result });
        // Runs inside the job, before it hands the email back for its retry.
        await afterAttempt?.(outboxId, result);
      },
    });
  });

  afterAll(async () => {
    await worker?.stop();
    if (boss) await stopJobQueue(boss, 5_000);
    await sink?.close();
    await handle?.close();
  });

  /** A booking whose guest typed a line break and a header into their name; returns its confirmation's outbox id. */
  async function bookAndSweep(email: string) {
    const site = await bookableSite(handle.db, ["duinhuis"]);
    const doc = { languages: { main: "nl", others: ["de"] }, contact: { street: "Duinweg 12", city: "Cadzand" } };
    await handle.db.insert(siteContent).values({ siteId: site.siteId, draft: doc, published: doc });
    await handle.db
      .update(rentalUnits)
      .set({ checkInInstructions: { nl: "Code 4711" } })
      .where(eq(rentalUnits.siteId, site.siteId));
    await ensureDefaultMessages(handle.db, site.siteId);
    const now = new Date();
    const checkIn = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(now.getTime() + 33 * 86_400_000).toISOString().slice(0, 10);
    const booked = await createBooking(
      handle.db,
      site.siteId,
      guestBooking({ checkIn, checkOut }, { email, name: "Jonas\r\nBcc: evil@example.com" }),
      { bookingEvents: bus, addressing: ADDRESSING, now },
    );
    if (!booked.ok) throw new Error(booked.code);
    await sendDueMessages(handle.db, { addressing: ADDRESSING, now });
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    if (!row) throw new Error("no confirmation queued");
    return { site, outboxId: row.id, stayId: booked.booking.id };
  }

  it("sends the guest's message with a plain-text part, and a name typed with a header in it stays a name", async () => {
    await pointSmtpAt({ security: "none", password: PASSWORD });
    const { outboxId } = await bookAndSweep("header@example.de");
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("header@example.de"));
    await attempt(outboxId, (r) => r.outcome === "sent");
    expect(mail.envelopeTo).toEqual(["header@example.de"]);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers.to).toMatch(/Jonas Bcc: evil@example\.com.*<header@example\.de>/);
    expect(mail.text).toContain("Hallo Jonas");
    expect(mail.html).toContain("Hallo Jonas");
    expect(mail.subject).toMatch(/ist bestätigt/);
  });

  it("retries a refused login and a server without TLS, and tells the owner when the last try fails", async () => {
    await pointSmtpAt({ security: "none", password: "wrong-password" });
    const { site, outboxId, stayId } = await bookAndSweep("refused@example.de");
    await attempt(outboxId, (r) => r.outcome === "failed" && !r.final && /535/.test(r.error));
    // The server speaks no TLS: the second and last try fails too.
    await pointSmtpAt({ security: "tls", password: PASSWORD });
    await attempt(outboxId, (r) => r.outcome === "failed" && r.final);
    await expect
      .poll(async () => {
        const [row] = await handle.db
          .select({ state: scheduledMessages.state })
          .from(scheduledMessages)
          .where(eq(scheduledMessages.outboxId, outboxId));
        return row?.state;
      })
      .toBe("failed");
    const owner = await ownerAddress(handle.db, site.ownerId);
    const notices = (await emailsTo(handle.db, owner)).filter((m) => m.templateKey === "guest-message-failed");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`/dashboard/booking-calendar/stays/${stayId}`);
    expect(sink.messages.some((m) => m.envelopeTo.includes("refused@example.de"))).toBe(false);
  });

  it("retries after a server that accepts the connection and then says nothing", async () => {
    // Earlier tests' emails are out of the way, so only this one meets the silent server.
    await handle.db
      .update(emailOutbox)
      .set({ status: "sent" })
      .where(inArray(emailOutbox.status, ["queued", "failed"]));
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      await pointSmtpAt({ security: "none", password: PASSWORD, port: (silent.address() as AddressInfo).port });
      // The server is mended while the failed attempt is still running, so the retry finds it so.
      afterAttempt = async (outboxId, result) => {
        const [row] = await handle.db
          .select({ to: emailOutbox.toAddress })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, outboxId));
        if (result.outcome === "failed" && row?.to === "silent@example.de") {
          await pointSmtpAt({ security: "none", password: PASSWORD });
        }
      };
      const { outboxId } = await bookAndSweep("silent@example.de");
      // nodemailer's words for a server silent past the time limit.
      await attempt(
        outboxId,
        (r) => r.outcome === "failed" && !r.final && /greeting never received|timeout/i.test(r.error),
      );
      await attempt(outboxId, (r) => r.outcome === "sent");
      await sink.waitFor((m) => m.envelopeTo.includes("silent@example.de"));
    } finally {
      afterAttempt = null;
      silent.close();
    }
  });
});
