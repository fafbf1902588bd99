import { data } from "react-router";
import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import { plainText, type RichDoc } from "../../../modules/rich-text/rich-doc.ts";
import {
  CONTENT_SECTIONS,
  type ContentField,
  type ContentSection,
  isContentSection,
  isLocalized,
} from "../../../modules/site-content/content-sections.ts";
import { applyPlacesEdit, applySectionEdit, contentValueAt } from "../../../modules/site-content/edit-site-content.ts";
import { type SiteContentDoc, siteLanguages } from "../../../modules/site-content/site-content-doc.ts";
import { saveSiteDraft } from "../../../modules/site-content/site-content-store.ts";
import { type FormAnswer, IntentForm } from "../../components/account/intent-form.tsx";
import {
  ContentFieldControl,
  type FieldValue,
  useContentLabel,
} from "../../components/dashboard/content/content-fields.tsx";
import { ContentNav, LanguageTabs, PublishBar } from "../../components/dashboard/content/content-nav.tsx";
import { type PlaceRow, PlacesEditor } from "../../components/dashboard/content/places-editor.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { readForm } from "../../lib/read-form.server.ts";
import { notFound } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/content-section";
import {
  CONFLICT,
  contentProblems,
  editLanguage,
  fieldValue,
  ownerContent,
  ownerSiteUrl,
  photoChoices,
  placeRows,
} from "./content/content-page.server.ts";

/** A section's form is at most its longest texts (rich documents are JSON, so generous). */
const SECTION_FORM_BYTES = 512 * 1024;

function sectionOf(params: { section?: string }): ContentSection {
  if (!isContentSection(params.section)) notFound();
  return params.section;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const section = sectionOf(params);
  const { site, state } = await ownerContent(request, context);
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
    photos: fields.some((f) => f.kind === "photo") && !translating ? await photoChoices(context, site.id) : [],
  };
}

export type SectionAnswer = { ok: true } | ({ ok: false } & FormAnswer);

/** Saves the section's form into the draft, in the language edited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const section = sectionOf(params);
  const { user, site, state } = await ownerContent(request, context);
  const { db } = services(context);
  const form = await readForm(request, { maxBytes: SECTION_FORM_BYTES, lang: user.lang });
  const lang = editLanguage(request, state.draft);
  const photoIds = new Set((await photoChoices(context, site.id)).map((p) => p.id));
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  dashboardMeta(matches, (t) =>
    loaderData
      ? `${t(`dashboard.content.sections.${loaderData.section}`)} · ${t("dashboard.content.title")}`
      : t("dashboard.content.title"),
  );

export default function ContentSectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { section, lang, mainLang, languages, fields, places, photos, draftVersion, pending, siteUrl } = loaderData;
  const translating = lang !== mainLang;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const labelOf = useContentLabel();
  const labels = Object.fromEntries(fields.map(({ field }) => [field.path, labelOf(field.path).label]));
  return (
    <>
      <PageHeader
        title={t(`dashboard.content.sections.${section}`)}
        intro={t(`dashboard.content.sectionIntro.${section}`)}
      />
      <ContentNav />
      <PublishBar pending={pending} siteUrl={siteUrl} />
      <Card>
        <LanguageTabs languages={languages} current={lang} mainLang={mainLang} />
        {translating && (
          <p className="mb-5 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
            {t("dashboard.content.translate.hint", { lang: SITE_LANGUAGE_NAMES[lang] })}{" "}
            {section === "contact" || section === "home" || section === "about"
              ? t("dashboard.content.translate.sharedHint")
              : ""}
          </p>
        )}
        {actionData?.ok && (
          <p role="status" className="mb-5 rounded-lg bg-pine-50 p-3 text-pine-900">
            {t("dashboard.content.saved")}
          </p>
        )}
        <IntentForm
          key={`${draftVersion}-${lang}`}
          id={`content-${section}`}
          intent="save"
          answer={failed}
          hidden={{ version: draftVersion }}
          labels={labels}
          submitLabel={t("dashboard.content.save")}
          pendingLabel={t("dashboard.content.saving")}
          layout="section"
        >
          {fields.map(({ field, value }) => (
            <ContentFieldControl
              key={field.path}
              field={field}
              value={value}
              photos={photos}
              referenceLang={translating && isLocalized(field) ? SITE_LANGUAGE_NAMES[mainLang] : undefined}
            />
          ))}
          {places && <PlacesEditor initial={places} translating={translating} />}
        </IntentForm>
      </Card>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
