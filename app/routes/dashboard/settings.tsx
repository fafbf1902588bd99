import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { PageHeader } from "../../components/dashboard/page-header.tsx";
import { MoreSettings } from "../../components/dashboard/settings/more-settings.tsx";
import { NotificationsSection } from "../../components/dashboard/settings/notifications-section.tsx";
import { PaymentsSection } from "../../components/dashboard/settings/payments-section.tsx";
import { SendingIdentitySection } from "../../components/dashboard/settings/sending-identity-section.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/settings";
import { loadSettingsPage, saveSettingsPage } from "./settings/settings.server.ts";

export const loader = (args: Route.LoaderArgs) => loadSettingsPage(args);
export const action = (args: Route.ActionArgs) => saveSettingsPage(args);

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.settings.title"));

/**
 * The site's settings, a section each: online payments, who guests' emails come from, which
 * emails the owner gets; the others on their own pages, linked below.
 */
export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("dashboard.settings.title")} intro={t("dashboard.settings.intro")} />
      <div className="grid max-w-4xl gap-6">
        <PaymentsSection view={loaderData.payments} notice={actionData?.notice ?? loaderData.notice} />
        <SendingIdentitySection view={loaderData.sending} answer={actionData?.sending ? actionData : null} />
        <NotificationsSection on={loaderData.notifications} saved={actionData?.notificationsSaved === true} />
        <MoreSettings />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
