import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type Unzipped, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../../db/client.ts";
import {
  accountExports,
  guests,
  invoices,
  payments,
  rentalUnits,
  siteBookingSettings,
  sitePhotos,
  stays,
  subscriptions,
} from "../../../../db/schema.ts";
import { testBackends } from "../../../../db/testing.ts";
import { ARCHIVE_BUCKET, partPath } from "../../../../modules/account-export/chunked-archive.ts";
import { claimNextExport, makeExport, sweepExports } from "../../../../modules/account-export/export-requests.ts";
import { monthInvoiceDocument } from "../../../../modules/messaging/testing/owner-invoice.ts";
import { PHOTO_BUCKET, variantPath } from "../../../../modules/photos/photo-urls.ts";
import type { Storage } from "../../../../modules/storage/storage.ts";
import {
  giveSite,
  ORIGIN,
  type Person,
  pageRequest,
  type RouteHarness,
  routeArgs,
  routeHarness,
} from "../../../../tests/support/route-harness.ts";
import type { AccountActionData } from "../../../components/dashboard/account/account-result.ts";
import { action, loader } from "../account.tsx";
import { loader as downloadLoader } from "./export-download.ts";

type PageData = Awaited<ReturnType<typeof loader>>;

/** What a guest might type to attack the owner's spreadsheet, and a name with a comma. */
const HOSTILE_NAME = '=HYPERLINK("http://evil.example","Klik")';
const COMMA_NAME = "Kowalska, Zofia";

describe.each(testBackends())("the owner's data archive on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let eva: Person;
  let tom: Person;
  let evaSiteId: string;
  const photoBytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4, 87, 69, 66, 80, 9, 8, 7]);

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    eva = await app.signUpOwner({ email: "eva@example.nl", name: "Eva Jansen", lang: "en" });
    tom = await app.signUpOwner({ email: "tom@example.nl", name: "Tom Bakker" });
    evaSiteId = (await giveSite(handle.db, eva.id, { siteName: "Duinhuis Eva", subdomain: "duinhuis-eva" })).id;
    await giveSite(handle.db, tom.id, { siteName: "Boshut Tom", subdomain: "boshut-tom" });
    await fillSite(handle, app.storage, evaSiteId, eva.id);
  });
  afterAll(() => handle.close());

  const post = (form: Record<string, string>, as: Person) => app.call(action, "/dashboard/account", { as, form });
  const pageData = async (as: Person) => (await app.call(loader, "/dashboard/account", { as })).data as PageData;
  const runJob = async (now = new Date()) => {
    for (let row = await claimNextExport(handle.db, now); row; row = await claimNextExport(handle.db, now)) {
      await makeExport(handle.db, app.storage, row, { origin: ORIGIN, now: () => now });
    }
  };
  const download = async (id: string, as: Person) =>
    (await downloadLoader(
      routeArgs(pageRequest(`/dashboard/account/exports/${id}`, { as }), app.context(), { id }),
    )) as Response;
  const unzip = async (response: Response): Promise<Unzipped> =>
    unzipSync(new Uint8Array(await response.arrayBuffer()));
  const text = (files: Unzipped, name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the archive: ${Object.keys(files).join(", ")}`);
    return new TextDecoder().decode(file);
  };

  it("is asked for, made by the job, emailed as a link and downloaded as a zip of JSON, CSV, photos and invoices", async () => {
    const asked = await post({ intent: "export-request" }, eva);
    expect(asked.status).toBe(200);
    expect((await pageData(eva)).dataExport).toMatchObject({ state: "requested" });
    // One at a time: a second click while it is being made queues nothing.
    const again = await post({ intent: "export-request" }, eva);
    expect(again.status).toBe(409);
    expect((again.data as AccountActionData).ok).toBe(false);

    await runJob();
    const view = (await pageData(eva)).dataExport;
    if (view?.state !== "ready") throw new Error(`not ready: ${JSON.stringify(view)}`);
    expect(new Date(view.expiresAt).getTime() - new Date(view.finishedAt).getTime()).toBe(7 * 86_400_000);
    const [email] = await app.queued(eva.email, "account-export-ready");
    expect(email?.lang).toBe("en");
    expect(email?.text).toContain(`${ORIGIN}/dashboard/account/exports/${view.id}`);

    const response = await download(view.id, eva);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const files = await unzip(response);
    for (const name of [
      "README.txt",
      "account.json",
      "site/site.json",
      "site/units.json",
      "site/rates.json",
      "site/stays.csv",
      "site/stays.json",
      "site/guests.csv",
      "site/payments.csv",
      "site/vouchers.json",
      "site/reviews.json",
      "site/blog-posts.json",
      "site/calendar-feeds.json",
      "site/enquiries.json",
      "site/emails.json",
      "site/guest-messages.json",
      "site/photos.json",
      "billing/subscriptions.json",
      "billing/invoices.csv",
      "billing/invoices/VV-2027-000001.pdf",
    ]) {
      expect(Object.keys(files)).toContain(name);
    }
    // The README is in the owner's language and explains the files.
    expect(text(files, "README.txt")).toContain("Your data at VayVista");
    expect(text(files, "README.txt")).toContain("site/guests.csv");
    expect(JSON.parse(text(files, "account.json")).account.email).toBe(eva.email);
    expect(JSON.parse(text(files, "site/units.json")).map((u: { slug: string }) => u.slug)).toContain("strandhuis");

    // CSV: RFC 4180 quoting, and the guest's formula made plain text.
    const stayLines = text(files, "site/stays.csv")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(stayLines[0]).toMatch(/^reference,kind,status,/);
    expect(stayLines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Klik"")"`);
    expect(text(files, "site/guests.csv")).toContain(`"${COMMA_NAME}"`);
    expect(text(files, "site/payments.csv")).toContain("VV-EVA001,charge,instalment,1,paid,25000");

    // The photo as stored, and the invoice as a PDF.
    const [photo] = await handle.db.select().from(sitePhotos).where(eq(sitePhotos.siteId, evaSiteId));
    expect(files[`site/photos/001-${photo?.id}.webp`]).toEqual(photoBytes);
    expect(JSON.parse(text(files, "site/photos.json"))[0]).toMatchObject({ files: [`photos/001-${photo?.id}.webp`] });
    expect(new TextDecoder().decode(files["billing/invoices/VV-2027-000001.pdf"]?.subarray(0, 5))).toBe("%PDF-");

    // No secrets: not the calendar token, the guest page token or the channel's feed link.
    const everything = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join("\n");
    const [settings] = await handle.db
      .select()
      .from(siteBookingSettings)
      .where(eq(siteBookingSettings.siteId, evaSiteId));
    expect(everything).not.toContain(settings?.calendarToken);
    expect(everything).not.toContain("guest-page-secret-eva");
  });

  it("holds nothing of another owner, and one owner's link is a 404 for the other", async () => {
    await post({ intent: "export-request" }, tom);
    await runJob();
    const view = (await pageData(tom)).dataExport;
    if (view?.state !== "ready") throw new Error("tom's archive is not ready");
    const files = await unzip(await download(view.id, tom));
    const everything = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join("\n");
    for (const evas of [
      eva.id,
      eva.email,
      evaSiteId,
      "duinhuis-eva",
      "Strandhuis",
      COMMA_NAME,
      "VV-EVA001",
      "VV-2027",
    ]) {
      expect(everything).not.toContain(evas);
    }
    expect(Object.keys(files).some((name) => name.startsWith("site/photos/"))).toBe(false);

    const evaView = (await pageData(eva)).dataExport;
    if (evaView?.state !== "ready") throw new Error("eva's archive is not ready");
    const refused = await app.call(downloadLoader, `/dashboard/account/exports/${evaView.id}`, {
      as: tom,
      params: { id: evaView.id },
    });
    expect(refused.status).toBe(404);
    const anonymous = await app.call(downloadLoader, `/dashboard/account/exports/${evaView.id}`, {
      params: { id: evaView.id },
    });
    expect(anonymous.status).toBe(302);
    const unknown = await app.call(downloadLoader, "/dashboard/account/exports/nonsense", {
      as: eva,
      params: { id: "nonsense" },
    });
    expect(unknown.status).toBe(404);
  });

  it("expires after seven days: the daily sweep removes the files and the link is a 404", async () => {
    const [row] = await handle.db.select().from(accountExports).where(eq(accountExports.userId, eva.id));
    if (!row?.storageKey || !row.expiresAt) throw new Error("no archive");
    const firstPart = partPath(row.storageKey, 0);
    expect(await app.storage.info(ARCHIVE_BUCKET, firstPart)).not.toBeNull();

    expect(await sweepExports(handle.db, app.storage, new Date(row.expiresAt.getTime() - 60_000))).toMatchObject({
      expired: 0,
    });
    const swept = await sweepExports(handle.db, app.storage, new Date(row.expiresAt.getTime() + 1));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await app.storage.info(ARCHIVE_BUCKET, firstPart)).toBeNull();
    const gone = await app.call(downloadLoader, `/dashboard/account/exports/${row.id}`, {
      as: eva,
      params: { id: row.id },
    });
    expect(gone.status).toBe(404);
    expect((await pageData(eva)).dataExport).toBeNull();
  });

  it("says so when making it fails, leaves no files behind and can be tried again", async () => {
    expect((await post({ intent: "export-request" }, eva)).status).toBe(200);
    const row = await claimNextExport(handle.db);
    if (!row) throw new Error("nothing claimed");
    const written: string[] = [];
    const failing: Storage = {
      ...app.storage,
      upload: async (bucket, path, bytes, options) => {
        written.push(path);
        return app.storage.upload(bucket, path, bytes, options);
      },
      download: async (bucket, path) => {
        if (bucket === PHOTO_BUCKET) throw new Error("the store is unreachable");
        return app.storage.download(bucket, path);
      },
    };
    expect(await makeExport(handle.db, failing, row, { origin: ORIGIN })).toBe("failed");
    expect((await pageData(eva)).dataExport).toMatchObject({ state: "failed" });
    for (const path of written) expect(await app.storage.info(ARCHIVE_BUCKET, path)).toBeNull();
    expect((await post({ intent: "export-request" }, eva)).status).toBe(200);
  });
});

/** Eva's site with a unit, a hostile guest, a stay, a payment, a photo in storage and an invoice. */
async function fillSite(handle: DatabaseHandle, storage: Storage, siteId: string, userId: string) {
  const db = handle.db;
  const [unit] = await db
    .insert(rentalUnits)
    .values({
      siteId,
      slug: "strandhuis",
      type: "house",
      name: { nl: "Strandhuis", en: "Beach house" },
      maxGuests: 4,
      bedrooms: 2,
      beds: 3,
      bathrooms: 1,
    })
    .returning();
  if (!unit) throw new Error("no unit");
  await db.insert(guests).values([
    { siteId, email: "zofia@example.pl", name: COMMA_NAME, lang: "pl" },
    { siteId, email: "mallory@example.com", name: HOSTILE_NAME, lang: "en" },
  ]);
  const [stay] = await db
    .insert(stays)
    .values({
      siteId,
      unitId: unit.id,
      kind: "booking",
      status: "confirmed",
      checkIn: "2027-07-01",
      checkOut: "2027-07-08",
      reference: "VV-EVA001",
      source: "direct",
      guestName: HOSTILE_NAME,
      guestEmail: "mallory@example.com",
      adults: 2,
      totalCents: 87_500,
      guestToken: "guest-page-secret-eva",
    })
    .returning();
  if (!stay) throw new Error("no stay");
  await db.insert(payments).values({
    siteId,
    stayId: stay.id,
    kind: "charge",
    purpose: "instalment",
    instalment: 1,
    state: "paid",
    amountCents: 25_000,
    currency: "EUR",
    provider: "test",
  });
  const photoId = randomUUID();
  await db.insert(sitePhotos).values({ id: photoId, siteId, width: 480, height: 320, widths: [480] });
  await storage.upload(
    PHOTO_BUCKET,
    variantPath({ siteId, id: photoId }, 480, "webp"),
    new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4, 87, 69, 66, 80, 9, 8, 7]),
    { contentType: "image/webp" },
  );
  // VayVista's invoice to Eva, with the subscription it is for, as the billing module stores them.
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId,
      state: "active",
      provider: "test",
      setupFeeCents: 15_000,
      monthlyFeeCents: 5_000,
      moneyBackDays: 30,
      billingName: "Eva Jansen",
      billingStreet: "Duinweg 12",
      billingPostalCode: "4506 AB",
      billingCity: "Cadzand",
      billingCountry: "NL",
      billingEmail: "eva@example.nl",
      lang: "en",
    })
    .returning();
  if (!subscription) throw new Error("no subscription");
  await db.insert(invoices).values({
    number: "VV-2027-000001",
    kind: "invoice",
    userId,
    subscriptionId: subscription.id,
    paymentId: randomUUID(),
    document: monthInvoiceDocument("VV-2027-000001") as unknown as Record<string, unknown>,
    totalCents: 6_050,
    vatCents: 1_050,
    issuedAt: new Date("2027-01-05T10:00:00Z"),
  });
}
