import { Link } from "react-router";
import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES } from "../../../modules/i18n/site-languages.ts";
import { IntentForm } from "../../components/account/intent-form.tsx";
import { CONTENT_PAGES, ContentNav, contentPath, PublishBar } from "../../components/dashboard/content/content-nav.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { CheckboxField, SelectField } from "../../components/forms/fields.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/content";
import { changeContentOverview, loadContentOverview } from "./content/content-overview.server.ts";

export const loader = (args: Route.LoaderArgs) => loadContentOverview(args);
export const action = (args: Route.ActionArgs) => changeContentOverview(args);

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.content.title"));

export default function ContentOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { languages, pending, siteUrl, draftVersion } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <PageHeader title={t("dashboard.content.title")} intro={t("dashboard.content.intro")} />
      <ContentNav />
      <PublishBar pending={pending} siteUrl={siteUrl} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h2 className="font-display text-xl font-semibold text-pine-950">
            {t("dashboard.content.languages.heading")}
          </h2>
          <p className="mt-2 text-slate-700">{t("dashboard.content.languages.intro")}</p>
          {actionData?.ok && !("published" in actionData) && (
            <p role="status" className="mt-4 rounded-lg bg-pine-50 p-3 text-pine-900">
              {t("dashboard.content.languages.saved")}
            </p>
          )}
          <div className="mt-5">
            <IntentForm
              key={draftVersion}
              id="content-languages"
              intent="languages"
              answer={failed}
              hidden={{ version: draftVersion }}
              labels={{ main: t("dashboard.content.languages.main") }}
              submitLabel={t("dashboard.content.languages.save")}
              pendingLabel={t("dashboard.content.saving")}
              layout="section"
            >
              <SelectField
                name="main"
                label={t("dashboard.content.languages.main")}
                hint={t("dashboard.content.languages.mainHint")}
                options={SITE_LANGUAGES.map((lang) => ({ value: lang, label: SITE_LANGUAGE_NAMES[lang] }))}
                defaultValue={languages.main}
              />
              <fieldset>
                <legend className="font-semibold text-pine-950">{t("dashboard.content.languages.others")}</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {SITE_LANGUAGES.map((lang) => (
                    <CheckboxField
                      key={lang}
                      name="others"
                      value={lang}
                      label={SITE_LANGUAGE_NAMES[lang]}
                      defaultChecked={languages.others.includes(lang)}
                    />
                  ))}
                </div>
              </fieldset>
            </IntentForm>
          </div>
        </Card>
        <Card>
          <ul className="space-y-3">
            {CONTENT_PAGES.filter((page) => page !== "overview").map((page) => (
              <li key={page}>
                <Link to={contentPath(page)} className="font-semibold text-pine-800 underline">
                  {t(`dashboard.content.sections.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-slate-600">{t("dashboard.content.live")}</p>
        </Card>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
