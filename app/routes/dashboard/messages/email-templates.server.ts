import { data, redirect } from "react-router";
import { ALL_PLACEHOLDERS } from "../../../../modules/guest-messages/message-placeholders.ts";
import {
  checkTemplateTexts,
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  restoreDefaultText,
  saveTemplate,
  type TemplateTexts,
} from "../../../../modules/guest-messages/message-templates-store.ts";
import {
  type PreviewSite,
  previewMessage,
  sendTestMessage,
} from "../../../../modules/guest-messages/preview-message.ts";
import { isSiteLang, type SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { ensureDefaultMessages } from "../../../../modules/message-rules/ensure-default-messages.ts";
import { siteLanguages } from "../../../../modules/site-content/site-content-doc.ts";
import { loadSiteContent } from "../../../../modules/site-content/site-content-store.ts";
import { siteUrl } from "../../../../modules/sites/site-url.ts";
import { MESSAGE_PATHS } from "../../../components/dashboard/messages/message-paths.ts";
import type {
  TemplateActionResult,
  TemplatesPageData,
} from "../../../components/dashboard/messages/template-result.ts";
import { services } from "../../../context.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { notFound, uuidParam } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "../+types/email-templates";

/*
 * The templates page's loader and action (app/routes/dashboard/email-templates.tsx), here so
 * the page's script never loads the database code or the Liquid engine they use.
 */

const DONE = ["saved", "added", "removed", "restored"] as const;

/** A short fingerprint of the stored words: the form is drawn afresh when it changes. */
function fingerprint(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export async function loadTemplatesPage({ request, context }: Route.LoaderArgs): Promise<TemplatesPageData> {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  // A site made before guest messages existed gets the defaults the first time it looks.
  await db.transaction((tx) => ensureDefaultMessages(tx, site.id, user.lang));
  const [templates, content] = await Promise.all([listTemplates(db, site.id), loadSiteContent(db, site.id)]);
  const url = new URL(request.url);
  const wanted = url.searchParams.get("template");
  const selected = templates.find((t) => t.id === wanted) ?? (wanted ? null : (templates[0] ?? null));
  // Another owner's template id (or a deleted one) is not there to open.
  if (wanted && !selected) notFound();
  const languages = siteLanguages(content.draft);
  const done = url.searchParams.get("done");
  const doneLang = url.searchParams.get("lang");
  return {
    templates: templates.map(({ id, name, key, rules }) => ({ id, name, key, rules })),
    selected: selected && {
      ...selected,
      texts: Object.fromEntries(
        languages.flatMap((lang) => (selected.texts[lang] ? [[lang, selected.texts[lang]]] : [])),
      ),
    },
    languages,
    placeholders: ALL_PLACEHOLDERS,
    done: DONE.find((d) => d === done) ?? null,
    doneLang: isSiteLang(doneLang) ? doneLang : null,
    version: fingerprint(JSON.stringify(selected ?? null)),
  };
}

const to = (templateId: string | null, done: TemplatesPageData["done"], lang?: SiteLang) =>
  redirect(
    `${MESSAGE_PATHS.templates}?${new URLSearchParams({
      ...(templateId ? { template: templateId } : {}),
      ...(done ? { done } : {}),
      ...(lang ? { lang } : {}),
    })}`,
  );

/**
 * Saves, previews, test-sends, restores, adds and deletes the owner's templates. Another
 * owner's template is not found (404); words that do not check out come back refused beside
 * their field with everything typed, and nothing is saved.
 */
export async function saveTemplatesPage({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(90_000), lang: user.lang });
  // Enter in a field submits without a button's intent: that is saving.
  const [intent = "save", langValue] = String(form.get("intent") || "save").split(":");
  const lang = isSiteLang(langValue) ? langValue : null;

  if (intent === "create") {
    const name = String(form.get("name") ?? "").trim();
    if (!name || name.length > 80) {
      return data<TemplateActionResult>(
        { ok: false, intent, problems: { newName: { key: "required" } }, values: { newName: name } },
        { status: 400 },
      );
    }
    const created = await createTemplate(db, site.id, name);
    return to(created.id, "added");
  }

  const templateId = uuidParam(form.get("templateId"));
  if (!(await findTemplate(db, site.id, templateId))) notFound();
  if (intent === "delete") {
    const deleted = await deleteTemplate(db, site.id, templateId);
    if (!deleted.ok) {
      if (deleted.reason === "not-found") notFound();
      return data<TemplateActionResult>(
        { ok: false, intent, problems: {}, values: {}, problem: "in-use" },
        { status: 409 },
      );
    }
    return to(null, "removed");
  }
  const content = await loadSiteContent(db, site.id);
  const languages = siteLanguages(content.draft);
  if (intent === "restore" && lang && languages.includes(lang)) {
    const restored = await restoreDefaultText(db, site.id, templateId, lang);
    if (restored === "not-found") notFound();
    return to(templateId, "restored", lang);
  }

  // The words typed in every language the site speaks, kept whatever happens next.
  const name = String(form.get("name") ?? "");
  const texts: TemplateTexts = Object.fromEntries(
    languages.map((l) => [
      l,
      { subject: String(form.get(`subject.${l}`) ?? ""), body: String(form.get(`body.${l}`) ?? "") },
    ]),
  );
  const values: Record<string, string> = { name };
  for (const [l, text] of Object.entries(texts)) {
    values[`subject.${l}`] = text?.subject ?? "";
    values[`body.${l}`] = text?.body ?? "";
  }
  const refuse = (problems: Extract<TemplateActionResult, { ok: false }>["problems"]) =>
    data<TemplateActionResult>({ ok: false, intent, problems, values }, { status: 400 });

  if (intent === "save") {
    const saved = await saveTemplate(db, site.id, templateId, { name, texts });
    if (!saved.ok) {
      if (saved.reason === "not-found") notFound();
      return refuse(saved.problems);
    }
    return to(templateId, "saved");
  }
  if ((intent === "preview" || intent === "test") && lang && languages.includes(lang)) {
    const text = texts[lang] ?? { subject: "", body: "" };
    const problems = checkTemplateTexts(name || "-", { [lang]: text });
    if (Object.keys(problems).length > 0) return refuse(problems);
    const previewSite: PreviewSite = {
      siteId: site.id,
      siteName: site.siteName,
      siteUrl: siteUrl(site, services(context)),
      content: content.draft,
      owner: { name: user.name, email: user.email },
    };
    if (intent === "preview") {
      const preview = await previewMessage(db, previewSite, lang, text);
      return data<TemplateActionResult>({ ok: true, intent, lang, preview, values });
    }
    const preview = await previewMessage(db, previewSite, lang, text);
    const sent = await sendTestMessage(db, { ...previewSite, ownerId: user.id }, lang, text);
    return data<TemplateActionResult>({ ok: true, intent, lang, preview, to: sent.to, values });
  }
  return refuse({});
}
