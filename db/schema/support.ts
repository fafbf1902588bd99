import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";
import { userSites } from "./sites.ts";

/** A question from an owner to the VayVista team; the thread lives in support_messages. */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The site the owner had when asking; kept as null if that site is deleted. */
    siteId: uuid("site_id").references(() => userSites.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    status: text("status", { enum: ["open", "answered", "closed"] })
      .notNull()
      .default("open"),
    ...timestamps,
  },
  (t) => [
    index("support_requests_user_id_idx").on(t.userId, t.updatedAt),
    index("support_requests_status_idx").on(t.status, t.updatedAt),
    // The admin list: newest activity first, paged by (updated_at, id).
    index("support_requests_updated_at_id_idx").on(t.updatedAt, t.id),
    // Deleting a site sets site_id to null on its requests (the foreign key's action).
    index("support_requests_site_id_idx").on(t.siteId),
    check("support_requests_status_known", sql`${t.status} in ('open','answered','closed')`),
  ],
);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").notNull(),
    authorRole: text("author_role", { enum: ["owner", "admin"] }).notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_messages_request_id_idx").on(t.requestId, t.createdAt),
    check("support_messages_author_role_known", sql`${t.authorRole} in ('owner','admin')`),
  ],
);
