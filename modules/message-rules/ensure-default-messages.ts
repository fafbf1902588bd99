import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageRules, messageTemplates, messageTemplateTexts, userSites } from "../../db/schema.ts";
import { SITE_LANGUAGES, type SiteLang } from "../i18n/site-languages.ts";
import { DEFAULT_MESSAGES } from "./default-messages.ts";
import { DEFAULT_RULES } from "./default-rules.ts";

/**
 * Gives a site the messages every owner starts with (docs/decisions/0024): each default
 * template, its words in the four site languages and its rule, switched on. Once per site
 * (user_sites.default_messages_at): a default the owner changed, switched off or deleted is
 * left as they have it. Returns whether this call gave them. Call inside a transaction, so a
 * failure leaves the site to be given them again.
 */
export async function ensureDefaultMessages(
  db: Database,
  siteId: string,
  ownerLang: SiteLang = "nl",
): Promise<boolean> {
  const [claimed] = await db
    .update(userSites)
    .set({ defaultMessagesAt: new Date() })
    .where(and(eq(userSites.id, siteId), isNull(userSites.defaultMessagesAt)))
    .returning({ id: userSites.id });
  if (!claimed) return false;
  const at = Date.now();
  for (const [index, rule] of DEFAULT_RULES.entries()) {
    // One millisecond apart: lists ordered by creation show the defaults in their own order.
    const createdAt = new Date(at + index);
    const key = rule.key;
    if (!key) continue;
    const words = DEFAULT_MESSAGES[key];
    await db
      .insert(messageTemplates)
      .values({ siteId, key, name: words[ownerLang].name, createdAt })
      .onConflictDoNothing({
        target: [messageTemplates.siteId, messageTemplates.key],
        where: isNotNull(messageTemplates.key),
      });
    const [template] = await db
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(and(eq(messageTemplates.siteId, siteId), eq(messageTemplates.key, key)));
    if (!template) continue;
    await db
      .insert(messageTemplateTexts)
      .values(SITE_LANGUAGES.map((lang) => ({ templateId: template.id, lang, ...pick(words[lang]) })))
      .onConflictDoNothing();
    await db
      .insert(messageRules)
      .values({
        siteId,
        templateId: template.id,
        key,
        trigger: rule.trigger,
        days: rule.days,
        hours: rule.hours,
        atMinute: rule.at,
        quietFrom: rule.quiet?.from ?? null,
        quietUntil: rule.quiet?.until ?? null,
        conditions: rule.conditions,
        late: rule.late,
        holdUntilPaid: rule.holdUntilPaid,
        createdAt,
      })
      .onConflictDoNothing({ target: [messageRules.siteId, messageRules.key], where: isNotNull(messageRules.key) });
  }
  return true;
}

const pick = ({ subject, body }: { subject: string; body: string }) => ({ subject, body });
