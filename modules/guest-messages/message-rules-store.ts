import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  messageRules,
  messageTemplates,
  messageTemplateTexts,
  rentalUnits,
  scheduledMessages,
} from "../../db/schema.ts";
import { SITE_LANGUAGES } from "../i18n/site-languages.ts";
import { isUuid } from "../ids/uuid.ts";
import { MESSAGE_TRIGGERS, type MessageTrigger } from "../message-rules/message-triggers.ts";
import { type RuleConditions, ruleConditionsSchema } from "../message-rules/rule-conditions.ts";
import { NEW_TEMPLATE_WORDS } from "./new-template-words.ts";
import { replanSiteMessages } from "./replan-site-messages.ts";
import type { RuleFieldErrors, RuleInput } from "./rule-input.ts";

/** A rule as the owner's list shows it. */
export type RuleView = {
  id: string;
  key: string | null;
  trigger: MessageTrigger;
  days: number;
  hours: number;
  atMinute: number | null;
  quietFrom: number | null;
  quietUntil: number | null;
  conditions: RuleConditions;
  late: "send" | "skip";
  holdUntilPaid: boolean;
  enabled: boolean;
  templateId: string;
  templateName: string;
};

const isTrigger = (value: string): value is MessageTrigger => (MESSAGE_TRIGGERS as readonly string[]).includes(value);

/** The site's rules, oldest first (the defaults lead), each with its template's name. */
export async function listRules(db: Database, siteId: string): Promise<RuleView[]> {
  const rows = await db
    .select({ rule: messageRules, templateName: messageTemplates.name })
    .from(messageRules)
    .innerJoin(messageTemplates, eq(messageTemplates.id, messageRules.templateId))
    .where(eq(messageRules.siteId, siteId))
    .orderBy(asc(messageRules.createdAt), asc(messageRules.id));
  return rows.flatMap(({ rule, templateName }) => {
    if (!isTrigger(rule.trigger)) return [];
    // A row edited by hand that no longer parses matches nothing rather than everything.
    const conditions = ruleConditionsSchema.safeParse(rule.conditions);
    return [
      {
        id: rule.id,
        key: rule.key,
        trigger: rule.trigger,
        days: rule.days,
        hours: rule.hours,
        atMinute: rule.atMinute,
        quietFrom: rule.quietFrom,
        quietUntil: rule.quietUntil,
        conditions: conditions.success ? conditions.data : {},
        late: rule.late,
        holdUntilPaid: rule.holdUntilPaid,
        enabled: rule.enabled,
        templateId: rule.templateId,
        templateName,
      },
    ];
  });
}

export type RuleSaved =
  | { ok: true; id: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: RuleFieldErrors };

async function ownsRule(tx: Database, siteId: string, ruleId: string): Promise<boolean> {
  if (!isUuid(ruleId)) return false;
  const [row] = await tx
    .select({ id: messageRules.id })
    .from(messageRules)
    .where(and(eq(messageRules.id, ruleId), eq(messageRules.siteId, siteId)))
    .for("update");
  return row !== undefined;
}

/** The template the rule names: one of the site's, or a new one with the default words in every language. */
async function templateFor(tx: Database, siteId: string, choice: RuleInput["template"]): Promise<string | null> {
  if ("newName" in choice) {
    const [created] = await tx
      .insert(messageTemplates)
      .values({ siteId, name: choice.newName })
      .returning({ id: messageTemplates.id });
    return created?.id ?? null;
  }
  const [own] = await tx
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, choice.id), eq(messageTemplates.siteId, siteId)));
  return own?.id ?? null;
}

/**
 * Creates the rule (`ruleId` null) or changes one of the site's, and re-plans the site's
 * waiting messages in the same transaction, so the change reaches them. A unit or template
 * that is not the site's own is refused beside its field; a rule that is not, is not found.
 */
export async function saveRule(
  db: Database,
  siteId: string,
  ruleId: string | null,
  input: RuleInput,
): Promise<RuleSaved> {
  return db.transaction(async (tx): Promise<RuleSaved> => {
    if (ruleId !== null && !(await ownsRule(tx, siteId, ruleId))) return { ok: false, reason: "not-found" };
    const unitIds = input.conditions.unitIds ?? [];
    if (unitIds.length > 0) {
      const own = await tx
        .select({ id: rentalUnits.id })
        .from(rentalUnits)
        .where(and(eq(rentalUnits.siteId, siteId), inArray(rentalUnits.id, unitIds)));
      if (own.length !== unitIds.length) return { ok: false, reason: "invalid", errors: { unitIds: { key: "unit" } } };
    }
    const templateId = await templateFor(tx, siteId, input.template);
    if (!templateId) return { ok: false, reason: "invalid", errors: { templateId: { key: "template" } } };
    if ("newName" in input.template) await giveNewTemplateWords(tx, templateId);
    const values = {
      templateId,
      trigger: input.trigger,
      days: input.days,
      hours: input.hours,
      atMinute: input.atMinute,
      quietFrom: input.quietFrom,
      quietUntil: input.quietUntil,
      conditions: input.conditions,
      late: input.late,
      holdUntilPaid: input.holdUntilPaid,
      updatedAt: new Date(),
    };
    let id = ruleId;
    if (id === null) {
      const [created] = await tx
        .insert(messageRules)
        .values({ siteId, ...values })
        .returning({ id: messageRules.id });
      if (!created) throw new Error("rule not saved");
      id = created.id;
    } else {
      await tx
        .update(messageRules)
        .set(values)
        .where(and(eq(messageRules.id, id), eq(messageRules.siteId, siteId)));
    }
    await replanSiteMessages(tx, siteId);
    return { ok: true, id };
  });
}

/** A new template starts with a subject and body in every language, so it is never empty; the owner writes it next. */
async function giveNewTemplateWords(tx: Database, templateId: string): Promise<void> {
  await tx
    .insert(messageTemplateTexts)
    .values(SITE_LANGUAGES.map((lang) => ({ templateId, lang, ...NEW_TEMPLATE_WORDS[lang] })))
    .onConflictDoNothing();
}

/** Switches one of the site's rules on or off; what it had waiting is re-planned or skipped at once. */
export async function setRuleEnabled(db: Database, siteId: string, ruleId: string, enabled: boolean) {
  return db.transaction(async (tx) => {
    if (!(await ownsRule(tx, siteId, ruleId))) return false;
    await tx.update(messageRules).set({ enabled, updatedAt: new Date() }).where(eq(messageRules.id, ruleId));
    await replanSiteMessages(tx, siteId);
    return true;
  });
}

/**
 * Deletes one of the site's rules. What it had waiting is skipped (`rule_off`) first; what it
 * sent stays in the log, its rule_id set null by the foreign key.
 */
export async function deleteRule(db: Database, siteId: string, ruleId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await ownsRule(tx, siteId, ruleId))) return false;
    await tx
      .update(scheduledMessages)
      .set({ state: "skipped", reason: "rule_off", decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(scheduledMessages.ruleId, ruleId), inArray(scheduledMessages.state, ["planned", "held"])));
    await tx.delete(messageRules).where(eq(messageRules.id, ruleId));
    await replanSiteMessages(tx, siteId);
    return true;
  });
}
