import { sql } from "drizzle-orm";
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Text per marketing language; every language is required so no page shows a gap. */
export type LocalizedText = { nl: string; en: string; pl: string };

export const userSites = pgTable(
  "user_sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    themeName: text("theme_name").notNull(),
    siteName: text("site_name").notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    subdomain: text("subdomain").notNull(),
    customDomain: text("custom_domain"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("user_sites_subdomain_key").on(t.subdomain),
    uniqueIndex("user_sites_custom_domain_key").on(t.customDomain),
    check("user_sites_subdomain_lowercase", sql`${t.subdomain} = lower(${t.subdomain})`),
    check("user_sites_custom_domain_lowercase", sql`${t.customDomain} = lower(${t.customDomain})`),
    check(
      "user_sites_theme_name_known",
      sql`${t.themeName} in ('modern-minimal','warm-cozy','classic-elegant','fresh-coastal','urban-hip','nature-rustic')`,
    ),
  ],
);

/** The offer the marketing site sells; the one source of every price and promise. */
export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  currency: text("currency").notNull().default("EUR"),
  setupFeeCents: integer("setup_fee_cents").notNull(),
  monthlyFeeCents: integer("monthly_fee_cents").notNull(),
  moneyBackDays: integer("money_back_days").notNull(),
  liveWithinDays: integer("live_within_days").notNull(),
  /** Optional promotion, e.g. "first month free", shown in every language when set. */
  promotion: jsonb("promotion").$type<LocalizedText | null>(),
  ...timestamps,
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lang: text("lang", { enum: ["nl", "en", "pl"] }).notNull(),
    /** Same value for the translations of one article; the language switch follows it. */
    translationKey: text("translation_key").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Plain text with `## ` headings and `- ` list items; rendered without raw HTML. */
    body: text("body").notNull(),
    authorName: text("author_name").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blog_posts_lang_slug_key").on(t.lang, t.slug),
    uniqueIndex("blog_posts_lang_translation_key").on(t.lang, t.translationKey),
  ],
);

export const testimonials = pgTable("testimonials", {
  id: uuid("id").primaryKey().defaultRandom(),
  lang: text("lang", { enum: ["nl", "en", "pl"] }).notNull(),
  quote: text("quote").notNull(),
  authorName: text("author_name").notNull(),
  propertyName: text("property_name").notNull(),
  location: text("location").notNull(),
  rating: smallint("rating").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

export type StoryHighlight = { value: string; label: string };

export const customerStories = pgTable("customer_stories", {
  id: uuid("id").primaryKey().defaultRandom(),
  lang: text("lang", { enum: ["nl", "en", "pl"] }).notNull(),
  ownerName: text("owner_name").notNull(),
  propertyName: text("property_name").notNull(),
  location: text("location").notNull(),
  headline: text("headline").notNull(),
  challenge: text("challenge").notNull(),
  solution: text("solution").notNull(),
  result: text("result").notNull(),
  quote: text("quote").notNull(),
  highlights: jsonb("highlights").$type<StoryHighlight[]>().notNull(),
  theme: text("theme").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

/** Contact and consultation requests from the marketing site, followed up in the admin area. */
export const leads = pgTable("leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind", { enum: ["contact", "consultation"] }).notNull(),
  status: text("status", { enum: ["new", "contacted", "won", "lost"] })
    .notNull()
    .default("new"),
  lang: text("lang", { enum: ["nl", "en", "pl"] }).notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject"),
  message: text("message"),
  preferredDate: date("preferred_date", { mode: "string" }),
  timeSlot: text("time_slot"),
  propertyType: text("property_type"),
  propertyLocation: text("property_location"),
  unitCount: integer("unit_count"),
  ...timestamps,
});

/** Fixed-window counters shared by every instance (forms now, sign-in later). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
