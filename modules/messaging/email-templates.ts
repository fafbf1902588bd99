import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailTemplates } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { LANGUAGES, type Lang } from "../i18n/languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { findTemplateOverride } from "./render-email.ts";
import { validateTemplate } from "./template-editing.ts";
import {
  PLACEHOLDERS,
  TEMPLATE_KEYS,
  type TemplateKey,
  type TemplatePart,
  type TemplateSource,
} from "./template-keys.ts";
import { defaultTemplate } from "./templates/default-templates.ts";

export type EmailTemplateListItem = {
  key: TemplateKey;
  lang: Lang;
  overridden: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
};

/** Every template in every language, and whether an admin changed it. */
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
    LANGUAGES.map((lang) => {
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
  lang: Lang;
  /** What is used now: the override, or the default. */
  source: TemplateSource;
  defaults: TemplateSource;
  overridden: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
  placeholders: readonly string[];
};

export async function getEmailTemplate(db: Database, key: TemplateKey, lang: Lang): Promise<EmailTemplateForEditing> {
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

/**
 * Stores an admin's (`actorId`) version after checking all three parts; nothing is stored
 * if one is broken. The template and its audit entry are stored together.
 */
export async function saveEmailTemplate(
  db: Database,
  input: { key: TemplateKey; lang: Lang } & TemplateSource,
  actorId: string,
): Promise<SaveEmailTemplateResult> {
  assertUuid(actorId, "actorId");
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
export async function resetEmailTemplate(db: Database, key: TemplateKey, lang: Lang, actorId: string): Promise<void> {
  assertUuid(actorId, "actorId");
  await db.transaction(async (tx) => {
    await tx.delete(emailTemplates).where(and(eq(emailTemplates.key, key), eq(emailTemplates.lang, lang)));
    await recordAudit(tx, { ...templateTarget(actorId, key, lang), action: "template.reset" });
  });
}

function templateTarget(actorId: string, key: TemplateKey, lang: Lang) {
  return { actorId, targetType: "template", targetId: `${key}/${lang}` };
}
