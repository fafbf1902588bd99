import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import {
  account,
  accountDeletions,
  emailOutbox,
  invoices,
  session,
  sitePhotos,
  subscriptions,
  user,
  userSites,
} from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { monthInvoiceDocument } from "../messaging/testing/owner-invoice.ts";
import { PHOTO_BUCKET, variantPath } from "../photos/photo-urls.ts";
import { SiteDirectory } from "../sites/site-directory.ts";
import { createStorage } from "../storage/create-storage.ts";
import { createDiskBackend } from "../storage/disk-backend.ts";
import type { Storage } from "../storage/storage.ts";
import {
  cancelAccountDeletion,
  DELETION_PERIOD_DAYS,
  pendingDeletion,
  scheduleAccountDeletion,
} from "./account-deletion.ts";
import { purgeDueAccounts } from "./delete-account.ts";
import { type OwnerWithData, ownerWithData } from "./owner-data-fixture.ts";
import { testAuth } from "./test-support.ts";

const DAY = 86_400_000;
const ORIGIN = "https://vayvista.test";

describe.each(testBackends())("deleting an account after its period on $name", (backend) => {
  let handle: DatabaseHandle;
  let storage: Storage;
  let eva: OwnerWithData;
  let tom: OwnerWithData;
  let sites: SiteDirectory;
  const asked = new Date("2026-11-29T10:00:00Z");

  beforeAll(async () => {
    handle = await backend.open();
    storage = createStorage(handle.db, createDiskBackend(mkdtempSync(path.join(os.tmpdir(), "vayvista-delete-"))));
    const { auth } = testAuth(handle.db);
    eva = await ownerWithData(handle.db, auth, "eva");
    tom = await ownerWithData(handle.db, auth, "tom");
    sites = new SiteDirectory(handle.db, "vayvista.test", 60_000);
    await giveInvoice(handle, eva.id, "VV-2026-000007", new Date("2026-10-05T10:00:00Z"));
  });
  afterAll(() => handle.close());

  const siteStatus = async (userId: string) =>
    (await handle.db.select().from(userSites).where(eq(userSites.userId, userId)))[0]?.status;

  it("takes the site offline at once, stops renewals, emails the date and can be undone", async () => {
    const { purgeAfter } = await scheduleAccountDeletion(handle.db, { userId: eva.id, origin: ORIGIN, now: asked });
    sites.invalidate();
    expect(purgeAfter).toEqual(new Date(asked.getTime() + DELETION_PERIOD_DAYS * DAY));
    expect(await siteStatus(eva.id)).toBe("inactive");
    expect((await sites.resolve("huis-eva.vayvista.test")).kind).not.toBe("owner-site");
    const [sub] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, eva.id));
    expect(sub?.cancelAtPeriodEnd).toBe(true);
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.templateKey, "account-deletion-scheduled"));
    expect(mail?.toAddress).toBe(eva.email);
    expect(mail?.text).toContain("29 december 2026");
    expect(mail?.text).toContain("7 jaar");

    expect(await cancelAccountDeletion(handle.db, eva.id)).toBe(true);
    sites.invalidate();
    expect(await pendingDeletion(handle.db, eva.id)).toBeNull();
    expect(await siteStatus(eva.id)).toBe("active");
    expect((await sites.resolve("huis-eva.vayvista.test")).kind).toBe("owner-site");
    const [renewing] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, eva.id));
    expect(renewing?.cancelAtPeriodEnd).toBe(false);
    expect(await cancelAccountDeletion(handle.db, eva.id)).toBe(false);
  });

  it("purges on the day, keeping only VayVista's invoices for seven years, then those too", async () => {
    const photoId = randomUUID();
    await handle.db
      .insert(sitePhotos)
      .values({ id: photoId, siteId: eva.siteId, width: 480, height: 320, widths: [480] });
    const photoPath = variantPath({ siteId: eva.siteId, id: photoId }, 480, "webp");
    await storage.upload(PHOTO_BUCKET, photoPath, new Uint8Array([1, 2, 3]), { contentType: "image/webp" });
    await scheduleAccountDeletion(handle.db, { userId: eva.id, origin: ORIGIN, now: asked });

    // A day before: nothing happens.
    expect(await purgeDueAccounts(handle.db, storage, new Date(asked.getTime() + 29 * DAY))).toEqual({
      purged: 0,
      invoicesReleased: 0,
    });
    expect(await siteStatus(eva.id)).toBe("inactive");

    const day = new Date(asked.getTime() + DELETION_PERIOD_DAYS * DAY);
    expect(await purgeDueAccounts(handle.db, storage, day)).toEqual({ purged: 1, invoicesReleased: 0 });
    expect(await handle.db.select().from(userSites).where(eq(userSites.userId, eva.id))).toEqual([]);
    expect(await storage.info(PHOTO_BUCKET, photoPath)).toBeNull();
    expect(await handle.db.select().from(session).where(eq(session.userId, eva.id))).toEqual([]);
    expect(await handle.db.select().from(account).where(eq(account.userId, eva.id))).toEqual([]);
    // What stays is an anonymous record that cannot sign in, with the invoice.
    const [record] = await handle.db.select().from(user).where(eq(user.id, eva.id));
    expect(record).toMatchObject({ name: "", banned: true, phoneNumber: null });
    expect(record?.email).not.toContain("eva");
    expect(await handle.db.select().from(invoices).where(eq(invoices.userId, eva.id))).toHaveLength(1);
    const [ended] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, eva.id));
    expect(ended?.state).toBe("cancelled");
    const [kept] = await handle.db.select().from(accountDeletions).where(eq(accountDeletions.userId, eva.id));
    // Seven years after the end of 2026, the year of the last invoice.
    expect(kept?.keepInvoicesUntil).toEqual(new Date("2034-01-01T00:00:00Z"));

    // Tom is untouched.
    expect(await siteStatus(tom.id)).toBe("active");

    expect(await purgeDueAccounts(handle.db, storage, new Date("2033-12-31T23:00:00Z"))).toEqual({
      purged: 0,
      invoicesReleased: 0,
    });
    expect(await purgeDueAccounts(handle.db, storage, new Date("2034-01-01T00:00:00Z"))).toEqual({
      purged: 0,
      invoicesReleased: 1,
    });
    expect(await handle.db.select().from(user).where(eq(user.id, eva.id))).toEqual([]);
    expect(await handle.db.select().from(invoices).where(eq(invoices.userId, eva.id))).toEqual([]);
    expect(await handle.db.select().from(user).where(eq(user.id, tom.id))).toHaveLength(1);
  });
});

async function giveInvoice(handle: DatabaseHandle, userId: string, number: string, issuedAt: Date) {
  const [subscription] = await handle.db
    .insert(subscriptions)
    .values({
      userId,
      state: "active",
      provider: "test",
      setupFeeCents: 15_000,
      monthlyFeeCents: 5_000,
      moneyBackDays: 30,
      billingName: "Eva",
      billingStreet: "Duinweg 1",
      billingPostalCode: "4506 AB",
      billingCity: "Cadzand",
      billingCountry: "NL",
      billingEmail: "eva@example.nl",
      lang: "nl",
    })
    .returning();
  if (!subscription) throw new Error("no subscription");
  await handle.db.insert(invoices).values({
    number,
    kind: "invoice",
    userId,
    subscriptionId: subscription.id,
    paymentId: randomUUID(),
    document: monthInvoiceDocument(number) as unknown as Record<string, unknown>,
    totalCents: 6_050,
    vatCents: 1_050,
    issuedAt,
  });
}
