import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { userSites } from "./sites.ts";
import type { LangTexts } from "./units.ts";

/**
 * An owner's blog post: texts per site language, the body as the editor's document per
 * language. Visible on the site once published, or once a scheduled post's time has come.
 */
export const sitePosts = pgTable(
  "site_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LangTexts>().notNull(),
    excerpt: jsonb("excerpt").$type<LangTexts>().notNull().default({}),
    body: jsonb("body").$type<Record<string, unknown>>().notNull().default({}),
    coverPhotoId: uuid("cover_photo_id"),
    status: text("status", { enum: ["draft", "scheduled", "published"] })
      .notNull()
      .default("draft"),
    /** When it shows (scheduled) or showed first (published). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("site_posts_site_slug_key").on(t.siteId, t.slug),
    index("site_posts_site_publish_idx").on(t.siteId, t.publishAt),
    check("site_posts_status_known", sql`${t.status} in ('draft','scheduled','published')`),
    check("site_posts_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("site_posts_publish_at_set", sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
  ],
);
