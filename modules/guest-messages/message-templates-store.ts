import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageRules, messageTemplates, messageTemplateTexts } from "../../db/schema.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { isUuid } from "../ids/uuid.ts";
import { DEFAULT_MESSAGES } from "../message-rules/default-messages.ts";
import { checkMessageTemplate } from "./message-placeholders.ts";
import { NEW_TEMPLATE_WORDS } from "./new-template-words.ts";
import { TEMPLATE_LIMITS } from "./template-limits.ts";

export type TemplateTexts = Partial<Record<SiteLang, { subject: string; body: string }>>;

/** A template as the owner's page shows it: its words per language and how many rules use it. */
export type TemplateView = {
  id: string;
  key: string | null;
  name: string;
  texts: TemplateTexts;
  rules: number;
};

/** Why a subject or body was refused: an unknown placeholder (named) or Liquid that does not parse. */
export type TextProblem = { key: "unknown"; names: string[] } | { key: "syntax"; detail: string } | { key: "required" };
/** Field (`subject.nl`, `body.de`, `name`) → its problem. */
export type TemplateProblems = Record<string, TextProblem>;

/** The site's templates, oldest first (the defaults lead). */
export async function listTemplates(db: Database, siteId: string): Promise<TemplateView[]> {
  const templates = await db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.siteId, siteId))
    .orderBy(asc(messageTemplates.createdAt), asc(messageTemplates.id));
  if (templates.length === 0) return [];
  const ids = templates.map((t) => t.id);
  const [texts, uses] = await Promise.all([
    db.select().from(messageTemplateTexts).where(inArray(messageTemplateTexts.templateId, ids)),
    db
      .select({ templateId: messageRules.templateId, rules: count() })
      .from(messageRules)
      .where(inArray(messageRules.templateId, ids))
      .groupBy(messageRules.templateId),
  ]);
  return templates.map((template) => ({
    id: template.id,
    key: template.key,
    name: template.name,
    texts: Object.fromEntries(
      texts.filter((t) => t.templateId === template.id).map((t) => [t.lang, { subject: t.subject, body: t.body }]),
    ),
    rules: uses.find((u) => u.templateId === template.id)?.rules ?? 0,
  }));
}

/** One of the site's templates, or null (another owner's id is not found, alike a missing one). */
export async function findTemplate(db: Database, siteId: string, templateId: string) {
  if (!isUuid(templateId)) return null;
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, templateId), eq(messageTemplates.siteId, siteId)));
  return row ?? null;
}

/** Every problem of the texts: empty, too long, Liquid that does not parse, a placeholder we do not know. */
export function checkTemplateTexts(name: string, texts: TemplateTexts): TemplateProblems {
  const problems: TemplateProblems = {};
  if (!name.trim() || name.length > TEMPLATE_LIMITS.name) problems.name = { key: "required" };
  for (const [lang, text] of Object.entries(texts)) {
    for (const part of ["subject", "body"] as const) {
      const value = text?.[part] ?? "";
      const field = `${part}.${lang}`;
      if (!value.trim() || value.length > TEMPLATE_LIMITS[part]) {
        problems[field] = { key: "required" };
        continue;
      }
      const checked = checkMessageTemplate(value);
      if (!checked.ok)
        problems[field] =
          checked.reason === "unknown"
            ? { key: "unknown", names: checked.names }
            : { key: "syntax", detail: checked.detail };
    }
  }
  return problems;
}

export type TemplateSaved =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; problems: TemplateProblems };

/**
 * Saves a template's name and its words in the given languages (the site's), each checked
 * first: a refusal saves nothing, so the page shows what the owner typed with the problems.
 */
export async function saveTemplate(
  db: Database,
  siteId: string,
  templateId: string,
  input: { name: string; texts: TemplateTexts },
): Promise<TemplateSaved> {
  const problems = checkTemplateTexts(input.name, input.texts);
  if (Object.keys(problems).length > 0) {
    if (!(await findTemplate(db, siteId, templateId))) return { ok: false, reason: "not-found" };
    return { ok: false, reason: "invalid", problems };
  }
  return db.transaction(async (tx): Promise<TemplateSaved> => {
    if (!(await findTemplate(tx, siteId, templateId))) return { ok: false, reason: "not-found" };
    await tx
      .update(messageTemplates)
      .set({ name: input.name.trim(), updatedAt: new Date() })
      .where(eq(messageTemplates.id, templateId));
    for (const [lang, text] of Object.entries(input.texts) as [SiteLang, { subject: string; body: string }][]) {
      await tx
        .insert(messageTemplateTexts)
        .values({ templateId, lang, subject: text.subject, body: text.body })
        .onConflictDoUpdate({
          target: [messageTemplateTexts.templateId, messageTemplateTexts.lang],
          set: { subject: text.subject, body: text.body, updatedAt: new Date() },
        });
    }
    return { ok: true };
  });
}

/** A new template of the owner's, starting with a short note in every language. */
export async function createTemplate(db: Database, siteId: string, name: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messageTemplates)
      .values({ siteId, name: name.trim() })
      .returning({ id: messageTemplates.id });
    if (!created) throw new Error("template not saved");
    await tx.insert(messageTemplateTexts).values(
      (Object.keys(NEW_TEMPLATE_WORDS) as SiteLang[]).map((lang) => ({
        templateId: created.id,
        lang,
        ...NEW_TEMPLATE_WORDS[lang],
      })),
    );
    return created;
  });
}

/** Deletes one of the site's templates; refused while a rule sends it (the rule would be left without words). */
export async function deleteTemplate(
  db: Database,
  siteId: string,
  templateId: string,
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "in-use" }> {
  return db.transaction(async (tx) => {
    if (!(await findTemplate(tx, siteId, templateId))) return { ok: false, reason: "not-found" };
    const [use] = await tx.select({ n: count() }).from(messageRules).where(eq(messageRules.templateId, templateId));
    if ((use?.n ?? 0) > 0) return { ok: false, reason: "in-use" };
    await tx.delete(messageTemplates).where(eq(messageTemplates.id, templateId));
    return { ok: true };
  });
}

/** Puts the default words back in `lang` for a template that started as a default; false for the owner's own. */
export async function restoreDefaultText(
  db: Database,
  siteId: string,
  templateId: string,
  lang: SiteLang,
): Promise<"restored" | "not-found" | "no-default"> {
  const template = await findTemplate(db, siteId, templateId);
  if (!template) return "not-found";
  const key = template.key as keyof typeof DEFAULT_MESSAGES | null;
  const words = key && key in DEFAULT_MESSAGES ? DEFAULT_MESSAGES[key][lang] : null;
  if (!words) return "no-default";
  await db
    .insert(messageTemplateTexts)
    .values({ templateId, lang, subject: words.subject, body: words.body })
    .onConflictDoUpdate({
      target: [messageTemplateTexts.templateId, messageTemplateTexts.lang],
      set: { subject: words.subject, body: words.body, updatedAt: new Date() },
    });
  return "restored";
}
