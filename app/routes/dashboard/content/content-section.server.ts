import { data } from "react-router";
import type { ContentField, ContentSection } from "../../../../modules/site-content/content-sections.ts";
import { CONTENT_SECTIONS, isContentSection, isLocalized } from "../../../../modules/site-content/content-sections.ts";
import { applyPlacesEdit, applySectionEdit } from "../../../../modules/site-content/edit-site-content.ts";
import { siteLanguages } from "../../../../modules/site-content/site-content-doc.ts";
import { saveSiteDraft } from "../../../../modules/site-content/site-content-store.ts";
import type { FormAnswer } from "../../../components/account/intent-form.tsx";
import { services } from "../../../context.ts";
import { readForm } from "../../../lib/read-form.server.ts";
import { notFound } from "../../../lib/refusals.server.ts";
import type { Route } from "../+types/content-section";
import {
  CONFLICT,
  contentProblems,
  editLanguage,
  fieldValue,
  ownerContent,
  ownerSiteUrl,
  photoChoices,
  placeRows,
} from "./content-page.server.ts";

/*
 * The content section page's loader and action (app/routes/dashboard/content-section.tsx),
 * here so the page's script never loads the schema library they use.
 */

/** A section's form is at most its longest texts (rich documents are JSON, so generous). */
const SECTION_FORM_BYTES = 512 * 1024;

function sectionOf(params: { section?: string }): ContentSection {
  if (!isContentSection(params.section)) notFound();
  return params.section;
}

export async function loadContentSection({ request, context, params }: Route.LoaderArgs) {
  const section = sectionOf(params);
  const { user, site, state } = await ownerContent(request, context);
  const doc = state.draft;
  const lang = editLanguage(request, doc);
  const fields: readonly ContentField[] = CONTENT_SECTIONS[section];
  const translating = lang !== doc.languages.main;
  return {
    section,
    lang,
    mainLang: doc.languages.main,
    languages: siteLanguages(doc),
    draftVersion: state.draftVersion,
    pending: state.hasUnpublishedChanges,
    siteUrl: ownerSiteUrl(context, site),
    fields: fields
      .filter((field) => !translating || isLocalized(field))
      .map((field) => ({ field, value: fieldValue(doc, field, lang) })),
    places: section === "surroundings" ? placeRows(doc, lang) : null,
    photos:
      fields.some((f) => f.kind === "photo") && !translating
        ? await photoChoices(context, site.id, { lang: user.lang, main: doc.languages.main })
        : [],
  };
}

export type SectionAnswer = { ok: true } | ({ ok: false } & FormAnswer);

/** Saves the section's form into the draft, in the language edited. */
export async function saveContentSection({ request, context, params }: Route.ActionArgs) {
  const section = sectionOf(params);
  const { user, site, state } = await ownerContent(request, context);
  const { db } = services(context);
  const form = await readForm(request, { maxBytes: SECTION_FORM_BYTES, lang: user.lang });
  const lang = editLanguage(request, state.draft);
  const names = { lang: user.lang, main: state.draft.languages.main };
  const photoIds = new Set((await photoChoices(context, site.id, names)).map((p) => p.id));
  let edit = applySectionEdit(state.draft, { section, lang, form, photoIds });
  if (edit.ok && section === "surroundings") edit = applyPlacesEdit(edit.doc, lang, form);
  if (!edit.ok) {
    return data<SectionAnswer>(
      { ok: false, problems: contentProblems(edit.problems), values: edit.values },
      { status: 400 },
    );
  }
  const saved = await saveSiteDraft(db, {
    siteId: site.id,
    draft: edit.doc,
    baseVersion: String(form.get("version") ?? ""),
  });
  if (!saved.ok) {
    const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string") as [string, string][]);
    return data<SectionAnswer>({ ok: false, problems: CONFLICT, values }, { status: 409 });
  }
  return data<SectionAnswer>({ ok: true });
}
