import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { DomainPanel } from "../../components/onboarding/domain-panel.tsx";
import { matchesTranslator, useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/dashboard-domains";
import { domainPageAction, domainPageLoader } from "./domain-page.server.ts";

export const loader = (args: Route.LoaderArgs) => domainPageLoader(args);
export const action = (args: Route.ActionArgs) => domainPageAction(args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesTranslator(matches);
  return [
    { title: t ? `${t("onboarding.domains.dashboardTitle")} | VayVista` : "VayVista" },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

function DomainsSection({
  page,
  actionData,
}: Pick<Route.ComponentProps, "actionData"> & { page: Route.ComponentProps["loaderData"]["page"] }) {
  const { t } = useI18n();
  return (
    <>
      <div className="mb-8">
        <h1 className="font-display text-3xl leading-tight font-semibold text-pine-950 md:text-4xl">
          {t("onboarding.domains.dashboardTitle")}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("onboarding.domains.lead", { host: page.host })}</p>
      </div>
      <DomainPanel page={page} actionData={actionData} />
    </>
  );
}

/**
 * /dashboard/domeinen: the same custom-domain feature as /domain-setup, as a section of
 * the dashboard (whose layout draws the frame around it).
 */
export default function DashboardDomains({ loaderData, actionData }: Route.ComponentProps) {
  return <DomainsSection page={loaderData.page} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
