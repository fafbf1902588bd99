import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { userSites } from "./sites.ts";
import { rentalUnits } from "./units.ts";

/** Postgres `daterange`, read as its text form (`[2026-07-01,2026-07-08)`); written by the database only. */
const dateRange = customType<{ data: string }>({ dataType: () => "daterange" });

/**
 * A unit's rates and booking rules: one document, validated by modules/pricing (RatePlan),
 * read whole by the quote. Money in integer cents, EUR.
 */
export const unitRates = pgTable(
  "unit_rates",
  {
    unitId: uuid("unit_id")
      .primaryKey()
      .references(() => rentalUnits.id, { onDelete: "cascade" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    plan: jsonb("plan").$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  // A deleted site's rates go by index, not by reading every site's.
  (t) => [index("unit_rates_site_idx").on(t.siteId)],
);

/** Per site: where the property is (its "today"), how guests pay until online payment, the feed secret. */
export const siteBookingSettings = pgTable("site_booking_settings", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => userSites.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull().default("Europe/Amsterdam"),
  /** The secret of the exported calendar feeds (spec §2 Calendar feed); rotating it retires old links. */
  calendarToken: text("calendar_token").notNull(),
  bankAccountHolder: text("bank_account_holder"),
  bankIban: text("bank_iban"),
  bankBic: text("bank_bic"),
  /** What every rate, quote and payment of the site is in; changeable until its first booking. */
  currency: text("currency", { enum: ["EUR", "PLN"] })
    .notNull()
    .default("EUR"),
  ...timestamps,
});

/** Everyone who booked or enquired, per site: the owner's guest book. */
export const guests = pgTable(
  "guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    /** Lower-case; null once the guest is erased. */
    email: text("email"),
    name: text("name").notNull(),
    phone: text("phone"),
    country: text("country"),
    lang: text("lang").notNull(),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    notes: text("notes").notNull().default(""),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("guests_site_email_key").on(t.siteId, t.email),
    // What a stay's (guest_id, site_id) refers to: a guest of the stay's own site.
    unique("guests_id_site_key").on(t.id, t.siteId),
    index("guests_site_name_idx").on(t.siteId, t.name),
    check("guests_email_lowercase", sql`${t.email} = lower(${t.email})`),
  ],
);

/** A subscribed calendar of another channel (Airbnb, Booking.com, Vrbo, Google, …) for one unit. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    /** A unit of the feed's own site (calendar_feeds_unit_site_fk). */
    unitId: uuid("unit_id").notNull(),
    channel: text("channel", { enum: ["airbnb", "booking", "vrbo", "google", "other"] }).notNull(),
    name: text("name").notNull(),
    /** The channel's export link; it carries the channel's own secret, so it is never logged. */
    url: text("url").notNull(),
    health: text("health", { enum: ["new", "healthy", "unhealthy"] })
      .notNull()
      .default("new"),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    eventCount: integer("event_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("calendar_feeds_unit_idx").on(t.unitId),
    // What a stay's (feed_id, site_id) refers to: a feed of the stay's own site.
    unique("calendar_feeds_id_site_key").on(t.id, t.siteId),
    foreignKey({
      name: "calendar_feeds_unit_site_fk",
      columns: [t.unitId, t.siteId],
      foreignColumns: [rentalUnits.id, rentalUnits.siteId],
    }).onDelete("cascade"),
    index("calendar_feeds_site_idx").on(t.siteId),
    // The scheduler's search for due feeds (due-feeds.ts): the feeds polled longest ago
    // first, without reading every feed of every site each tick.
    index("calendar_feeds_last_attempt_idx").on(t.lastAttemptAt.asc().nullsFirst()),
    // The operator's figures and alerts (modules/ops-alerts, server/metrics): unhealthy feeds.
    index("calendar_feeds_unhealthy_idx").on(t.siteId).where(sql`${t.health} = 'unhealthy'`),
    check("calendar_feeds_channel_known", sql`${t.channel} in ('airbnb','booking','vrbo','google','other')`),
    check("calendar_feeds_health_known", sql`${t.health} in ('new','healthy','unhealthy')`),
  ],
);

/** Discount codes of a site; `uses` is counted in the transaction that books. */
export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    /** Upper-case, as guests type it in any case. */
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Percent (1–100) or cents. */
    amount: integer("amount").notNull(),
    bookFrom: date("book_from", { mode: "string" }),
    bookUntil: date("book_until", { mode: "string" }),
    stayFrom: date("stay_from", { mode: "string" }),
    stayUntil: date("stay_until", { mode: "string" }),
    minNights: smallint("min_nights").notNull().default(1),
    /** Null: every unit of the site. */
    unitIds: uuid("unit_ids").array(),
    maxUses: integer("max_uses"),
    maxUsesPerEmail: integer("max_uses_per_email"),
    uses: integer("uses").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("vouchers_site_code_key").on(t.siteId, t.code),
    check("vouchers_code_format", sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{1,39}$'`),
    check("vouchers_kind_known", sql`${t.kind} in ('percent','fixed')`),
    check("vouchers_amount_sane", sql`${t.amount} > 0 and (${t.kind} <> 'percent' or ${t.amount} <= 100)`),
    check("vouchers_uses_within_max", sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

/**
 * Every stay that can hold a unit's nights: direct bookings and requests, owner blocks and
 * events imported from other channels' calendars. One table, so one exclusion constraint
 * (migration 0011) makes double booking impossible: two rows of a unit whose status holds
 * the dates never overlap. `stay` is `[check_in, check_out)`: a check-out day is free for
 * the next check-in.
 */
export const stays = pgTable(
  "stays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    /** A unit of the stay's own site (stays_unit_site_fk), as its feed and guest are. */
    unitId: uuid("unit_id").notNull(),
    kind: text("kind", { enum: ["booking", "block", "import"] }).notNull(),
    /**
     * request: a booking request holding its dates until `hold_expires_at`; confirmed: a
     * booking, an owner block or an imported event; conflict: an imported event that
     * overlaps a booking (shown in red, holds nothing); declined, cancelled, expired: kept
     * for the books, hold nothing.
     */
    status: text("status", {
      enum: ["request", "confirmed", "conflict", "declined", "cancelled", "expired"],
    }).notNull(),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    stay: dateRange("stay").generatedAlwaysAs(sql`daterange(check_in, check_out, '[)')`),
    /** What the guest quotes and emails call the booking (e.g. VV-7K3P9Q). */
    reference: text("reference"),
    /** direct (the owner's site), manual (entered by the owner), or the channel of an import. */
    source: text("source").notNull(),
    guestId: uuid("guest_id"),
    guestName: text("guest_name"),
    guestEmail: text("guest_email"),
    guestPhone: text("guest_phone"),
    guestCountry: text("guest_country"),
    arrivalTime: text("arrival_time"),
    guestMessage: text("guest_message"),
    /**
     * For a stay a guest made on the site: their address as the caps on open stays count it
     * (lower case, without a +tag: modules/booking/booking-limits.ts), and their network,
     * hashed with the site (never the address itself). Emptied when the guest is erased.
     */
    guestEmailKey: text("guest_email_key"),
    guestNetworkKey: text("guest_network_key"),
    adults: smallint("adults").notNull().default(0),
    children: smallint("children").notNull().default(0),
    /** The language the guest booked in: their emails are in it. */
    lang: text("lang"),
    /** The quote the booking was made at (modules/pricing Quote), for the books and the emails. */
    quote: jsonb("quote").$type<Record<string, unknown>>(),
    totalCents: integer("total_cents").notNull().default(0),
    depositCents: integer("deposit_cents").notNull().default(0),
    voucherId: uuid("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    voucherCode: text("voucher_code"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /**
     * What a request's hold waits for: the owner's decision, or the guest's first payment
     * (an instant booking, or a request the owner accepted); either way its nights are held
     * until `hold_expires_at` and freed when it runs out.
     */
    holdFor: text("hold_for", { enum: ["decision", "payment"] })
      .notNull()
      .default("decision"),
    /** The secret of the guest's own booking page (in every email to the guest); unguessable. */
    guestToken: text("guest_token"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    refundCents: integer("refund_cents"),
    /** For blocks: the owner's label; for imports: the channel's summary (Reserved, Not available). */
    label: text("label"),
    notes: text("notes").notNull().default(""),
    feedId: uuid("feed_id"),
    externalUid: text("external_uid"),
    /** For an import in conflict: the booking it overlaps. */
    conflictWith: uuid("conflict_with"),
    ...timestamps,
  },
  (t) => [
    // A deleted voucher is unlinked from its stays by index, not by reading every stay.
    index("stays_voucher_idx").on(t.voucherId).where(sql`${t.voucherId} is not null`),
    index("stays_site_check_in_idx").on(t.siteId, t.checkIn),
    // What a payment's (stay_id, site_id) refers to: a stay of the payment's own site.
    unique("stays_id_site_key").on(t.id, t.siteId),
    uniqueIndex("stays_guest_token_key").on(t.guestToken),
    // The unit, feed and guest of a stay belong to its site: no other combination can be stored.
    foreignKey({
      name: "stays_unit_site_fk",
      columns: [t.unitId, t.siteId],
      foreignColumns: [rentalUnits.id, rentalUnits.siteId],
    }).onDelete("cascade"),
    foreignKey({
      name: "stays_feed_site_fk",
      columns: [t.feedId, t.siteId],
      foreignColumns: [calendarFeeds.id, calendarFeeds.siteId],
    }).onDelete("cascade"),
    // A guest's entry going empties only guest_id (ON DELETE SET NULL (guest_id), written
    // into migration 0013 by hand: drizzle cannot say it, and the site must stay).
    foreignKey({
      name: "stays_guest_site_fk",
      columns: [t.guestId, t.siteId],
      foreignColumns: [guests.id, guests.siteId],
    }).onDelete("set null"),
    index("stays_unit_check_in_idx").on(t.unitId, t.checkIn),
    index("stays_guest_idx").on(t.guestId),
    uniqueIndex("stays_reference_key").on(t.reference),
    uniqueIndex("stays_feed_uid_key").on(t.feedId, t.externalUid),
    index("stays_hold_expiry_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'request'`),
    // The operator's figures (/metrics): stays on the books from today on, by kind and status,
    // read from the index alone however many past stays there are.
    index("stays_check_out_status_idx").on(t.checkOut, t.kind, t.status),
    index("stays_site_guest_email_key_idx").on(t.siteId, t.guestEmailKey).where(sql`${t.guestEmailKey} is not null`),
    index("stays_site_guest_network_key_idx")
      .on(t.siteId, t.guestNetworkKey)
      .where(sql`${t.guestNetworkKey} is not null`),
    check("stays_dates_ordered", sql`${t.checkOut} > ${t.checkIn}`),
    check("stays_kind_known", sql`${t.kind} in ('booking','block','import')`),
    check(
      "stays_status_known",
      sql`${t.status} in ('request','confirmed','conflict','declined','cancelled','expired')`,
    ),
    check("stays_import_has_feed", sql`(${t.kind} = 'import') = (${t.feedId} is not null)`),
    check("stays_request_has_hold", sql`${t.status} <> 'request' or ${t.holdExpiresAt} is not null`),
    check("stays_hold_for_known", sql`${t.holdFor} in ('decision','payment')`),
    check("stays_guests_sane", sql`${t.adults} between 0 and 500 and ${t.children} between 0 and 500`),
  ],
);

/** One use of a voucher by one booking, for the per-email limit and the books. */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    stayId: uuid("stay_id")
      .notNull()
      .references(() => stays.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    discountCents: integer("discount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("voucher_redemptions_stay_key").on(t.stayId),
    index("voucher_redemptions_voucher_email_idx").on(t.voucherId, t.email),
  ],
);

/** Platform defaults of the booking calendar (spec §2 admin booking-calendar): one row. */
export const bookingPlatformSettings = pgTable(
  "booking_platform_settings",
  {
    id: smallint("id").primaryKey().default(1),
    importIntervalMinutes: smallint("import_interval_minutes").notNull().default(15),
    requestHoldHours: smallint("request_hold_hours").notNull().default(48),
    maxFeedsPerUnit: smallint("max_feeds_per_unit").notNull().default(10),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_platform_settings_single_row", sql`${t.id} = 1`),
    check(
      "booking_platform_settings_sane",
      sql`${t.importIntervalMinutes} between 5 and 1440 and ${t.requestHoldHours} between 1 and 336 and ${t.maxFeedsPerUnit} between 1 and 50`,
    ),
  ],
);
