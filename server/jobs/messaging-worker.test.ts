import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, invoices } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { pdfText } from "../../modules/billing/invoice-pdf-text.testing.ts";
import type { DeliveryResult } from "../../modules/messaging/deliver-outbox-email.ts";
import { enqueueEmail } from "../../modules/messaging/enqueue-email.ts";
import { resendEmail } from "../../modules/messaging/resend-email.ts";
import { saveSmtpSettings } from "../../modules/messaging/smtp-settings.ts";
import { insertInvoice, insertSubscribedOwner, type TestOwner } from "../../modules/messaging/testing/owner-invoice.ts";
import { type SmtpSink, startSmtpSink } from "../../modules/messaging/testing/smtp-sink.ts";
import { createStorage } from "../../modules/storage/create-storage.ts";
import { createDiskBackend } from "../../modules/storage/disk-backend.ts";
import type { Storage } from "../../modules/storage/storage.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { invoicePdfsForEmails } from "./invoice-pdfs.ts";
import { EMAIL_SEND_QUEUE, type MessagingWorker, startMessagingWorker } from "./messaging-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

const KEY = randomBytes(32);
/** The admin who makes the changes (audited). */
const ADMIN_ID = randomUUID();
const APP_DOMAIN = "vayvista.test";

type Delivery = { outboxId: string; result: DeliveryResult };

describe.each(testBackends())("messaging worker on $name", (backend) => {
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  let worker: MessagingWorker;
  let boss: PgBoss | undefined;
  let storage: Storage;
  let storageDir: string;
  const deliveries: Delivery[] = [];
  const waiters: { match: (d: Delivery) => boolean; resolve: (d: Delivery) => void }[] = [];
  /** Runs inside the job, before it finishes: what the row looks like between attempts. */
  let duringDelivery: ((d: Delivery) => Promise<void>) | null = null;

  function waitForDelivery(outboxId: string, match: (r: DeliveryResult) => boolean): Promise<Delivery> {
    const test = (d: Delivery) => d.outboxId === outboxId && match(d.result);
    const found = deliveries.find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => waiters.push({ match: test, resolve }));
  }

  async function row(id: string) {
    const [found] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  }

  function enqueueVerify(to: string, lang: "nl" | "en" | "pl" = "nl") {
    return handle.db.transaction((tx) =>
      enqueueEmail(tx, {
        to: { address: to, name: "Anna de Vries" },
        lang,
        template: "verify-email",
        data: { name: "Anna", url: `https://vayvista.test/account/verify-email?token=${to}` },
      }),
    );
  }

  const createOwner = (email: string) => insertSubscribedOwner(handle.db, email);
  const createInvoice = (owner: TestOwner, number: string, renderable = true) =>
    insertInvoice(handle.db, owner, number, { renderable });

  /** Stores a PDF of the invoice, and returns its bytes: every byte value, so nothing may be re-encoded. */
  async function storePdf(invoiceId: string): Promise<Buffer> {
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
    const stored = await storage.upload("invoices", `${invoiceId}.pdf`, bytes, { contentType: "application/pdf" });
    await handle.db.update(invoices).set({ pdfKey: stored.path }).where(eq(invoices.id, invoiceId));
    return bytes;
  }

  function enqueueRenewed(to: string, owner: { userId: string }, invoiceId: string) {
    return handle.db.transaction((tx) =>
      enqueueEmail(tx, {
        to,
        lang: "nl",
        template: "subscription-renewed",
        data: {
          name: "Anna",
          amount: "€ 60,50",
          invoiceNumber: "VV-2026-000057",
          periodFrom: "maandag 28 december 2026",
          periodUntil: "woensdag 27 januari 2027",
          nextPaymentOn: "donderdag 28 januari 2027",
          billingUrl: "https://vayvista.test/dashboard/account",
        },
        userId: owner.userId,
        attachInvoiceId: invoiceId,
      }),
    );
  }

  beforeAll(async () => {
    handle = await backend.open();
    storageDir = await mkdtemp(path.join(tmpdir(), "vayvista-invoices-"));
    storage = createStorage(handle.db, createDiskBackend(storageDir));
    sink = await startSmtpSink();
    boss = await startJobQueue(handle, createLogger("silent"));
    worker = await startMessagingWorker({
      database: handle,
      boss,
      config: loadConfig({ APP_DOMAIN, DATA_DIR: "/nonexistent" }),
      log: createLogger("silent"),
      secretsKey: KEY,
      invoicePdf: invoicePdfsForEmails(handle.db, storage),
      outboxPollMs: 100,
      jobPollSeconds: 0.5,
      maxAttempts: 2,
      retryDelaySeconds: 0,
      onDelivery: async (outboxId, result) => {
        const delivery = { outboxId, result };
        deliveries.push(delivery);
        await duringDelivery?.(delivery);
        for (const waiter of [...waiters]) {
          if (waiter.match(delivery)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(delivery);
          }
        }
      },
    });
  });

  afterAll(async () => {
    await worker?.stop();
    if (boss) await stopJobQueue(boss, 5_000);
    await sink?.close();
    await handle?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it("keeps emails queued while no SMTP server is configured, without errors", async () => {
    const { id } = await enqueueVerify("waiting@example.com");
    expect(await worker.dispatchNow()).toBe(0);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, dispatchedAt: null, lastError: null });
    expect(sink.messages).toHaveLength(0);
    // It is on its way already: a resend would only send it twice.
    expect(await resendEmail(handle.db, id, KEY, ADMIN_ID)).toEqual({ ok: false, reason: "pending" });
  });

  it("sends a committed email once, with its Message-ID, subject, language and link", async () => {
    await saveSmtpSettings(
      handle.db,
      {
        host: "127.0.0.1",
        port: sink.port,
        security: "none",
        fromAddress: "hallo@vayvista.test",
        fromName: "VayVista",
      },
      KEY,
      ADMIN_ID,
    );
    const { id } = await enqueueVerify("jan@example.com", "pl");
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("jan@example.com"));
    await waitForDelivery(id, (r) => r.outcome === "sent");

    expect(mail.messageId).toBe(`<${id}@${APP_DOMAIN}>`);
    expect(mail.subject).toBe("Potwierdź swój adres e-mail");
    expect(mail.headers["content-language"]).toBe("pl");
    expect(mail.headers.from).toBe("VayVista <hallo@vayvista.test>");
    expect(mail.headers.to).toBe("Anna de Vries <jan@example.com>");
    const link = "https://vayvista.test/account/verify-email?token=jan@example.com";
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Cześć Anna,");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, messageId: `<${id}@${APP_DOMAIN}>` });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);

    // The email that waited for a server goes out now as well, once.
    await sink.waitFor((m) => m.envelopeTo.includes("waiting@example.com"));
    expect(sink.messages.filter((m) => m.messageId === `<${id}@${APP_DOMAIN}>`)).toHaveLength(1);
  });

  it("sends nothing for a change that is rolled back", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: "rolled-back@example.com",
          lang: "nl",
          template: "welcome",
          data: { name: "Piet", url: "https://vayvista.test/account" },
        });
        throw new Error("the sign-up failed after the email was queued");
      }),
    ).rejects.toThrow(/sign-up failed/);
    const { id } = await enqueueVerify("after-rollback@example.com");
    await waitForDelivery(id, (r) => r.outcome === "sent");
    expect(
      await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "rolled-back@example.com")),
    ).toEqual([]);
    expect(sink.messages.some((m) => m.envelopeTo.includes("rolled-back@example.com"))).toBe(false);
  });

  it("does nothing when a job for an email that was sent runs again", async () => {
    const { id } = await enqueueVerify("twice@example.com");
    await waitForDelivery(id, (r) => r.outcome === "sent");
    await boss?.send(EMAIL_SEND_QUEUE, { outboxId: id });
    const again = await waitForDelivery(id, (r) => r.outcome === "skipped");
    expect(again.result).toEqual({ outcome: "skipped", status: "sent" });
    expect(sink.messages.filter((m) => m.messageId === `<${id}@${APP_DOMAIN}>`)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("records an SMTP failure with the server's answer and retries", async () => {
    sink.failNext(1, 451, "4.3.0 Mailbox temporarily unavailable");
    let between: Awaited<ReturnType<typeof row>> | undefined;
    duringDelivery = async (d) => {
      if (d.result.outcome === "failed") between = await row(d.outboxId);
    };
    const { id } = await enqueueVerify("retry@example.com");
    const sent = await waitForDelivery(id, (r) => r.outcome === "sent");
    duringDelivery = null;

    expect(between).toMatchObject({ status: "queued", attempts: 1 });
    expect(between?.lastError).toMatch(/451.*Mailbox temporarily unavailable/);
    expect(sent.result).toMatchObject({ outcome: "sent", attempt: 2 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(sink.messages.filter((m) => m.messageId === `<${id}@${APP_DOMAIN}>`)).toHaveLength(1);
  });

  it("marks an email failed after the last attempt, with the error and without the password", async () => {
    await saveSmtpSettings(
      handle.db,
      {
        host: "127.0.0.1",
        port: sink.port,
        security: "none",
        username: "mailer",
        password: "Sup3r-Secret-Pw",
        fromAddress: "hallo@vayvista.test",
        fromName: "VayVista",
      },
      KEY,
      ADMIN_ID,
    );
    sink.failNext(2, 550, "5.1.1 Recipient Sup3r-Secret-Pw rejected");
    const { id } = await enqueueVerify("nobody@example.com");
    const last = await waitForDelivery(id, (r) => r.outcome === "failed" && r.final);
    expect(last.result).toMatchObject({ attempt: 2, final: true });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    expect(failed.lastError).toMatch(/550/);
    expect(failed.lastError).not.toContain("Sup3r-Secret-Pw");
    expect(sink.messages.some((m) => m.envelopeTo.includes("nobody@example.com"))).toBe(false);
  });

  it("resends a failed email as a new message with its own Message-ID", async () => {
    const [failed] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "nobody@example.com"));
    if (!failed) throw new Error("expected the failed email of the previous test");
    const resent = await resendEmail(handle.db, failed.id, KEY, ADMIN_ID);
    if (!resent.ok) throw new Error(`resend refused: ${resent.reason}`);
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("nobody@example.com"));
    await waitForDelivery(resent.id, (r) => r.outcome === "sent");
    expect(mail.messageId).toBe(`<${resent.id}@${APP_DOMAIN}>`);
    expect(mail.authUser).toBe("mailer");
    expect(mail.subject).toBe(failed.subject);
    expect(await row(failed.id)).toMatchObject({ status: "failed" });
    expect(await row(resent.id)).toMatchObject({ status: "sent", resendOf: failed.id });
  });

  it("sends an owner's invoice with their email as a PDF, its bytes intact, and notes it was emailed", async () => {
    const owner = await createOwner("invoice@example.com");
    const invoiceId = await createInvoice(owner, "VV-2026-000057");
    const pdf = await storePdf(invoiceId);
    const { id } = await enqueueRenewed("invoice@example.com", owner, invoiceId);
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("invoice@example.com"));
    await waitForDelivery(id, (r) => r.outcome === "sent");

    expect(mail.subject).toBe("Betaling ontvangen: VayVista-factuur VV-2026-000057");
    expect(mail.text).toContain("De factuur zit als pdf bij deze e-mail.");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "VV-2026-000057.pdf", contentType: "application/pdf" });
    expect(mail.attachments[0]?.bytes.equals(pdf)).toBe(true);
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.emailedAt).toBeInstanceOf(Date);

    // A copy sent again by an admin carries the PDF too.
    const resent = await resendEmail(handle.db, id, KEY, ADMIN_ID);
    if (!resent.ok) throw new Error(`resend refused: ${resent.reason}`);
    const copy = await sink.waitFor((m) => m.messageId === `<${resent.id}@${APP_DOMAIN}>`);
    expect(copy.attachments[0]?.bytes.equals(pdf)).toBe(true);
  });

  it("renders the PDF of an invoice that has none yet, and sends it with the email", async () => {
    const owner = await createOwner("first-pdf@example.com");
    const invoiceId = await createInvoice(owner, "VV-2027-000001");
    const { id } = await enqueueRenewed("first-pdf@example.com", owner, invoiceId);
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("first-pdf@example.com"));
    await waitForDelivery(id, (r) => r.outcome === "sent");
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe("VV-2027-000001.pdf");
    const text = await pdfText(pdf?.bytes ?? new Uint8Array());
    expect(text).toContain("Factuurnummer VV-2027-000001");
    expect(text).toContain("Totaal € 60,50");
    // Stored once: a download later reads the same file.
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.pdfKey).toBe(`${owner.userId}/VV-2027-000001.pdf`);
  });

  it("holds an email back while its invoice's PDF cannot be made, and sends it with the PDF once it can", async () => {
    const owner = await createOwner("waits-for-pdf@example.com");
    const invoiceId = await createInvoice(owner, "VV-2026-000058", false);
    let between: Awaited<ReturnType<typeof row>> | undefined;
    let pdf: Buffer | undefined;
    duringDelivery = async (d) => {
      if (d.result.outcome !== "failed") return;
      between = await row(d.outboxId);
      // The PDF is there before the retry.
      pdf = await storePdf(invoiceId);
    };
    const { id } = await enqueueRenewed("waits-for-pdf@example.com", owner, invoiceId);
    const sent = await waitForDelivery(id, (r) => r.outcome === "sent");
    duringDelivery = null;

    expect(between).toMatchObject({ status: "queued", attempts: 1 });
    expect(between?.lastError).toMatch(
      new RegExp(`^the PDF of invoice ${invoiceId} is not there yet \\(.+\\); the email is sent with it once it is$`),
    );
    expect(sent.result).toMatchObject({ outcome: "sent", attempt: 2 });
    const mails = sink.messages.filter((m) => m.messageId === `<${id}@${APP_DOMAIN}>`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments[0]?.bytes.equals(pdf ?? Buffer.alloc(0))).toBe(true);
  });

  it("never sends an email without its invoice's PDF, even on the last attempt", async () => {
    const owner = await createOwner("never-rendered@example.com");
    const invoiceId = await createInvoice(owner, "VV-2026-000059", false);
    const { id } = await enqueueRenewed("never-rendered@example.com", owner, invoiceId);
    const last = await waitForDelivery(id, (r) => r.outcome === "sent" || (r.outcome === "failed" && r.final));
    expect(last.result).toMatchObject({ outcome: "failed", attempt: 2 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 2 });
    expect((await row(id)).lastError).toMatch(/is not there yet/);
    expect(sink.messages.some((m) => m.envelopeTo.includes("never-rendered@example.com"))).toBe(false);
  });

  it("never attaches one owner's invoice to another owner's email", async () => {
    const anna = await createOwner("anna-invoices@example.com");
    const piotr = await createOwner("piotr-invoices@example.com");
    const annasInvoice = await createInvoice(anna, "VV-2026-000060");
    await storePdf(annasInvoice);
    const { id } = await enqueueRenewed("piotr-invoices@example.com", piotr, annasInvoice);
    const failed = await waitForDelivery(id, (r) => r.outcome === "failed" || r.outcome === "sent");
    // Final at the first attempt: no retry can make it Piotr's.
    expect(failed.result).toMatchObject({ outcome: "failed", attempt: 1, final: true });
    expect((await row(id)).lastError).toBe(
      `invoice ${annasInvoice} belongs to another account than the email's recipient`,
    );
    expect(sink.messages.some((m) => m.envelopeTo.includes("piotr-invoices@example.com"))).toBe(false);
  });
});
