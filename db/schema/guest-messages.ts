import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { stays } from "./booking.ts";
import { timestamps } from "./columns.ts";
import { emailOutbox } from "./messaging.ts";
import { userSites } from "./sites.ts";

/**
 * A message an owner's guests receive (issue 19, docs/decisions/0024): its name and, per
 * site language, its subject and Liquid body. Rules point at templates, so two rules with one
 * template are one message to a stay, never two.
 */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    /** The default it started as (its texts can be restored); null for the owner's own. */
    key: text("key"),
    name: text("name").notNull(),
    ...timestamps,
  },
  (t) => [
    index("message_templates_site_idx").on(t.siteId),
    uniqueIndex("message_templates_site_key").on(t.siteId, t.key).where(sql`${t.key} is not null`),
  ],
);

/** A template's words in one site language. */
export const messageTemplateTexts = pgTable(
  "message_template_texts",
  {
    templateId: uuid("template_id")
      .notNull()
      .references(() => messageTemplates.id, { onDelete: "cascade" }),
    lang: text("lang", { enum: ["nl", "en", "de", "pl"] }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.lang] }),
    check("message_template_texts_lang_known", sql`${t.lang} in ('nl','en','de','pl')`),
  ],
);

/**
 * When a template goes to which stays: a trigger, days and hours from it, a time of day on
 * the property's clock, quiet hours, conditions (modules/message-rules/rule-conditions.ts)
 * and what to do for a stay booked after the moment has passed.
 */
export const messageRules = pgTable(
  "message_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    templateId: uuid("template_id")
      .notNull()
      .references(() => messageTemplates.id, { onDelete: "restrict" }),
    /** The default rule it started as; null for the owner's own. */
    key: text("key"),
    trigger: text("trigger").notNull(),
    days: integer("days").notNull().default(0),
    hours: integer("hours").notNull().default(0),
    /** Minutes after midnight on the property's clock; null: the trigger's own moment. */
    atMinute: integer("at_minute"),
    quietFrom: integer("quiet_from"),
    quietUntil: integer("quiet_until"),
    conditions: jsonb("conditions").$type<Record<string, unknown>>().notNull().default({}),
    late: text("late", { enum: ["send", "skip"] })
      .notNull()
      .default("send"),
    holdUntilPaid: boolean("hold_until_paid").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // The rules using a template (its page, its deletion).
    index("message_rules_template_idx").on(t.templateId),
    index("message_rules_site_idx").on(t.siteId),
    uniqueIndex("message_rules_site_key").on(t.siteId, t.key).where(sql`${t.key} is not null`),
    check(
      "message_rules_trigger_known",
      sql`${t.trigger} in ('booking_confirmed','request_received','request_accepted','request_declined','cancelled','payment_received','payment_failed','balance_due','before_arrival','arrival_day','during_stay','after_departure','review_request')`,
    ),
    check("message_rules_days_range", sql`${t.days} between -365 and 365`),
    check("message_rules_hours_range", sql`${t.hours} between 0 and 72`),
    check("message_rules_at_range", sql`${t.atMinute} is null or ${t.atMinute} between 0 and 1439`),
    check(
      "message_rules_quiet_pair",
      sql`(${t.quietFrom} is null) = (${t.quietUntil} is null) and coalesce(${t.quietFrom}, 0) between 0 and 1439 and coalesce(${t.quietUntil}, 0) between 0 and 1439`,
    ),
    check("message_rules_late_known", sql`${t.late} in ('send','skip')`),
  ],
);

/**
 * One rule's message to one stay: planned with the moment it is due, and decided when that
 * moment comes (sent with its outbox row, skipped or held with the reason). Planning upserts
 * on (rule, stay); a template is sent to a stay once, whichever rules name it.
 */
export const scheduledMessages = pgTable(
  "scheduled_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    ruleId: uuid("rule_id").references(() => messageRules.id, { onDelete: "set null" }),
    templateId: uuid("template_id")
      .notNull()
      .references(() => messageTemplates.id, { onDelete: "cascade" }),
    stayId: uuid("stay_id")
      .notNull()
      .references(() => stays.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    state: text("state", { enum: ["planned", "sent", "skipped", "held", "failed"] })
      .notNull()
      .default("planned"),
    /** Why it was skipped or held: stay_cancelled, rule_off, condition:{name}, too_late, missing:{placeholders}, unpaid. */
    reason: text("reason"),
    outboxId: uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // A template's and an email's messages (email log, delivery failures) without reading every site's.
    index("scheduled_messages_template_idx").on(t.templateId),
    index("scheduled_messages_outbox_idx").on(t.outboxId).where(sql`${t.outboxId} is not null`),
    uniqueIndex("scheduled_messages_rule_stay").on(t.ruleId, t.stayId),
    uniqueIndex("scheduled_messages_sent_once").on(t.stayId, t.templateId).where(sql`${t.state} = 'sent'`),
    // The sweeper's scan: what is planned, by when it is due.
    index("scheduled_messages_due_idx").on(t.dueAt).where(sql`${t.state} = 'planned'`),
    index("scheduled_messages_site_idx").on(t.siteId, t.dueAt),
    check("scheduled_messages_state_known", sql`${t.state} in ('planned','sent','skipped','held','failed')`),
  ],
);
