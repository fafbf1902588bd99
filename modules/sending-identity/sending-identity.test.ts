import { createPublicKey, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, siteSendingIdentity, user, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { startDnsServer, type TestDnsServer } from "../../tests/support/dns-server.ts";
import { createDnsLookup, type DnsLookup } from "../domains/dns-lookup.ts";
import { deliverOutboxEmail } from "../messaging/deliver-outbox-email.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { decryptSecret } from "../messaging/secret-box.ts";
import { saveSmtpSettings } from "../messaging/smtp-settings.ts";
import { type SmtpSink, startSmtpSink } from "../messaging/testing/smtp-sink.ts";
import { dkimRecord, dkimTags, dmarcRecord, generateDkimKey, spfRecord } from "./dkim-key.ts";
import {
  choosePlatformSending,
  saveOwnSmtp,
  saveSenderName,
  startOwnDomain,
  verifySendingDomain,
} from "./identity-settings.ts";
import { recheckSendingDomains } from "./recheck-sending-domains.ts";
import { DKIM_KEY_PURPOSE, sendingIdentityOf } from "./sending-identity.ts";
import { siteSender } from "./site-sender.ts";

const KEY = randomBytes(32);
const OURS = { appDomain: "vayvista.test", platformHost: "sites.vayvista.test" };
const SPF = "_spf.vayvista.test";
/** The owner's own server is the test's sink on this machine: allowed as FETCH_ALLOW_HOSTS would. */
let allowHosts: string[] = [];
let database: Database | undefined;
const context = (finalAttempt = false) => ({
  secretsKey: KEY,
  appDomain: "vayvista.test",
  finalAttempt,
  invoicePdf: () => Promise.reject(new Error("these emails carry no invoice")),
  resolveSender: siteSender(database as Database, KEY, allowHosts),
});

describe("DKIM records", () => {
  it("publishes the public half of a fresh RSA 2048 key under its own selector", () => {
    const key = generateDkimKey(new Date("2026-11-29T08:00:00Z"));
    expect(key.selector).toMatch(/^vv20261129[0-9a-f]{4}$/);
    const record = dkimRecord("duinhuis-cadzand.nl", key.selector, key.publicKey);
    expect(record).toEqual({
      type: "TXT",
      name: `${key.selector}._domainkey.duinhuis-cadzand.nl`,
      value: `v=DKIM1; k=rsa; p=${key.publicKey}`,
    });
    const published = createPublicKey({ key: Buffer.from(key.publicKey, "base64"), format: "der", type: "spki" });
    expect(published.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(createPublicKey(key.privateKeyPem).export({ type: "spki", format: "der" }).toString("base64")).toBe(
      key.publicKey,
    );
    // A record pasted with line breaks inside the key still reads as the same key.
    expect(dkimTags(`v=DKIM1;\n k=rsa; p=${key.publicKey.slice(0, 40)} ${key.publicKey.slice(40)}`).get("p")).toBe(
      key.publicKey,
    );
    expect(spfRecord("duinhuis-cadzand.nl", SPF).value).toBe(`v=spf1 include:${SPF} ~all`);
    expect(dmarcRecord("duinhuis-cadzand.nl")).toMatchObject({ name: "_dmarc.duinhuis-cadzand.nl" });
  });
});

describe.each(testBackends())("a site's sending identity on $name", (backend) => {
  let handle: DatabaseHandle;
  let platformSink: SmtpSink;
  let ownSink: SmtpSink;
  let dnsServer: TestDnsServer;
  let dns: DnsLookup;
  let siteId: string;
  let otherSiteId: string;

  beforeAll(async () => {
    handle = await backend.open();
    database = handle.db;
    [platformSink, ownSink, dnsServer] = await Promise.all([startSmtpSink(), startSmtpSink(), startDnsServer()]);
    allowHosts = [`127.0.0.1:${ownSink.port}`];
    dns = createDnsLookup({ servers: [dnsServer.address], timeoutMs: 600 });
    await saveSmtpSettings(
      handle.db,
      {
        host: "127.0.0.1",
        port: platformSink.port,
        security: "none",
        fromAddress: "gasten@vayvista.test",
        fromName: "VayVista",
      },
      KEY,
      randomUUID(),
    );
    const [sanne, piotr] = await handle.db
      .insert(user)
      .values([
        { name: "Sanne Bakker", email: "sanne@example.nl" },
        { name: "Piotr Nowak", email: "piotr@example.pl", lang: "pl" },
      ])
      .returning({ id: user.id });
    const sites = await handle.db
      .insert(userSites)
      .values([
        { userId: sanne?.id ?? "", themeName: "warm-cozy", siteName: "Duinhuis Cadzand", subdomain: "duinhuis" },
        { userId: piotr?.id ?? "", themeName: "warm-cozy", siteName: "Domek", subdomain: "domek" },
      ])
      .returning({ id: userSites.id });
    [siteId, otherSiteId] = sites.map((s) => s.id) as [string, string];
  });
  afterAll(async () => {
    await Promise.all([platformSink.close(), ownSink.close(), dnsServer.close()]);
    await handle.close();
  });

  /** A guest email of a site, queued as the booking emails queue theirs, and sent. */
  async function sendGuestEmail(site: string, to = `gast-${randomUUID()}@example.de`) {
    const { id } = await enqueueEmail(handle.db, {
      to: { address: to, name: "Jonas Becker" },
      lang: "de",
      template: "booking-expired",
      data: {
        name: "Jonas",
        siteName: "Duinhuis Cadzand",
        reference: "DH-1042",
        unit: "Duinhuis",
        checkIn: "Freitag, 10. Juli 2026",
        checkOut: "Freitag, 17. Juli 2026",
        guests: "2 Erwachsene",
        url: "https://duinhuis.vayvista.test/de",
      },
      siteId: site,
    });
    const result = await deliverOutboxEmail(handle.db, id, context());
    return { id, to, result };
  }
  const received = (sink: SmtpSink, to: string) => sink.waitFor((m) => m.envelopeTo.includes(to));

  it("marks guest emails of a site as sent in its name, and the platform's own as ours", async () => {
    const guest = await sendGuestEmail(siteId);
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, guest.id));
    expect(row?.sender).toBe("site");
    const { id } = await enqueueEmail(handle.db, {
      to: "sanne@example.nl",
      lang: "nl",
      template: "site-live",
      data: { name: "Sanne", siteName: "Duinhuis Cadzand", url: "https://duinhuis.vayvista.test/" },
      siteId,
    });
    const [own] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(own?.sender).toBe("platform");
    await deliverOutboxEmail(handle.db, id, context());
    const mail = await received(platformSink, "sanne@example.nl");
    expect(mail.headers.from).toBe("VayVista <gasten@vayvista.test>");
    expect(mail.headers["reply-to"]).toBeUndefined();
  });

  it("by default sends as the site's name on our domain, answers going to the owner", async () => {
    const { id, to, result } = await sendGuestEmail(siteId);
    expect(result).toMatchObject({ outcome: "sent" });
    const mail = await received(platformSink, to);
    expect(mail.headers.from).toBe("Duinhuis Cadzand <gasten@vayvista.test>");
    expect(mail.headers["reply-to"]).toBe("Duinhuis Cadzand <sanne@example.nl>");
    expect(mail.messageId).toBe(`<${id}@vayvista.test>`);
    expect(mail.text).toContain("DH-1042");
    expect(mail.raw).not.toContain("DKIM-Signature");
  });

  it("uses the owner's chosen name, refuses one with a line break, and never breaks a header with a stored one", async () => {
    expect(await saveSenderName(handle.db, siteId, "Familie Bakker\r\nBcc: spam@example.com")).toEqual({
      ok: false,
      errors: { fromName: "invalid" },
    });
    expect(await saveSenderName(handle.db, siteId, "  Familie Bakker  ")).toEqual({ ok: true });
    const chosen = await sendGuestEmail(siteId);
    expect((await received(platformSink, chosen.to)).headers.from).toBe("Familie Bakker <gasten@vayvista.test>");

    // A name stored before such checks existed is made one line when sent.
    await handle.db
      .update(siteSendingIdentity)
      .set({ fromName: "Familie Bakker\r\nBcc: spam@example.com" })
      .where(eq(siteSendingIdentity.siteId, siteId));
    const stored = await sendGuestEmail(siteId);
    const mail = await received(platformSink, stored.to);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.envelopeTo).toEqual([stored.to]);
    expect(mail.headers.from).toContain("Familie Bakker Bcc: spam@example.com");
    await saveSenderName(handle.db, siteId, "");
  });

  it("sends from the owner's domain, DKIM-signed, only once the record verifies", async () => {
    expect(await startOwnDomain(handle.db, KEY, siteId, { domain: "localhost", localPart: "info" }, OURS)).toEqual({
      ok: false,
      errors: { domain: "ours" },
    });
    expect(
      await startOwnDomain(
        handle.db,
        KEY,
        siteId,
        { domain: "https://www.Duinhuis-Cadzand.nl/", localPart: "in fo" },
        OURS,
      ),
    ).toEqual({ ok: false, errors: { localPart: "invalid" } });
    expect(
      await startOwnDomain(
        handle.db,
        KEY,
        siteId,
        { domain: "https://www.Duinhuis-Cadzand.nl/", localPart: "Info" },
        OURS,
      ),
    ).toEqual({ ok: true });
    const identity = await sendingIdentityOf(handle.db, siteId);
    if (!identity?.dkimSelector || !identity.dkimPublicKey || !identity.dkimPrivateKeyEncrypted) {
      throw new Error("no key made");
    }
    expect(identity).toMatchObject({
      mode: "domain",
      domain: "duinhuis-cadzand.nl",
      localPart: "info",
      domainStatus: "pending",
    });
    expect(identity.dkimPrivateKeyEncrypted).not.toContain("PRIVATE KEY");
    expect(decryptSecret(identity.dkimPrivateKeyEncrypted, KEY, DKIM_KEY_PURPOSE)).toContain("BEGIN PRIVATE KEY");

    // Not there yet: the guest still gets the email from our domain.
    expect(await verifySendingDomain(handle.db, dns, siteId, SPF)).toMatchObject({
      ok: false,
      check: { dkim: "dkim-missing", spf: "missing", dmarc: "missing" },
    });
    const waiting = await sendGuestEmail(siteId);
    expect((await received(platformSink, waiting.to)).headers.from).toBe("Duinhuis Cadzand <gasten@vayvista.test>");

    const record = dkimRecord("duinhuis-cadzand.nl", identity.dkimSelector, identity.dkimPublicKey);
    dnsServer.set(record.name, { TXT: ["v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwrong"] });
    expect(await verifySendingDomain(handle.db, dns, siteId, SPF)).toMatchObject({ check: { dkim: "dkim-mismatch" } });

    dnsServer.set(record.name, { TXT: [record.value] });
    dnsServer.set("duinhuis-cadzand.nl", { TXT: [spfRecord("duinhuis-cadzand.nl", SPF).value] });
    expect(await verifySendingDomain(handle.db, dns, siteId, SPF)).toMatchObject({
      ok: true,
      check: { dkim: "ok", spf: "ok", dmarc: "missing" },
    });

    const { id, to } = await sendGuestEmail(siteId);
    const mail = await received(platformSink, to);
    expect(mail.headers.from).toBe("Duinhuis Cadzand <info@duinhuis-cadzand.nl>");
    expect(mail.headers["reply-to"]).toBe("Duinhuis Cadzand <sanne@example.nl>");
    expect(mail.messageId).toBe(`<${id}@vayvista.test>`);
    expect(mail.text).toContain("DH-1042");
    const verified = await dkimVerify(Buffer.from(mail.raw), {
      resolver: async (name: string) => dns.resolveTxt(name),
    });
    expect(verified.results.map((r) => [r.signingDomain, r.status.result])).toEqual([["duinhuis-cadzand.nl", "pass"]]);
  });

  it("never lets another site's emails use that domain", async () => {
    const { to } = await sendGuestEmail(otherSiteId);
    const mail = await received(platformSink, to);
    expect(mail.headers.from).toBe("Domek <gasten@vayvista.test>");
    expect(mail.headers["reply-to"]).toBe("Domek <piotr@example.pl>");
    expect(mail.raw).not.toContain("DKIM-Signature");
  });

  it("keeps a verified domain through a DNS hiccup, and falls back and tells the owner when the record is gone", async () => {
    const identity = await sendingIdentityOf(handle.db, siteId);
    const name = `${identity?.dkimSelector}._domainkey.duinhuis-cadzand.nl`;
    const origin = "https://vayvista.test";
    dnsServer.fail(name);
    expect(await recheckSendingDomains(handle.db, dns, { spfInclude: SPF, origin })).toBe(0);
    expect(await sendingIdentityOf(handle.db, siteId)).toMatchObject({
      domainStatus: "verified",
      domainProblem: "dns-failed",
    });

    // The owner's DNS answers again, without the record (moved provider, tidied up).
    dnsServer.set(name, {});
    expect(await recheckSendingDomains(handle.db, dns, { spfInclude: SPF, origin })).toBe(1);
    expect(await sendingIdentityOf(handle.db, siteId)).toMatchObject({
      domainStatus: "lapsed",
      domainProblem: "dkim-missing",
    });
    const told = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.templateKey, "sending-domain-lapsed"));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ toAddress: "sanne@example.nl", sender: "platform", siteId });
    expect(told[0]?.text).toContain("duinhuis-cadzand.nl");
    expect(told[0]?.text).toContain("https://vayvista.test/dashboard/settings#sending-identity");
    // A lapsed domain is not checked again daily: one email per lapse.
    expect(await recheckSendingDomains(handle.db, dns, { spfInclude: SPF, origin })).toBe(0);

    const { to } = await sendGuestEmail(siteId);
    const mail = await received(platformSink, to);
    expect(mail.headers.from).toBe("Duinhuis Cadzand <gasten@vayvista.test>");
    expect(mail.raw).not.toContain("DKIM-Signature");
  });

  it("sends through the owner's own SMTP server, the password stored only encrypted and never in an error", async () => {
    const password = "Zeewind-2026!";
    const form = {
      host: "127.0.0.1",
      port: String(ownSink.port),
      security: "none",
      username: "sanne",
      password,
      fromAddress: "verhuur@duinhuis-cadzand.nl",
    };
    expect(await saveOwnSmtp(handle.db, KEY, siteId, { ...form, port: "99999", fromAddress: "geen adres" })).toEqual({
      ok: false,
      errors: { port: "invalid", fromAddress: "invalid" },
    });
    expect(await saveOwnSmtp(handle.db, KEY, siteId, form)).toEqual({ ok: true });
    const [stored] = await handle.db.select().from(siteSendingIdentity).where(eq(siteSendingIdentity.siteId, siteId));
    expect(JSON.stringify(stored)).not.toContain(password);

    const sent = await sendGuestEmail(siteId);
    expect(sent.result).toMatchObject({ outcome: "sent" });
    const mail = await received(ownSink, sent.to);
    expect(mail.authUser).toBe("sanne");
    expect(mail.headers.from).toBe("Duinhuis Cadzand <verhuur@duinhuis-cadzand.nl>");
    expect(mail.messageId).toBe(`<${sent.id}@vayvista.test>`);
    expect(platformSink.messages.some((m) => m.envelopeTo.includes(sent.to))).toBe(false);

    // An empty password field keeps the stored one.
    expect(await saveOwnSmtp(handle.db, KEY, siteId, { ...form, password: "" })).toEqual({ ok: true });
    // The owner's server refuses: an ordinary failed attempt, retried, its text without the password.
    ownSink.failNext(1, 535, `5.7.8 Authentication failed for sanne with ${password}`);
    const failed = await sendGuestEmail(siteId);
    expect(failed.result).toMatchObject({ outcome: "failed", final: false });
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id));
    expect(row).toMatchObject({ status: "queued" });
    expect(row?.lastError).toContain("Authentication failed");
    expect(row?.lastError).not.toContain(password);
    expect(await deliverOutboxEmail(handle.db, failed.id, context())).toMatchObject({ outcome: "sent" });

    // A server on our own network is never connected to, whatever the owner types: refused for good.
    expect(await saveOwnSmtp(handle.db, KEY, siteId, { ...form, host: "10.0.0.7", port: "25" })).toEqual({ ok: true });
    const inside = await sendGuestEmail(siteId);
    expect(inside.result).toMatchObject({ outcome: "failed", final: true });
    expect(inside.result).toMatchObject({ error: expect.stringContaining("not a public address") });

    await choosePlatformSending(handle.db, siteId);
    const back = await sendGuestEmail(siteId);
    expect((await received(platformSink, back.to)).headers.from).toBe("Duinhuis Cadzand <gasten@vayvista.test>");
  });
});
