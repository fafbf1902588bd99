import { boolean, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { type LocalizedText, timestamps } from "./columns.ts";

/** The offer the marketing site sells; the one source of every price and promise. */
export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  currency: text("currency").notNull().default("EUR"),
  setupFeeCents: integer("setup_fee_cents").notNull(),
  monthlyFeeCents: integer("monthly_fee_cents").notNull(),
  moneyBackDays: integer("money_back_days").notNull(),
  liveWithinDays: integer("live_within_days").notNull(),
  /** New subscriptions pay only the setup fee at checkout and the monthly fee from the second month. */
  freeFirstMonth: boolean("free_first_month").notNull().default(false),
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
