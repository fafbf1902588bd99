import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import { isLocalized } from "../../../modules/site-content/content-sections.ts";
import { IntentForm } from "../../components/account/intent-form.tsx";
import { ContentFieldControl, useContentLabel } from "../../components/dashboard/content/content-fields.tsx";
import { ContentNav, LanguageTabs, PublishBar } from "../../components/dashboard/content/content-nav.tsx";
import { PlacesEditor } from "../../components/dashboard/content/places-editor.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/content-section";
import { loadContentSection, saveContentSection } from "./content/content-section.server.ts";

export const loader = (args: Route.LoaderArgs) => loadContentSection(args);
export const action = (args: Route.ActionArgs) => saveContentSection(args);

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
