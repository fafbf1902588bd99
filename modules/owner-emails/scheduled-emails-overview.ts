import { and, count, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import { type EmailLang, type TemplateKey, templateLanguages } from "../messaging/template-keys.ts";
import { emailsSwitchedOn } from "./email-switches.ts";
import { PLATFORM_EMAILS, type PlatformEmail } from "./platform-emails.ts";

export type ScheduledEmailRow = PlatformEmail & {
  enabled: boolean;
  languages: readonly EmailLang[];
  /** Sent by the mail server in the last 30 days. */
  sentLast30Days: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The admin page's list of the platform's emails to owners, with each one's switch and recent count. */
export async function scheduledEmailsOverview(db: Database, now: Date = new Date()): Promise<ScheduledEmailRow[]> {
  const keys: TemplateKey[] = PLATFORM_EMAILS.map((e) => e.template);
  const [on, sent] = await Promise.all([
    emailsSwitchedOn(
      db,
      PLATFORM_EMAILS.filter((e) => e.switchable).map((e) => e.template),
    ),
    db
      .select({ key: emailOutbox.templateKey, n: count() })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.templateKey, keys),
          eq(emailOutbox.status, "sent"),
          gte(emailOutbox.sentAt, new Date(now.getTime() - 30 * DAY_MS)),
        ),
      )
      .groupBy(emailOutbox.templateKey),
  ]);
  const sentBy = new Map(sent.map((s) => [s.key, Number(s.n)]));
  return PLATFORM_EMAILS.map((e) => ({
    ...e,
    enabled: !e.switchable || on.has(e.template),
    languages: templateLanguages(e.template),
    sentLast30Days: sentBy.get(e.template) ?? 0,
  }));
}
