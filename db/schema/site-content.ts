import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userSites } from "./sites.ts";

/**
 * What a site says about itself (tagline, about story, surroundings, contact details, social
 * links, SEO texts, guest languages, theme options), as one document per site: the owner
 * edits `draft`; "publish" copies it to `published`, which the site shows. The documents are
 * parsed with their schema on every read (modules/site-content), so a field added later gets
 * its default in documents written before it.
 */
export const siteContent = pgTable(
  "site_content",
  {
    siteId: uuid("site_id")
      .primaryKey()
      .references(() => userSites.id, { onDelete: "cascade" }),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    published: jsonb("published").$type<Record<string, unknown>>().notNull(),
    /** Bumped on every save: the editor refuses to overwrite a newer draft from another tab. */
    draftVersion: text("draft_version").notNull().default(sql`gen_random_uuid()::text`),
    draftUpdatedAt: timestamp("draft_updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_content_draft_object", sql`jsonb_typeof(${t.draft}) = 'object'`)],
);
