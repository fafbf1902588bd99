import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { PageHeader } from "../../components/dashboard/page-header.tsx";
import { MoreSettings } from "../../components/dashboard/settings/more-settings.tsx";
import { PaymentsSection } from "../../components/dashboard/settings/payments-section.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/settings";
import { loadSettingsPage, saveSettingsPage } from "./settings/settings.server.ts";

export const loader = (args: Route.LoaderArgs) => loadSettingsPage(args);
export const action = (args: Route.ActionArgs) => saveSettingsPage(args);

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.settings.title"));

/** The site's settings, a section each: online payments first; the others on their own pages, linked below. */
export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("dashboard.settings.title")} intro={t("dashboard.settings.intro")} />
      <div className="grid max-w-4xl gap-6">
        <PaymentsSection view={loaderData.payments} notice={actionData?.notice ?? loaderData.notice} />
        <MoreSettings />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
