import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  calendarFeeds,
  emailOutbox,
  guests,
  invoices,
  messageRules,
  messageTemplates,
  messageTemplateTexts,
  paymentAccounts,
  payments,
  rentalUnits,
  siteBookingSettings,
  siteContent,
  siteEnquiries,
  sitePhotos,
  sitePosts,
  siteProfiles,
  siteReviews,
  siteSendingIdentity,
  stays,
  subscriptions,
  unitRates,
  userSites,
  vouchers,
} from "../../db/schema.ts";
import { exportAccountData } from "../accounts/export-account-data.ts";
import { invoicePdf } from "../billing/invoice-pdf-file.ts";
import type { Lang } from "../i18n/languages.ts";
import { PHOTO_BUCKET, PHOTO_FORMATS, variantPath } from "../photos/photo-urls.ts";
import type { Storage } from "../storage/storage.ts";
import type { ArchiveWriter } from "./chunked-archive.ts";
import { toCsv } from "./csv.ts";
import { archiveReadme } from "./readme.ts";

/** Emails to the team about the owner: they went to admins, not to or for the owner. */
const TEAM_EMAILS = ["support-request", "support-follow-up"];

/** Drops the named fields (secrets, internal keys) from every row. */
function without<T extends Record<string, unknown>, K extends keyof T>(rows: T[], keys: readonly K[]): Omit<T, K>[] {
  return rows.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    for (const key of keys) delete copy[key as string];
    return copy as Omit<T, K>;
  });
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * Everything of one owner into `archive` (issue 20 §5): the account (as the JSON export has
 * it), their site with its content, units, rates, stays, guests, messages, payments,
 * vouchers, reviews, blog posts, calendar feeds and photos, and VayVista's invoices to them.
 * Every query names the owner's own id or their site's: nothing of another owner can get in.
 * Never a secret: no calendar-feed token or channel link, no payment or SMTP credential,
 * no guest page token. Files are added one at a time (photos one by one), so memory stays
 * bounded however large the site.
 */
export async function writeOwnerArchive(
  db: Database,
  storage: Storage,
  archive: ArchiveWriter,
  opts: { userId: string; lang: Lang; now: Date },
): Promise<void> {
  const account = await exportAccountData(db, opts.userId, opts.now);
  if (!account) throw new Error("the account is gone");
  await archive.addText("README.txt", archiveReadme(opts.lang, opts.now));
  await archive.addText("account.json", json(account));

  const [site] = await db.select().from(userSites).where(eq(userSites.userId, opts.userId));
  if (site) await writeSite(db, storage, archive, site);
  await writeBilling(db, storage, archive, opts.userId);
}

async function writeSite(
  db: Database,
  storage: Storage,
  archive: ArchiveWriter,
  site: typeof userSites.$inferSelect,
): Promise<void> {
  const siteId = site.id;
  const bySite = <T extends { siteId: unknown }>(table: T) => eq(table.siteId as never, siteId);

  const [profile] = await db.select().from(siteProfiles).where(bySite(siteProfiles));
  const [content] = await db.select().from(siteContent).where(bySite(siteContent));
  const [bookingSettings] = await db.select().from(siteBookingSettings).where(bySite(siteBookingSettings));
  const [paymentAccount] = await db.select().from(paymentAccounts).where(bySite(paymentAccounts));
  const [sending] = await db.select().from(siteSendingIdentity).where(bySite(siteSendingIdentity));
  await archive.addText(
    "site/site.json",
    json({
      site: without([site], ["userId"])[0],
      profile: profile ?? null,
      content: content
        ? { draft: content.draft, published: content.published, publishedAt: content.publishedAt }
        : null,
      // The calendar token is the secret of the site's own feeds: rotate it in the dashboard instead.
      bookingSettings: bookingSettings ? without([bookingSettings], ["calendarToken"])[0] : null,
      paymentAccount: paymentAccount
        ? without([paymentAccount], ["accessTokenSealed", "refreshTokenSealed", "tokenExpiresAt"])[0]
        : null,
      sendingIdentity: sending ? without([sending], ["dkimPrivateKeyEncrypted", "smtpPasswordEncrypted"])[0] : null,
    }),
  );

  const units = await db.select().from(rentalUnits).where(bySite(rentalUnits)).orderBy(asc(rentalUnits.position));
  await archive.addText("site/units.json", json(units));
  const rates = await db.select().from(unitRates).where(bySite(unitRates));
  await archive.addText("site/rates.json", json(rates));

  const stayRows = await db.select().from(stays).where(bySite(stays)).orderBy(asc(stays.checkIn));
  const unitName = new Map(units.map((u) => [u.id, Object.values(u.name).find(Boolean) ?? u.slug]));
  await archive.addText(
    "site/stays.json",
    json(without(stayRows, ["guestToken", "guestEmailKey", "guestNetworkKey", "stay"])),
  );
  await archive.addText(
    "site/stays.csv",
    toCsv(
      [
        "reference",
        "kind",
        "status",
        "source",
        "unit",
        "check_in",
        "check_out",
        "guest_name",
        "guest_email",
        "guest_phone",
        "guest_country",
        "adults",
        "children",
        "total_cents",
        "deposit_cents",
        "voucher_code",
        "label",
        "guest_message",
        "notes",
        "created_at",
        "cancelled_at",
      ],
      stayRows.map((s) => [
        s.reference,
        s.kind,
        s.status,
        s.source,
        unitName.get(s.unitId) ?? "",
        s.checkIn,
        s.checkOut,
        s.guestName,
        s.guestEmail,
        s.guestPhone,
        s.guestCountry,
        s.adults,
        s.children,
        s.totalCents,
        s.depositCents,
        s.voucherCode,
        s.label,
        s.guestMessage,
        s.notes,
        iso(s.createdAt),
        iso(s.cancelledAt),
      ]),
    ),
  );

  const guestRows = await db.select().from(guests).where(bySite(guests)).orderBy(asc(guests.name));
  await archive.addText(
    "site/guests.csv",
    toCsv(
      ["name", "email", "phone", "country", "language", "marketing_consent", "notes", "created_at", "erased_at"],
      guestRows.map((g) => [
        g.name,
        g.email,
        g.phone,
        g.country,
        g.lang,
        g.marketingConsent,
        g.notes,
        iso(g.createdAt),
        iso(g.erasedAt),
      ]),
    ),
  );

  const reference = new Map(stayRows.map((s) => [s.id, s.reference ?? s.id]));
  const paymentRows = await db.select().from(payments).where(bySite(payments)).orderBy(asc(payments.createdAt));
  await archive.addText(
    "site/payments.csv",
    toCsv(
      [
        "booking",
        "kind",
        "purpose",
        "instalment",
        "state",
        "amount_cents",
        "refunded_cents",
        "captured_cents",
        "currency",
        "provider",
        "provider_payment_id",
        "method",
        "due_on",
        "note",
        "created_at",
        "settled_at",
      ],
      paymentRows.map((p) => [
        p.stayId ? reference.get(p.stayId) : "",
        p.kind,
        p.purpose,
        p.instalment,
        p.state,
        p.amountCents,
        p.refundedCents,
        p.capturedCents,
        p.currency,
        p.provider,
        p.providerPaymentId,
        p.method,
        p.dueOn,
        p.note,
        iso(p.createdAt),
        iso(p.settledAt),
      ]),
    ),
  );

  await archive.addText("site/vouchers.json", json(await db.select().from(vouchers).where(bySite(vouchers))));
  await archive.addText("site/reviews.json", json(await db.select().from(siteReviews).where(bySite(siteReviews))));
  await archive.addText("site/blog-posts.json", json(await db.select().from(sitePosts).where(bySite(sitePosts))));
  const feeds = await db.select().from(calendarFeeds).where(bySite(calendarFeeds));
  await archive.addText(
    "site/calendar-feeds.json",
    json(
      // The channel's link carries the channel's own secret: only which host it points at.
      feeds.map(({ url, ...feed }) => ({ ...feed, host: hostOf(url) })),
    ),
  );
  await archive.addText(
    "site/enquiries.json",
    json(await db.select().from(siteEnquiries).where(bySite(siteEnquiries)).orderBy(asc(siteEnquiries.createdAt))),
  );
  const emails = await db
    .select({
      to: emailOutbox.toAddress,
      toName: emailOutbox.toName,
      language: emailOutbox.lang,
      template: emailOutbox.templateKey,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      stayId: emailOutbox.stayId,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.siteId, siteId), notInArray(emailOutbox.templateKey, TEAM_EMAILS)))
    .orderBy(asc(emailOutbox.createdAt));
  await archive.addText(
    "site/emails.json",
    json(emails.map(({ stayId, ...e }) => ({ ...e, booking: stayId ? (reference.get(stayId) ?? null) : null }))),
  );
  const templates = await db.select().from(messageTemplates).where(bySite(messageTemplates));
  const texts =
    templates.length === 0
      ? []
      : await db
          .select()
          .from(messageTemplateTexts)
          .where(
            inArray(
              messageTemplateTexts.templateId,
              templates.map((t) => t.id),
            ),
          );
  const rules = await db.select().from(messageRules).where(bySite(messageRules));
  await archive.addText(
    "site/guest-messages.json",
    json({
      templates: templates.map((t) => ({ ...t, texts: texts.filter((x) => x.templateId === t.id) })),
      rules,
    }),
  );

  await writePhotos(db, storage, archive, siteId);
}

/** The photos' texts in photos.json and each photo's largest stored variants as files, one at a time. */
async function writePhotos(db: Database, storage: Storage, archive: ArchiveWriter, siteId: string): Promise<void> {
  const photos = await db
    .select()
    .from(sitePhotos)
    .where(eq(sitePhotos.siteId, siteId))
    .orderBy(asc(sitePhotos.album), asc(sitePhotos.position));
  const listed: unknown[] = [];
  for (const [index, photo] of photos.entries()) {
    const width = photo.widths.at(-1);
    const files: string[] = [];
    for (const format of width ? PHOTO_FORMATS : []) {
      const stored = await storage.download(PHOTO_BUCKET, variantPath(photo, width ?? 0, format));
      if (!stored) continue;
      const name = `site/photos/${String(index + 1).padStart(3, "0")}-${photo.id}.${format}`;
      await archive.addBytes(name, stored.bytes);
      files.push(name.slice("site/".length));
    }
    const { placeholder: _placeholder, ...described } = photo;
    listed.push({ ...described, files });
  }
  await archive.addText("site/photos.json", json(listed));
}

/** VayVista's subscription and invoices to the owner, the PDFs as files. */
async function writeBilling(db: Database, storage: Storage, archive: ArchiveWriter, userId: string): Promise<void> {
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt));
  if (subs.length === 0 && invoiceRows.length === 0) return;
  await archive.addText(
    "billing/subscriptions.json",
    json(without(subs, ["customerId", "savedMethodId", "pendingSetupKey", "pendingSetupId"])),
  );
  await archive.addText(
    "billing/invoices.csv",
    toCsv(
      ["number", "kind", "issued_at", "total_cents", "vat_cents", "file"],
      invoiceRows.map((i) => [i.number, i.kind, iso(i.issuedAt), i.totalCents, i.vatCents, `invoices/${i.number}.pdf`]),
    ),
  );
  for (const invoice of invoiceRows) {
    const pdf = await invoicePdf(db, storage, invoice.id);
    if (pdf) await archive.addBytes(`billing/invoices/${pdf.filename}`, pdf.bytes);
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** For tests and the README: files that are always there for an owner with a site. */
export const SITE_FILES = [
  "site/site.json",
  "site/units.json",
  "site/rates.json",
  "site/stays.json",
  "site/stays.csv",
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
] as const;
