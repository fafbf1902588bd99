import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailTemplates } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { findTemplateOverride } from "./render-email.ts";
import { validateTemplate } from "./template-editing.ts";
import {
  type EmailLang,
  isTemplateLang,
  PLACEHOLDERS,
  TEMPLATE_KEYS,
  type TemplateKey,
  type TemplateLang,
  type TemplatePart,
  type TemplateSource,
  templateLanguages,
} from "./template-keys.ts";
import { defaultTemplate } from "./templates/default-templates.ts";

export type EmailTemplateListItem = {
  key: TemplateKey;
  lang: EmailLang;
  overridden: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
};

/** Every template in each of its languages (guest emails in German too), and whether an admin changed it. */
export async function listEmailTemplates(db: Database): Promise<EmailTemplateListItem[]> {
  const overrides = await db
    .select({
      key: emailTemplates.key,
      lang: emailTemplates.lang,
      updatedAt: emailTemplates.updatedAt,
      updatedBy: emailTemplates.updatedBy,
    })
    .from(emailTemplates);
  return TEMPLATE_KEYS.flatMap((key) =>
    templateLanguages(key).map((lang) => {
      const override = overrides.find((o) => o.key === key && o.lang === lang);
      return {
        key,
        lang,
        overridden: override !== undefined,
        updatedAt: override?.updatedAt ?? null,
        updatedBy: override?.updatedBy ?? null,
      };
    }),
  );
}

export type EmailTemplateForEditing = {
  key: TemplateKey;
  lang: EmailLang;
  /** What is used now: the override, or the default. */
  source: TemplateSource;
  defaults: TemplateSource;
  overridden: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
  placeholders: readonly string[];
};

export async function getEmailTemplate<K extends TemplateKey>(
  db: Database,
  key: K,
  lang: TemplateLang<K>,
): Promise<EmailTemplateForEditing> {
  const override = await findTemplateOverride(db, key, lang);
  const defaults = defaultTemplate(key, lang);
  return {
    key,
    lang,
    source: override ? { subject: override.subject, html: override.html, text: override.text } : defaults,
    defaults,
    overridden: override !== undefined,
    updatedAt: override?.updatedAt ?? null,
    updatedBy: override?.updatedBy ?? null,
    placeholders: PLACEHOLDERS[key],
  };
}

export type SaveEmailTemplateResult = { ok: true } | { ok: false; errors: Partial<Record<TemplatePart, string>> };

/** An override in a language the email does not have would never be used: refused outright. */
function assertTemplateLang(key: TemplateKey, lang: EmailLang): void {
  if (!isTemplateLang(key, lang)) throw new Error(`the email ${key} has no version in ${lang}`);
}

/**
 * Stores an admin's (`actorId`) version after checking all three parts; nothing is stored
 * if one is broken. The template and its audit entry are stored together.
 */
export async function saveEmailTemplate<K extends TemplateKey>(
  db: Database,
  input: { key: K; lang: TemplateLang<K> } & TemplateSource,
  actorId: string,
): Promise<SaveEmailTemplateResult> {
  assertUuid(actorId, "actorId");
  assertTemplateLang(input.key, input.lang);
  const errors: Partial<Record<TemplatePart, string>> = {};
  for (const part of ["subject", "html", "text"] as const) {
    const check = await validateTemplate(input[part], part, input.key);
    if (!check.ok) errors[part] = check.error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const values = {
    subject: input.subject,
    html: input.html,
    text: input.text,
    updatedAt: new Date(),
    updatedBy: actorId,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(emailTemplates)
      .values({ key: input.key, lang: input.lang, ...values })
      .onConflictDoUpdate({ target: [emailTemplates.key, emailTemplates.lang], set: values });
    await recordAudit(tx, { ...templateTarget(actorId, input.key, input.lang), action: "template.update" });
  });
  return { ok: true };
}

/** An admin drops their version: the built-in default is used again. Audited with it. */
export async function resetEmailTemplate<K extends TemplateKey>(
  db: Database,
  key: K,
  lang: TemplateLang<K>,
  actorId: string,
): Promise<void> {
  assertUuid(actorId, "actorId");
  assertTemplateLang(key, lang);
  await db.transaction(async (tx) => {
    await tx.delete(emailTemplates).where(and(eq(emailTemplates.key, key), eq(emailTemplates.lang, lang)));
    await recordAudit(tx, { ...templateTarget(actorId, key, lang), action: "template.reset" });
  });
}

function templateTarget(actorId: string, key: TemplateKey, lang: EmailLang) {
  return { actorId, targetType: "template", targetId: `${key}/${lang}` };
}
