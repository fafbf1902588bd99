import { data } from "react-router";
import { CONTENT_SECTIONS, type ContentField } from "../../../../modules/site-content/content-sections.ts";
import {
  applyPlacesEdit,
  applySectionEdit,
  applyThemeOptions,
} from "../../../../modules/site-content/edit-site-content.ts";
import { saveSiteDraft } from "../../../../modules/site-content/site-content-store.ts";
import { pathIn } from "../../../../modules/site-view/site-nav.ts";
import {
  resolveThemeOptions,
  THEME_OPTIONS,
  type ThemeOptionChoices,
} from "../../../../modules/sites/theme-options.ts";
import { isThemeName, type ThemeName } from "../../../../modules/sites/themes.ts";
import type { FormAnswer } from "../../../components/account/intent-form.tsx";
import {
  EDITOR_PAGES,
  type EditorPage,
  isEditorPage,
  previewBase,
} from "../../../components/dashboard/theme-editor/editor-pages.ts";
import { services } from "../../../context.ts";
import { readForm } from "../../../lib/read-form.server.ts";
import { notFound } from "../../../lib/refusals.server.ts";
import type { Route } from "../+types/theme-editor";
import {
  CONFLICT,
  contentProblems,
  fieldValue,
  ownerContent,
  ownerSiteUrl,
  photoChoices,
  placeRows,
} from "./content-page.server.ts";

/*
 * The theme editor's loader and action (app/routes/dashboard/theme-editor.tsx), here so the
 * page's script never loads the schema library they use.
 */

const EDITOR_FORM_BYTES = 512 * 1024;

function target(params: { theme?: string; page?: string }): { theme: ThemeName; page: EditorPage } {
  const page = params.page ?? "home";
  if (!isThemeName(params.theme) || !isEditorPage(page) || params.page === "home") notFound();
  return { theme: params.theme, page };
}

export async function loadThemeEditor({ request, context, params }: Route.LoaderArgs) {
  const { theme, page } = target(params);
  const { user, site, state } = await ownerContent(request, context);
  const doc = state.draft;
  const main = doc.languages.main;
  const { section, page: sitePage } = EDITOR_PAGES[page];
  const fields: readonly ContentField[] = section ? CONTENT_SECTIONS[section] : [];
  const places = section === "surroundings" ? placeRows(doc, main) : null;
  const choices: ThemeOptionChoices = THEME_OPTIONS[theme];
  return {
    theme,
    page,
    currentTheme: site.themeName,
    draftVersion: state.draftVersion,
    pending: state.hasUnpublishedChanges,
    siteUrl: ownerSiteUrl(context, site),
    previewSrc: pathIn({ lang: main, main, base: previewBase(theme) }, { page: sitePage }),
    options: resolveThemeOptions(theme, doc.themes[theme]),
    choices: {
      accents: Object.entries(choices.accents),
      fontPairs: choices.fontPairs,
      heroLayouts: choices.heroLayouts,
      photoTones: choices.photoTones,
    },
    fields: fields.map((field) => ({ field, value: fieldValue(doc, field, main) })),
    places,
    photos: fields.some((f) => f.kind === "photo")
      ? await photoChoices(context, site.id, { lang: user.lang, main })
      : [],
    elsewhere: EDITOR_PAGES[page].elsewhere,
  };
}

export type EditorAnswer = { ok: true; draftVersion: string } | ({ ok: false } & FormAnswer);

/** The theme's options and the page's content, saved into the draft (in the main language). */
export async function saveThemeEditor({ request, context, params }: Route.ActionArgs) {
  const { theme, page } = target(params);
  const { user, site, state } = await ownerContent(request, context);
  const form = await readForm(request, { maxBytes: EDITOR_FORM_BYTES, lang: user.lang });
  let edit = applyThemeOptions(state.draft, theme, form);
  const { section } = EDITOR_PAGES[page];
  if (edit.ok && section) {
    const names = { lang: user.lang, main: state.draft.languages.main };
    const photoIds = new Set((await photoChoices(context, site.id, names)).map((p) => p.id));
    edit = applySectionEdit(edit.doc, { section, lang: state.draft.languages.main, form, photoIds });
  }
  if (edit.ok && section === "surroundings") edit = applyPlacesEdit(edit.doc, state.draft.languages.main, form);
  if (!edit.ok)
    return data<EditorAnswer>(
      { ok: false, problems: contentProblems(edit.problems), values: edit.values },
      { status: 400 },
    );
  const saved = await saveSiteDraft(services(context).db, {
    siteId: site.id,
    draft: edit.doc,
    baseVersion: String(form.get("version") ?? ""),
  });
  if (!saved.ok) return data<EditorAnswer>({ ok: false, problems: CONFLICT }, { status: 409 });
  return data<EditorAnswer>({ ok: true, draftVersion: saved.draftVersion });
}
